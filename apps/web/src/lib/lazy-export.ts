import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The props of the component a module exports as `K`. */
type PropsOfExport<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? P : never;

export type LazyExport<P> = LazyExoticComponent<ComponentType<P>> & {
  /**
   * Starts loading the module before the component renders (a route's screen while the account
   * is checked, docs/decisions/018-reading-first-paint.md); the render then uses that same load.
   */
  preload(): void;
};

/**
 * React.lazy over a named export: `lazyExport(() => import('./routes/app/home'), 'HomeRoute')`. The module loads the
 * first time the component renders (inside a Suspense boundary), or on `preload()`.
 */
export function lazyExport<
  M extends Record<K, ComponentType<PropsOfExport<M, K>>>,
  K extends keyof M,
>(load: () => Promise<M>, name: K): LazyExport<PropsOfExport<M, K>> {
  let loading: Promise<M> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      // A failed preload must not stand for the render's own attempt.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(() => loadOnce().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: () => void loadOnce().catch(() => undefined) });
}
