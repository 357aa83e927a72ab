import { DELETE_CONFIRMATION } from '@manna/shared';
import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NoteCard } from './note-card';

const LONG = `${'In the beginning was the Word. '.repeat(8)}The end.`;

describe('NoteCard', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows type, translation, date and tags, and no updated time for an unedited note', () => {
    const note = makeNote({
      title: 'Born again',
      note_type: 'study',
      translation: 'esv',
      tags: ['new birth', 'spirit'],
      created_at: '2026-03-04T10:00:00.000Z',
      updated_at: '2026-03-04T10:00:00.000Z',
    });
    render(<NoteCard note={note} onEdit={vi.fn()} onDelete={vi.fn()} />);
    const card = screen.getByRole('article', { name: 'Born again' });
    expect(card).toHaveTextContent('John 3:16');
    expect(card).toHaveTextContent('Bible Study');
    expect(card).toHaveTextContent('ESV');
    expect(card.querySelector('time')).toHaveAttribute('dateTime', '2026-03-04T10:00:00.000Z');
    expect(screen.getByRole('list', { name: 'Tags' })).toHaveTextContent('new birthspirit');
    expect(screen.queryByText(/Updated/)).not.toBeInTheDocument();
  });

  it('heads an untitled note with its first words, its verse under them, nothing twice', () => {
    render(
      <NoteCard
        note={makeNote({ title: null, content: 'Love never fails\nEven when I do.' })}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const card = screen.getByRole('article', { name: 'Love never fails' });
    expect(card).toHaveTextContent('John 3:16');
    expect(screen.getAllByText(/Love never fails/)).toHaveLength(1);
    expect(screen.getByText('Even when I do.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit note: Love never fails' })).toBeVisible();
  });

  it('shows the updated time only when the note was edited', () => {
    const note = makeNote({
      created_at: '2026-03-04T10:00:00.000Z',
      updated_at: '2026-03-05T09:30:00.000Z',
    });
    render(<NoteCard note={note} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText(/Updated/)).toBeInTheDocument();
  });

  it('starts a compact card collapsed to its preview, with Read more', async () => {
    const user = userEvent.setup();
    render(
      <NoteCard note={makeNote({ content: LONG })} compact onEdit={vi.fn()} onDelete={vi.fn()} />,
    );
    const readMore = screen.getByRole('button', { name: 'Read more' });
    expect(readMore).toHaveAttribute('aria-expanded', 'false');
    const preview = screen.getByText(/\.\.\.$/);
    expect(preview.textContent?.length).toBeLessThanOrEqual(153);
    expect(screen.queryByText(LONG)).not.toBeInTheDocument();

    await user.click(readMore);
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('shows short content whole, without Read more', () => {
    render(
      <NoteCard
        note={makeNote({ content: 'Short.' })}
        compact
        onEdit={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    expect(screen.getByText('Short.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('shows full content on a non-compact card', () => {
    render(<NoteCard note={makeNote({ content: LONG })} onEdit={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByText(LONG)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Read more' })).not.toBeInTheDocument();
  });

  it('opens the editor with Edit', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const note = makeNote({ title: 'Light' });
    render(<NoteCard note={note} onEdit={onEdit} onDelete={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Edit note: Light' }));
    expect(onEdit).toHaveBeenCalledWith(note);
  });

  it('deletes on a second click within 3 seconds', () => {
    vi.useFakeTimers();
    const onDelete = vi.fn();
    const note = makeNote({ title: 'Light' });
    render(<NoteCard note={note} onEdit={vi.fn()} onDelete={onDelete} />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete note: Light' }));
    expect(screen.getByRole('status')).toHaveTextContent(DELETE_CONFIRMATION);
    expect(onDelete).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(2900));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm delete note: Light' }));
    expect(onDelete).toHaveBeenCalledWith(note);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('disarms after 3 seconds, so the next click only arms again', () => {
    vi.useFakeTimers();
    const onDelete = vi.fn();
    render(<NoteCard note={makeNote({ title: 'Light' })} onEdit={vi.fn()} onDelete={onDelete} />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete note: Light' }));
    expect(screen.getByText(DELETE_CONFIRMATION)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText(DELETE_CONFIRMATION)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Delete note: Light' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByText(DELETE_CONFIRMATION)).toBeInTheDocument();
  });

  it('clears its timer when it goes away', () => {
    vi.useFakeTimers();
    const { unmount } = render(<NoteCard note={makeNote()} onEdit={vi.fn()} onDelete={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /^Delete note/ }));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});
