import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubStudyNotesApi } from '../testing/fake-study-notes-api';
import { renderWithToaster } from '../testing/render-with-toaster';
import { StudyNotesManager } from './study-notes-manager';

const NOTES = [
  makeNote({ id: 'j1', book: 'John', chapter: 3, verse: 16, content: 'Loved', tags: ['grace'] }),
  makeNote({
    id: 'j2',
    book: 'John',
    chapter: 1,
    verse: null,
    content: 'The Word',
    tags: ['hope'],
  }),
  makeNote({
    id: 'g1',
    book: 'Genesis',
    chapter: 1,
    verse: 1,
    content: 'Beginning',
    color: 'green',
  }),
  makeNote({ id: 'c1', book: '1 Corinthians', chapter: 13, verse: 4, content: 'Patient love' }),
];

const renderManager = (refreshCounter?: number) =>
  renderWithToaster(<StudyNotesManager refreshCounter={refreshCounter} />);

/** The list requests made so far (GET /api/study-notes), as their query strings. */
function listQueries(calls: ReturnType<typeof stubStudyNotesApi>['calls']) {
  return calls()
    .filter((request) => request.method === 'GET' && request.url.pathname === '/api/study-notes')
    .map((request) => request.url.searchParams);
}

const bookGroups = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('StudyNotesManager', () => {
  setupFakeApiSuite();

  it('groups notes by book, alphabetically, with a count per book', async () => {
    stubStudyNotesApi({ notes: NOTES });
    renderManager();
    expect(screen.getByText('Loading study notes...')).toBeInTheDocument();
    expect(await screen.findByText('4 of 4 notes')).toBeInTheDocument();
    expect(bookGroups()).toEqual(['1 Corinthians', 'Genesis', 'John']);
    const john = screen.getByRole('region', { name: 'John' });
    expect(within(john).getByText('2 notes')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Genesis' })).getByText('1 note'),
    ).toBeInTheDocument();
    // Within a book: chapter ascending.
    expect(
      within(john)
        .getAllByRole('article')
        .map((card) => card.textContent),
    ).toEqual([expect.stringContaining('The Word'), expect.stringContaining('Loved')]);
    expect(screen.queryByText('Filtered')).not.toBeInTheDocument();
  });

  it("counts the filtered notes against all of them, with a 'Filtered' badge", async () => {
    stubStudyNotesApi({ notes: NOTES });
    const { user } = renderManager();
    await screen.findByText('4 of 4 notes');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(screen.getByLabelText('Color'), 'Green');

    expect(await screen.findByText('1 of 4 notes')).toBeInTheDocument();
    expect(screen.getByText('Filtered')).toBeInTheDocument();
    expect(bookGroups()).toEqual(['Genesis']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByText('4 of 4 notes')).toBeInTheDocument();
    expect(screen.queryByText('Filtered')).not.toBeInTheDocument();
  });

  it('asks the server for notes with any of the chosen tags', async () => {
    const { calls } = stubStudyNotesApi({ notes: NOTES });
    const { user } = renderManager();
    await screen.findByText('4 of 4 notes');
    await user.click(screen.getByRole('button', { name: 'Filter' }));

    const grace = screen.getByRole('button', { name: 'grace' });
    expect(grace).toHaveAttribute('aria-pressed', 'false');
    await user.click(grace);
    expect(grace).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('1 of 4 notes')).toBeInTheDocument();
    expect(listQueries(calls).at(-1)?.getAll('tags')).toEqual(['grace']);

    await user.click(screen.getByRole('button', { name: 'hope' }));
    expect(await screen.findByText('2 of 4 notes')).toBeInTheDocument();
    expect(listQueries(calls).at(-1)?.getAll('tags')).toEqual(['grace', 'hope']);
  });

  it('sends the search once typing pauses', async () => {
    const { calls } = stubStudyNotesApi({ notes: NOTES });
    const { user } = renderManager();
    await screen.findByText('4 of 4 notes');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.type(screen.getByLabelText('Search notes'), 'love');

    expect(await screen.findByText('2 of 4 notes')).toBeInTheDocument();
    const searches = listQueries(calls).map((query) => query.get('search'));
    expect(searches).toEqual([null, 'love']);
  });

  it('invites a first note when the member has none, starting at Genesis 1', async () => {
    const { calls } = stubStudyNotesApi({ notes: [] });
    const { user } = renderManager();
    expect(await screen.findByText('No study notes yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Start taking notes while reading to build your personal Bible study collection.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('0 of 0 notes')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Your First Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Study Note' });
    expect(dialog).toHaveAccessibleDescription('Genesis 1');
    expect(within(dialog).getByLabelText('Book')).toHaveValue('Genesis');
    await user.type(within(dialog).getByLabelText('Note Content *'), 'In the beginning');
    await user.click(within(dialog).getByRole('button', { name: 'Save Note' }));

    expect(await screen.findByRole('heading', { name: 'Genesis' })).toBeInTheDocument();
    expect(await screen.findByText('1 of 1 notes')).toBeInTheDocument();
    expect(calls().find((request) => request.method === 'POST')?.body).toMatchObject({
      book: 'Genesis',
      chapter: 1,
      note_type: 'chapter',
    });
  });

  it('says when no note matches the filters', async () => {
    stubStudyNotesApi({ notes: NOTES });
    const { user } = renderManager();
    await screen.findByText('4 of 4 notes');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.selectOptions(
      screen.getByLabelText('Translation'),
      'English Standard Version (ESV)',
    );
    expect(await screen.findByText('No notes match your filters')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search or filter criteria to find more notes.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('offers exports of what is shown, carrying the filters', async () => {
    stubStudyNotesApi({ notes: NOTES });
    const { user } = renderManager();
    await screen.findByText('4 of 4 notes');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('button', { name: 'grace' }));
    await user.selectOptions(screen.getByLabelText('Note type'), 'Verse Analysis');
    await screen.findByText('1 of 4 notes');

    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');
    await user.click(exportButton);
    expect(exportButton).toHaveAttribute('aria-expanded', 'true');
    const formats = screen.getByRole('list', { name: 'Export formats' });
    const links = within(formats).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Text (.txt)',
      'Markdown (.md)',
      'CSV (.csv)',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/study-notes/export?format=txt&note_type=verse&tags=grace',
      '/api/study-notes/export?format=md&note_type=verse&tags=grace',
      '/api/study-notes/export?format=csv&note_type=verse&tags=grace',
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');

    await user.keyboard('{Escape}');
    expect(exportButton).toHaveAttribute('aria-expanded', 'false');
  });

  it('loads more notes a page at a time', async () => {
    const { calls } = stubStudyNotesApi({ notes: NOTES, pageSize: 3 });
    const { user } = renderManager();
    await screen.findByText('4 of 4 notes');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Load more notes' }));

    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(4));
    expect(screen.queryByRole('button', { name: 'Load more notes' })).not.toBeInTheDocument();
    expect(listQueries(calls).map((query) => query.get('offset'))).toEqual(['0', '3']);
  });

  it('reloads when the refresh counter rises', async () => {
    const { calls } = stubStudyNotesApi({ notes: NOTES });
    const { rerender } = renderManager(0);
    await screen.findByText('4 of 4 notes');
    expect(listQueries(calls)).toHaveLength(1);

    rerender(<StudyNotesManager refreshCounter={1} />);
    await waitFor(() => expect(listQueries(calls)).toHaveLength(2));
    expect(
      calls().filter((request) => request.url.pathname === '/api/study-notes/summary'),
    ).toHaveLength(2);
  });
});
