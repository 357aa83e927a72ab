import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

describe('Toaster', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it('shows the title and message of a toast raised from anywhere', async () => {
    render(<Toaster />);
    act(() => {
      toast({ type: 'success', title: 'Profile saved', message: 'Your name has been updated.' });
    });

    const region = screen.getByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Profile saved')).toBeInTheDocument();
    expect(within(region).getByText('Your name has been updated.')).toBeInTheDocument();
  });

  it('closes when the dismiss button is pressed', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ type: 'error', title: 'Could not save', message: 'Please try again.' });
    });

    expect(await screen.findByText('Could not save')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await expect
      .poll(() => screen.queryByText('Could not save'), { timeout: 2000 })
      .not.toBeInTheDocument();
  });

  it('shows one toast of a title at a time: the newest replaces the last', async () => {
    render(<Toaster />);
    act(() => {
      toast({ type: 'success', title: 'Note Saved', message: 'First note.' });
      toast({ type: 'success', title: 'Note Saved', message: 'Second note.' });
      toast({ type: 'info', title: 'Processing', message: 'Marking chapters as read...' });
    });

    const region = screen.getByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Second note.')).toBeInTheDocument();
    expect(within(region).getAllByText('Note Saved')).toHaveLength(1);
    expect(within(region).queryByText('First note.')).not.toBeInTheDocument();
    expect(within(region).getByText('Processing')).toBeInTheDocument();
  });
});
