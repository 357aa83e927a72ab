import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';

/** The props of the component a module exports as `K`. */
type PropsOfExport<M, K extends keyof M> = M[K] extends ComponentType<infer P> ? P : never;

export type LazyExport<P> = ComponentType<P> & {
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

// docs/decisions/020-lazy-code-without-a-wait.md: when a lazy part's code comes after its
// Suspense fallback has shown, React holds the part back until 300 ms after that fallback
// (FALLBACK_THROTTLE_MS), whatever the network. Boundaries that re-render when a module comes
// (LazyBoundary) show the part at once, in a transition of their own rather than React's retry:
// React holds retries, not transitions, and renders both in slices.
let modulesLoaded = 0;
const moduleListeners = new Set<() => void>();

function moduleLoaded() {
  modulesLoaded += 1;
  for (const listener of moduleListeners) listener();
}

/**
 * Suspense for lazy parts (`lazyExport`): `fallback` until their code has come, then the parts,
 * as soon as it has.
 */
export function LazyBoundary({
  fallback,
  children,
}: {
  fallback?: ReactNode;
  children?: ReactNode;
}) {
  const [modulesSeen, setModulesSeen] = useState(modulesLoaded);
  useEffect(() => {
    const renderAgain = () => startTransition(() => setModulesSeen(modulesLoaded));
    moduleListeners.add(renderAgain);
    // A module that came between the render and now.
    if (modulesLoaded !== modulesSeen) renderAgain();
    return () => {
      moduleListeners.delete(renderAgain);
    };
  }, [modulesSeen]);
  return createElement(Suspense, { fallback }, children);
}

/**
 * A component over a named export: `lazyExport(() => import('./routes/app/home'), 'HomeRoute')`.
 * The module loads the first time the component renders (inside a LazyBoundary), or on
 * `preload()`; once it has, the component renders at once, without suspending.
 */
export function lazyExport<
  M extends Record<K, ComponentType<PropsOfExport<M, K>>>,
  K extends keyof M,
>(load: () => Promise<M>, name: K): LazyExport<PropsOfExport<M, K>> {
  let loaded: M | undefined;
  let failure: { error: unknown } | undefined;
  let loading: Promise<M> | undefined;
  const loadOnce = () => {
    loading ??= loadWhenOnline(load).then(
      (module) => {
        loaded = module;
        moduleLoaded();
        return module;
      },
      (error: unknown) => {
        // A failed preload must not stand for the render's own attempt.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once per module at import, as React.lazy is
  function LazyExport(props: PropsOfExport<M, K>) {
    // As React.lazy: a render's failed load is the component's error from then on, for the
    // nearest error boundary.
    if (failure) throw failure.error;
    if (!loaded) {
      // Suspends until the load settles (the way React.lazy waits for its module).
      throw loadOnce().catch((error: unknown) => {
        failure = { error };
      });
    }
    return createElement(loaded[name] as FunctionComponent<object>, props as object);
  }
  return Object.assign(LazyExport, { preload: () => void loadOnce().catch(() => undefined) });
}
