import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { markFirstScreenShown } from '@/lib/first-screen';
import { AfterFirstScreen } from './after-first-screen';

describe('AfterFirstScreen', () => {
  it('keeps its room until the first screen has shown its content, then loads its part', async () => {
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
