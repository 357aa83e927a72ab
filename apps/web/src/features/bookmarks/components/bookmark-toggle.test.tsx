import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BookmarkToggle } from './bookmark-toggle';

describe('BookmarkToggle', () => {
  it('is named for the verse, whatever its state, and says it with aria-pressed', () => {
    const { rerender } = render(
      <BookmarkToggle reference="John 3:16" pressed={false} onToggle={() => undefined} />,
    );
    const button = screen.getByRole('button', { name: 'Bookmark John 3:16' });
    expect(button).toHaveAttribute('aria-pressed', 'false');

    rerender(<BookmarkToggle reference="John 3:16" pressed onToggle={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Bookmark John 3:16', pressed: true })).toBe(button);
  });

  it('toggles on click and on the keyboard', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<BookmarkToggle reference="John 3:16" pressed={false} onToggle={onToggle} />);

    await user.click(screen.getByRole('button', { name: 'Bookmark John 3:16' }));
    await user.keyboard('{Enter}');
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('ignores clicks while a change is on its way, but keeps its focus', async () => {
    const user = userEvent.setup();
    const onToggle = vi.fn();
    render(<BookmarkToggle reference="John 3:16" pressed pending onToggle={onToggle} />);

    const button = screen.getByRole('button', { name: 'Bookmark John 3:16' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onToggle).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
  });

  it('stays visible once the verse is bookmarked', () => {
    const { rerender } = render(
      <BookmarkToggle reference="John 3:16" pressed={false} onToggle={() => undefined} />,
    );
    expect(screen.getByRole('button')).toHaveClass('opacity-0');
    rerender(<BookmarkToggle reference="John 3:16" pressed onToggle={() => undefined} />);
    expect(screen.getByRole('button')).toHaveClass('opacity-100');
    expect(screen.getByRole('button')).not.toHaveClass('opacity-0');
  });
});
