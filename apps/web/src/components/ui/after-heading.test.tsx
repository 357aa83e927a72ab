import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { AfterHeading } from './after-heading';

describe('AfterHeading', () => {
  it('starts loading its part once the heading is in the document, in the room it keeps', async () => {
    const headingShownAtLoad: boolean[] = [];
    const Part = lazy(() => {
      headingShownAtLoad.push(screen.queryByRole('heading', { name: 'Settings' }) !== null);
      return Promise.resolve({ default: () => <p>The part</p> });
    });
    render(
      <>
        <h1>Settings</h1>
        <AfterHeading placeholder={<p>Its room</p>}>
          <Part />
        </AfterHeading>
      </>,
    );
    expect(screen.getByText('Its room')).toBeInTheDocument();
    expect(await screen.findByText('The part')).toBeInTheDocument();
    expect(screen.queryByText('Its room')).not.toBeInTheDocument();
    expect(headingShownAtLoad).toEqual([true]);
  });
});
