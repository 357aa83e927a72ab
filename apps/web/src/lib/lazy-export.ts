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

const backOnline = () =>
  new Promise<void>((resolve) =>
    window.addEventListener('online', () => resolve(), { once: true }),
  );

/**
 * `load()`, asked again when the network comes back if it failed for want of one: a chunk that
 * fails offline waits behind its fallback instead of failing the app
 * (docs/offline.md#code-that-comes-later).
 */
export async function loadWhenOnline<M>(load: () => Promise<M>): Promise<M> {
  try {
    return await load();
  } catch (error) {
    if (typeof navigator === 'undefined' || navigator.onLine) throw error;
    await backOnline();
    return loadWhenOnline(load);
  }
}

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
    loading ??= loadWhenOnline(load).catch((error: unknown) => {
      // A failed preload must not stand for the render's own attempt.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const component = lazy(() => loadOnce().then((module) => ({ default: module[name] })));
  return Object.assign(component, { preload: () => void loadOnce().catch(() => undefined) });
}
