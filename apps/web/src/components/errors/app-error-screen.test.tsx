import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorBoundary } from 'react-error-boundary';
import { describe, expect, it, vi } from 'vitest';
import { AppErrorScreen, ErrorScreen } from './app-error-screen';

function Broken(): never {
  throw new Error('Render failure');
}

describe('ErrorScreen', () => {
  it('shows the failure screen texts, the error details and a Refresh Page button', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    render(<ErrorScreen error={new Error('Chapter list exploded')} onRefresh={onRefresh} />);

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'The application encountered an error. Please refresh the page and try again.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Error details')).toBeInTheDocument();
    expect(screen.getAllByText(/Chapter list exploded/).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('is what the app shows when a screen throws', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <ErrorBoundary FallbackComponent={AppErrorScreen}>
        <Broken />
      </ErrorBoundary>,
    );

    expect(
      await screen.findByRole('heading', { name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/Render failure/).length).toBeGreaterThan(0);
    consoleError.mockRestore();
  });
});
