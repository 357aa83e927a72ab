import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** The props of the component a module exports as `K`. */
type PropsOfExport<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? P : never;

/**
 * React.lazy over a named export: `lazyExport(() => import('./routes/app/home'), 'HomeRoute')`. The module loads the
 * first time the component renders (inside a Suspense boundary).
 */
export function lazyExport<
  M extends Record<K, ComponentType<PropsOfExport<M, K>>>,
  K extends keyof M,
>(load: () => Promise<M>, name: K): LazyExoticComponent<ComponentType<PropsOfExport<M, K>>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
