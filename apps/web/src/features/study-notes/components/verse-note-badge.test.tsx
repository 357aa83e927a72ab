import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueryClient } from '@/testing/test-utils';
import { useVerseNoteCounts } from '../api/get-verse-note-counts';
import { stubStudyNotesApi } from '../testing/fake-study-notes-api';
import { VerseNoteBadge } from './verse-note-badge';

describe('VerseNoteBadge', () => {
  it('shows nothing for a verse without notes', () => {
    const { container } = render(<VerseNoteBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the count, and names it for screen readers', () => {
    render(<VerseNoteBadge count={1} />);
    expect(screen.getByText('1', { selector: '[aria-hidden]' })).toBeInTheDocument();
    expect(screen.getByText('1 note')).toBeInTheDocument();
  });

  it("caps the count at '9+' but says the real number", () => {
    render(<VerseNoteBadge count={12} />);
    expect(screen.getByText('9+')).toBeInTheDocument();
    expect(screen.getByText('12 notes')).toBeInTheDocument();
  });
});

function Counts({ book, chapter }: { book: string; chapter: number }) {
  const counts = useVerseNoteCounts(book, chapter);
  if (!counts.data) return <p>waiting</p>;
  return (
    <ul>
      {[16, 17].map((verse) => (
        <li key={verse}>
          {verse}
          <VerseNoteBadge count={counts.data.get(verse) ?? 0} />
        </li>
      ))}
    </ul>
  );
}

describe('useVerseNoteCounts', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('maps each verse of the chapter to its note count', async () => {
    const { calls } = stubStudyNotesApi({
      notes: [makeNote({ verse: 16 }), makeNote({ verse: 16 }), makeNote({ verse: null })],
    });
    renderWithQueryClient(<Counts book="1 Corinthians" chapter={3} />);
    await waitFor(() => expect(calls()).toHaveLength(1));
    expect(calls()[0]?.url.search).toBe('?book=1%20Corinthians&chapter=3');

    renderWithQueryClient(<Counts book="John" chapter={3} />);
    expect(await screen.findByText('2 notes')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent(/^17$/);
  });

  it('waits while no chapter is shown', () => {
    const { calls } = stubStudyNotesApi();
    renderWithQueryClient(<Counts book="" chapter={0} />);
    expect(calls()).toEqual([]);
  });
});
