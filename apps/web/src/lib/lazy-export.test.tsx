import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LazyBoundary, lazyExport, loadWhenOnline } from './lazy-export';

const offline = (isOffline: boolean) =>
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!isOffline);

describe('loadWhenOnline', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks again once the network is back when a load failed offline', async () => {
    offline(true);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('module');
    const loaded = vi.fn();
    const loading = loadWhenOnline(load).then(loaded);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(loaded).not.toHaveBeenCalled();

    offline(false);
    window.dispatchEvent(new Event('online'));
    await loading;
    expect(load).toHaveBeenCalledTimes(2);
    expect(loaded).toHaveBeenCalledWith('module');
  });

  it('fails as the load did when the network was there', async () => {
    offline(false);
    const broken = new Error('The home screen broke');
    await expect(loadWhenOnline(() => Promise.reject(broken))).rejects.toBe(broken);
  });
});

type PartModule = { Part: () => ReactNode };

function ThePart() {
  return <p>The part</p>;
}

/** A lazy part whose module comes when the test says. */
function partLoadedOnCue() {
  let arrive: (module: PartModule) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const load = vi.fn(
    () =>
      new Promise<PartModule>((resolve, reject) => {
        arrive = resolve;
        fail = reject;
      }),
  );
  const Part = lazyExport(load, 'Part');
  return {
    Part,
    load,
    arrive: () => arrive({ Part: ThePart }),
    fail: (error: Error) => fail(error),
  };
}

describe('lazyExport in a LazyBoundary', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the part as soon as its code comes after the fallback, without React holding it back', async () => {
    // React holds a part whose fallback showed until 300 ms after that fallback, on a timer, and
    // only outside act(): with timers stopped and act() off, only a part shown at once appears.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { Part, arrive } = partLoadedOnCue();
    render(
      <LazyBoundary fallback={<p>Loading...</p>}>
        <Part />
      </LazyBoundary>,
    );
    expect(screen.getByText('Loading...')).toBeInTheDocument();

    const reactTestEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    reactTestEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      arrive();
      // Turns of the event loop, not time: React's hold would never end with its timer stopped.
      for (let turn = 0; turn < 20 && !screen.queryByText('The part'); turn++) {
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
    } finally {
      reactTestEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }

    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('renders a part whose code came before without its fallback', async () => {
    const { Part, arrive, load } = partLoadedOnCue();
    Part.preload();
    await act(async () => arrive());

    render(
      <LazyBoundary fallback={<p>Loading...</p>}>
        <Part />
      </LazyBoundary>,
    );

    expect(screen.getByText('The part')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed load to the nearest error boundary, asking once', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Part, fail, load } = partLoadedOnCue();
    render(
      <ErrorBoundary fallbackRender={({ error }) => <p role="alert">{String(error)}</p>}>
        <LazyBoundary fallback={<p>Loading...</p>}>
          <Part />
        </LazyBoundary>
      </ErrorBoundary>,
    );

    await act(async () => fail(new Error('The part broke')));

    expect(await screen.findByRole('alert')).toHaveTextContent('The part broke');
    expect(load).toHaveBeenCalledTimes(1);
  });
});
