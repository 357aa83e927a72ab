import { getBookBackground } from '@manna/shared';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { dismissToast } from '@/components/ui/use-toast';
import { required, requiredElement } from '@/testing/required';
import { BookInfoPanel, NO_BOOK_INFO_TOAST } from './book-info-panel';

function renderPanel(book: string, getChapterHref?: (chapter: number) => string) {
  return render(
    <MemoryRouter>
      <BookInfoPanel book={book} getChapterHref={getChapterHref} />
      <Toaster />
    </MemoryRouter>,
  );
}

describe('BookInfoPanel', () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it("shows Romans' author, date, audience, context, themes and outline", () => {
    const romans = getBookBackground('ROM');
    if (!romans) throw new Error('The shared data has no Romans');
    renderPanel('ROM');
    expect(screen.getByRole('heading', { level: 2, name: 'Romans' })).toBeInTheDocument();
    const facts = { Author: romans.author, Date: romans.date, Audience: romans.audience };
    for (const [term, value] of Object.entries(facts)) {
      expect(screen.getByText(term, { selector: 'dt' }).nextElementSibling).toHaveTextContent(
        value,
      );
    }
    expect(screen.getByText(romans.author)).toHaveTextContent(/Paul/);

    const context = screen.getByRole('heading', { name: 'Historical Context' });
    expect(context.nextElementSibling).toHaveTextContent(romans.historicalContext);
    const themes = screen.getByRole('heading', { name: 'Major Themes' }).nextElementSibling;
    expect(
      within(requiredElement(themes, 'the list of themes'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(romans.majorThemes);

    const table = screen.getByRole('table', { name: 'Outline of Romans' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(required(header, 'the header row'))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Section', 'Chapters']);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual(romans.outline.map((section) => [section.title, section.chapters]));
    // The outline covers the whole letter, chapters 1 to 16.
    expect(rows[0]).toHaveTextContent(/1-\d+$/);
    expect(rows.at(-1)).toHaveTextContent(/16$/);
  });

  it('finds a book by name too, and links each section to its first chapter', () => {
    renderPanel('romans', (chapter) => `/bible/ROM/${chapter}`);
    const table = screen.getByRole('table', { name: 'Outline of Romans' });
    const links = within(table).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', '/bible/ROM/1');
    expect(links[0]).toHaveAccessibleName(/^Read Romans 1/);
  });

  it('shows the info toast and a calm empty state when there is no info', async () => {
    renderPanel('EXO');
    const toastRegion = screen.getByRole('region', { name: /notifications/i });
    expect(await within(toastRegion).findByText(NO_BOOK_INFO_TOAST.title)).toBeInTheDocument();
    expect(within(toastRegion).getByText(NO_BOOK_INFO_TOAST.message)).toBeInTheDocument();
    expect(NO_BOOK_INFO_TOAST).toEqual({
      title: 'No Book Information',
      message: 'Historical information is not available for this book.',
    });
    expect(
      screen.getByRole('heading', { name: 'No background notes for Exodus yet' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    // One toast, not one per render.
    expect(within(toastRegion).getAllByText(NO_BOOK_INFO_TOAST.title)).toHaveLength(1);
  });
});
