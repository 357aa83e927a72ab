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

function Screen({ holding, Probe }: { holding: boolean; Probe: () => null }) {
  return (
    <main>
      <h1>Today's reading</h1>
      {holding ? (
        <div data-holds-first-screen="">Loading scripture...</div>
      ) : (
        <p>In the beginning</p>
      )}
      <Probe />
    </main>
  );
}

describe('FirstScreenProbe', () => {
  afterEach(() => vi.useRealTimers());

  it('opens the gate once the screen shows its heading', async () => {
    const { FirstScreenProbe, isFirstScreenShown } = await freshProbe();
    render(<Screen holding={false} Probe={FirstScreenProbe} />);
    await waitFor(() => expect(isFirstScreenShown()).toBe(true));
  });

  it('waits while a placeholder holds the first screen, and opens when it goes', async () => {
    const { FirstScreenProbe, isFirstScreenShown } = await freshProbe();
    const { rerender } = render(<Screen holding Probe={FirstScreenProbe} />);
    // A mutation elsewhere on the screen does not open it while the placeholder stays.
    act(() => {
      document.body.append(document.createElement('span'));
    });
    await act(() => Promise.resolve());
    expect(isFirstScreenShown()).toBe(false);

    rerender(<Screen holding={false} Probe={FirstScreenProbe} />);
    await waitFor(() => expect(isFirstScreenShown()).toBe(true));
  });

  it('opens at its time limit if the placeholder never goes', async () => {
    vi.useFakeTimers();
    const { FirstScreenProbe, isFirstScreenShown } = await freshProbe();
    render(<Screen holding Probe={FirstScreenProbe} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(isFirstScreenShown()).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(isFirstScreenShown()).toBe(true);
  });
});
