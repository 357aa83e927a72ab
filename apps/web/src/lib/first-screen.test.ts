import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

// A fresh module per test: the gate opens once per page load.
async function freshGate() {
  vi.resetModules();
  return import('./first-screen');
}

describe('first screen gate', () => {
  it('stays closed until the first screen is marked shown, then stays open', async () => {
    const gate = await freshGate();
    const { result } = renderHook(() => gate.useFirstScreenShown());
    expect(result.current).toBe(false);

    act(() => gate.markFirstScreenShown());
    expect(result.current).toBe(true);
    act(() => gate.markFirstScreenShown());
    expect(gate.isFirstScreenShown()).toBe(true);
  });

  it('resolves waiters when it opens, and at once after', async () => {
    const gate = await freshGate();
    const waiting = vi.fn();
    const before = gate.whenFirstScreenShown().then(waiting);
    await Promise.resolve();
    expect(waiting).not.toHaveBeenCalled();

    gate.markFirstScreenShown();
    await before;
    expect(waiting).toHaveBeenCalledOnce();
    await expect(gate.whenFirstScreenShown()).resolves.toBeUndefined();
  });
});
