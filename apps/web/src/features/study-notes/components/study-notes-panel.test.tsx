import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubStudyNotesApi } from '../testing/fake-study-notes-api';
import { renderWithToaster } from '../testing/render-with-toaster';
import { StudyNotesPanel, type StudyNotesPanelProps } from './study-notes-panel';

const NOTES = [
  makeNote({
    id: 'v16-old',
    verse: 16,
    content: 'Older on 16',
    created_at: '2026-01-01T00:00:00Z',
  }),
  makeNote({ id: 'chapter', verse: null, content: 'About the whole chapter', tags: ['overview'] }),
  makeNote({ id: 'v3', verse: 3, title: 'Born again', content: 'Unless one is born again' }),
  makeNote({
    id: 'v16-new',
    verse: 16,
    content: 'Newer on 16',
    created_at: '2026-02-01T00:00:00Z',
  }),
  makeNote({ id: 'other', chapter: 4, verse: 24, content: 'Spirit and truth' }),
];

function renderPanel(props: Partial<StudyNotesPanelProps> = {}) {
  const onClose = vi.fn();
  const utils = renderWithToaster(
    <StudyNotesPanel book="John" chapter={3} translation="kjv" onClose={onClose} {...props} />,
  );
  return { onClose, ...utils };
}

const panel = () => screen.getByRole('region', { name: /^Study Notes/ });
const groupTitles = () =>
  within(panel())
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);
const cardTexts = (group: string) =>
  within(screen.getByRole('region', { name: group }))
    .getAllByRole('article')
    .map((card) => card.textContent ?? '');

describe('StudyNotesPanel', () => {
  setupFakeApiSuite();

  it("groups the chapter's notes: chapter notes, then each verse ascending, newest first", async () => {
    stubStudyNotesApi({ notes: NOTES });
    renderPanel();
    expect(screen.getByText('Loading study notes...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Chapter Notes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Study Notes$/);
    expect(groupTitles()).toEqual(['Chapter Notes', 'Verse 3 Notes', 'Verse 16 Notes']);
    expect(cardTexts('Verse 16 Notes')).toEqual([
      expect.stringContaining('Newer on 16'),
      expect.stringContaining('Older on 16'),
    ]);
    expect(within(panel()).getByText('4 notes')).toBeInTheDocument();
    expect(screen.queryByText('Spirit and truth')).not.toBeInTheDocument();
  });

  it('shows only the selected verse, with the verse in the header', async () => {
    stubStudyNotesApi({ notes: NOTES });
    renderPanel({ verse: 16 });
    expect(await screen.findByRole('heading', { name: 'Verse 16 Notes' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Study Notes - Verse 16');
    expect(groupTitles()).toEqual(['Verse 16 Notes']);
    expect(within(panel()).getByText('2 notes')).toBeInTheDocument();
  });

  it('filters by search (content, title or tag) and by note type', async () => {
    stubStudyNotesApi({ notes: NOTES });
    const { user } = renderPanel();
    await screen.findByRole('heading', { name: 'Chapter Notes' });

    const toggle = screen.getByRole('button', { name: 'Filter' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const search = screen.getByPlaceholderText('Search content, titles, or tags...');
    expect(search).toHaveFocus();

    await user.type(search, 'BORN');
    expect(groupTitles()).toEqual(['Verse 3 Notes']);
    await user.clear(search);
    await user.type(search, 'overview');
    expect(groupTitles()).toEqual(['Chapter Notes']);
    await user.type(search, ' nothing like this');
    expect(screen.getByText('No notes match your filters')).toBeInTheDocument();

    await user.clear(search);
    await user.selectOptions(screen.getByLabelText('Note type'), 'Chapter Overview');
    expect(groupTitles()).toEqual(['Chapter Notes']);
  });

  it('invites a first note on an empty chapter', async () => {
    stubStudyNotesApi({ notes: [] });
    const { user } = renderPanel();
    expect(await screen.findByText('No study notes yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start taking notes on John 3 to deepen your study.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Your First Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Study Note' });
    expect(dialog).toHaveAccessibleDescription('John 3');
  });

  it('says when the selected verse has no notes', async () => {
    stubStudyNotesApi({ notes: NOTES });
    renderPanel({ verse: 5 });
    expect(await screen.findByText('No notes for this verse')).toBeInTheDocument();
    expect(
      screen.getByText('Start taking notes on John 3:5 to deepen your study.'),
    ).toBeInTheDocument();
  });

  it('adds a note on the selected verse and shows it', async () => {
    const { calls } = stubStudyNotesApi({ notes: [] });
    const { user } = renderPanel({ verse: 16 });
    await screen.findByText('No notes for this verse');
    await user.click(screen.getByRole('button', { name: 'Add Note' }));
    await user.type(await screen.findByLabelText('Note Content *'), 'God so loved');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));

    expect(await screen.findByRole('heading', { name: 'Verse 16 Notes' })).toBeInTheDocument();
    expect(screen.getByText('God so loved')).toBeInTheDocument();
    expect(calls().find((request) => request.method === 'POST')?.body).toMatchObject({
      book: 'John',
      chapter: 3,
      verse: 16,
      translation: 'kjv',
      note_type: 'verse',
    });
  });

  it('deletes a note after the second click and says so', async () => {
    stubStudyNotesApi({ notes: NOTES });
    const { user } = renderPanel({ verse: 3 });
    const remove = await screen.findByRole('button', { name: 'Delete note: Born again' });
    await user.click(remove);
    await user.click(screen.getByRole('button', { name: 'Confirm delete note: Born again' }));
    expect(await screen.findByText('Study Note Deleted')).toBeInTheDocument();
    expect(await screen.findByText('No notes for this verse')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    stubStudyNotesApi({ notes: [] });
    const { user, onClose } = renderPanel();
    await user.click(screen.getByRole('button', { name: 'Close study notes' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('reports a failed load once, inline and as a toast', async () => {
    stubStudyNotesApi({
      override: ({ url }) =>
        url.pathname === '/api/study-notes/chapter'
          ? jsonResponse(500, { error: 'Database unavailable' })
          : undefined,
    });
    renderPanel();
    expect(await screen.findByText('Study Notes Error')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getAllByText('Failed to fetch chapter study notes: Database unavailable'),
      ).toHaveLength(2),
    );
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
