import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it, vi } from 'vitest';

// A fresh gate: it opens once per page load, and another file may have opened it.
async function freshGate() {
  vi.resetModules();
  const [{ markFirstScreenShown }, { AfterFirstScreen }] = await Promise.all([
    import('@/lib/first-screen'),
    import('./after-first-screen'),
  ]);
  return { markFirstScreenShown, AfterFirstScreen };
}

describe('AfterFirstScreen', () => {
  it('keeps its room until the first screen has shown its content, then loads its part', async () => {
    const { markFirstScreenShown, AfterFirstScreen } = await freshGate();
    let loads = 0;
    const Part = lazy(() => {
      loads += 1;
      return Promise.resolve({ default: () => <p>The progress</p> });
    });
    render(
      <AfterFirstScreen placeholder={<p>Its room</p>}>
        <Part />
      </AfterFirstScreen>,
    );
    expect(screen.getByText('Its room')).toBeInTheDocument();
    expect(loads).toBe(0);

    act(() => markFirstScreenShown());
    expect(await screen.findByText('The progress')).toBeInTheDocument();
    expect(screen.queryByText('Its room')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
