import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// A fresh gate and probe per test: the gate opens once per page load.
async function freshProbe() {
  vi.resetModules();
  const [gate, probe] = await Promise.all([
    import('./first-screen'),
    import('./first-screen-probe'),
  ]);
  return { ...gate, ...probe };
}

type Probe = Awaited<ReturnType<typeof freshProbe>>;

function Screen({ holding, probe }: { holding: boolean; probe: Probe }) {
  const { FirstScreenProbe, HOLDS_FIRST_SCREEN } = probe;
  return (
    <main>
      <h1>Today's reading</h1>
      {holding ? <div {...HOLDS_FIRST_SCREEN}>Loading scripture...</div> : <p>In the beginning</p>}
      <FirstScreenProbe />
    </main>
  );
}

describe('FirstScreenProbe', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the gate once the screen shows its heading', async () => {
    const probe = await freshProbe();
    render(<Screen holding={false} probe={probe} />);
    await waitFor(() => expect(probe.isFirstScreenShown()).toBe(true));
  });

  it('waits while a placeholder holds the first screen, and opens when it goes', async () => {
    const probe = await freshProbe();
    const { rerender } = render(<Screen holding probe={probe} />);
    // A mutation elsewhere on the screen does not open it while the placeholder stays.
    act(() => {
      document.body.append(document.createElement('span'));
    });
    await act(() => Promise.resolve());
    expect(probe.isFirstScreenShown()).toBe(false);

    rerender(<Screen holding={false} probe={probe} />);
    await waitFor(() => expect(probe.isFirstScreenShown()).toBe(true));
  });

  it('opens at its time limit if the placeholder never goes', async () => {
    vi.useFakeTimers();
    const probe = await freshProbe();
    render(<Screen holding probe={probe} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(probe.isFirstScreenShown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(probe.isFirstScreenShown()).toBe(true);
  });
});
