import { NOTE_SAVED_TOAST, NOTE_TITLE_MAX_LENGTH } from '@manna/shared';
import { makeNote } from '@manna/shared/testing/study-note-fixtures';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubStudyNotesApi } from '../testing/fake-study-notes-api';
import { renderWithToaster } from '../testing/render-with-toaster';
import { NoteEditorDialog, type NoteEditorDialogProps } from './note-editor-dialog';

const VERSE_TARGET = {
  mode: 'create',
  book: 'John',
  chapter: 3,
  verse: 16,
  translation: 'kjv',
} as const;

function Harness(props: Omit<NoteEditorDialogProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(true);
  return <NoteEditorDialog open={open} onOpenChange={setOpen} {...props} />;
}

const renderEditor = (props: Omit<NoteEditorDialogProps, 'open' | 'onOpenChange'>) =>
  renderWithToaster(<Harness {...props} />);

const content = () => screen.getByLabelText('Note Content *');
const saveButton = () => screen.getByRole('button', { name: /Save Note|Saving\.\.\./ });

describe('NoteEditorDialog', () => {
  setupFakeApiSuite();

  it('titles a new verse note with its reference and a verse-note type', () => {
    stubStudyNotesApi();
    renderEditor({ target: VERSE_TARGET });
    const dialog = screen.getByRole('dialog', { name: 'Add Study Note' });
    expect(dialog).toHaveAccessibleDescription('John 3:16');
    expect(screen.getByLabelText('Note Type')).toHaveValue('verse');
    expect(screen.getByRole('radio', { name: 'Blue' })).toBeChecked();
  });

  it('defaults a chapter note to the chapter type', () => {
    stubStudyNotesApi();
    renderEditor({ target: { ...VERSE_TARGET, verse: null } });
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('John 3');
    expect(screen.getByLabelText('Note Type')).toHaveValue('chapter');
  });

  it('keeps Save disabled while the content is blank', async () => {
    const { calls } = stubStudyNotesApi();
    const { user } = renderEditor({ target: VERSE_TARGET });
    expect(saveButton()).toBeDisabled();
    await user.type(content(), '   ');
    expect(saveButton()).toBeDisabled();
    // Enter in the title field submits the form: still nothing is sent.
    await user.type(screen.getByLabelText('Title (optional)'), 'Only a title{Enter}');
    expect(calls()).toEqual([]);
    await user.type(content(), 'Love');
    expect(saveButton()).toBeEnabled();
  });

  it.each([
    ['a new note', VERSE_TARGET],
    ['a note being edited', { mode: 'edit', note: makeNote() }],
  ] as const)(
    "shows the schema's words beside a field it refuses in %s, and sends nothing",
    async (_, target) => {
      const { calls } = stubStudyNotesApi();
      const { user } = renderEditor({ target });
      const title = screen.getByLabelText('Title (optional)');
      await user.clear(title);
      await user.click(title);
      await user.paste('x'.repeat(NOTE_TITLE_MAX_LENGTH + 1));
      await user.type(content(), ' Love');
      await user.click(saveButton());
      expect(
        await screen.findByText(`Title must be ${NOTE_TITLE_MAX_LENGTH} characters or fewer`),
      ).toBeInTheDocument();
      expect(title).toHaveFocus();
      expect(calls()).toEqual([]);
    },
  );

  it('adds tags with Enter and with Add, trimmed, ignoring blanks and duplicates', async () => {
    stubStudyNotesApi();
    const { user } = renderEditor({ target: VERSE_TARGET });
    const tagInput = screen.getByLabelText('Tags');
    await user.type(tagInput, '  faith  {Enter}');
    await user.type(tagInput, 'hope');
    await user.click(screen.getByRole('button', { name: 'Add tag' }));
    await user.type(tagInput, 'Faith{Enter}');
    await user.type(tagInput, '   {Enter}');
    const list = screen.getByRole('list', { name: 'Tags on this note' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['faith', 'hope']);
    expect(tagInput).toHaveValue('');
    // Enter in the tag field never saved the note.
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove tag faith' }));
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['hope']);
  });

  it("reads 'Saving...' while saving, then closes and says the note was added", async () => {
    let answer: (response: Response) => void = () => undefined;
    const { calls } = stubStudyNotesApi({
      override: ({ method }) =>
        method === 'POST'
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : undefined,
    });
    const { user } = renderEditor({ target: VERSE_TARGET });
    await user.type(content(), '  For God so loved the world.  ');
    await user.type(screen.getByLabelText('Tags'), 'love{Enter}');
    await user.click(screen.getByRole('radio', { name: 'Green' }));
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    const post = calls().find((request) => request.method === 'POST');
    expect(post?.url.pathname).toBe('/api/study-notes');
    // The title was left empty, so it is not sent.
    expect(post?.body).toEqual({
      book: 'John',
      chapter: 3,
      verse: 16,
      translation: 'kjv',
      note_type: 'verse',
      content: 'For God so loved the world.',
      tags: ['love'],
      color: 'green',
    });

    answer(jsonResponse(201, { note: makeNote({ id: 'n-1' }) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Study Note Added')).toBeInTheDocument();
    expect(screen.getByText('Your study note has been saved successfully.')).toBeInTheDocument();
  });

  it('uses the toast it is given for a new note', async () => {
    stubStudyNotesApi();
    const { user } = renderEditor({ target: VERSE_TARGET, createdToast: NOTE_SAVED_TOAST });
    await user.type(content(), 'A thought');
    await user.click(saveButton());
    expect(await screen.findByText('Note Saved')).toBeInTheDocument();
  });

  it('stays open with the text when saving fails, and says why', async () => {
    stubStudyNotesApi({
      override: ({ method }) =>
        method === 'POST' ? jsonResponse(500, { error: 'Database unavailable' }) : undefined,
    });
    const { user } = renderEditor({ target: VERSE_TARGET });
    await user.type(screen.getByLabelText('Title (optional)'), 'Kept');
    await user.type(content(), 'Do not lose me');
    await user.click(saveButton());

    expect(await screen.findByText('Study Notes Error')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to create study note: Database unavailable'),
    ).toBeInTheDocument();
    expect(console.error).toHaveBeenCalledWith(
      'Failed to create study note: Database unavailable',
      expect.anything(),
      expect.anything(),
    );
    expect(screen.getByRole('dialog', { name: 'Add Study Note' })).toBeInTheDocument();
    expect(content()).toHaveValue('Do not lose me');
    expect(screen.getByLabelText('Title (optional)')).toHaveValue('Kept');
    expect(saveButton()).toHaveTextContent('Save Note');
  });

  it('asks a signed-out member to sign in', async () => {
    stubStudyNotesApi({
      override: ({ method }) =>
        method === 'POST' ? jsonResponse(401, { error: 'Unauthorized' }) : undefined,
    });
    const { user } = renderEditor({ target: VERSE_TARGET });
    await user.type(content(), 'Hello');
    await user.click(saveButton());
    expect(await screen.findByText('Please sign in to manage study notes')).toBeInTheDocument();
  });

  it('edits a note, sending only title, content, type, tags and color', async () => {
    const note = makeNote({
      id: 'n-7',
      title: 'Old title',
      content: 'Old content',
      note_type: 'study',
      tags: ['grace'],
      color: 'purple',
    });
    const { calls } = stubStudyNotesApi({ notes: [note] });
    const { user } = renderEditor({ target: { mode: 'edit', note } });

    expect(screen.getByRole('dialog', { name: 'Edit Study Note' })).toHaveAccessibleDescription(
      'John 3:16',
    );
    expect(content()).toHaveValue('Old content');
    expect(screen.getByLabelText('Note Type')).toHaveValue('study');
    expect(screen.getByRole('radio', { name: 'Purple' })).toBeChecked();

    await user.clear(screen.getByLabelText('Title (optional)'));
    await user.clear(content());
    await user.type(content(), 'New content');
    await user.selectOptions(screen.getByLabelText('Note Type'), 'Spiritual Insight');
    await user.click(saveButton());

    expect(await screen.findByText('Study Note Updated')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const patch = calls().find((request) => request.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/study-notes/n-7');
    expect(patch?.body).toEqual({
      title: null,
      content: 'New content',
      note_type: 'reflection',
      tags: ['grace'],
      color: 'purple',
    });
  });

  it('lets the manager pick the book, chapter and verse of a new note', async () => {
    const { calls } = stubStudyNotesApi();
    const { user } = renderEditor({
      target: { mode: 'create', book: 'Genesis', chapter: 1, verse: null, translation: 'kjv' },
      chooseReference: true,
    });
    expect(screen.getByLabelText('Book')).toHaveValue('Genesis');
    expect(screen.getByLabelText('Chapter')).toHaveValue('1');
    expect(within(screen.getByLabelText('Book')).getAllByRole('option')).toHaveLength(66);
    expect(screen.getByLabelText('Note Type')).toHaveValue('chapter');

    await user.selectOptions(screen.getByLabelText('Book'), '1 Corinthians');
    expect(within(screen.getByLabelText('Chapter')).getAllByRole('option')).toHaveLength(16);
    await user.selectOptions(screen.getByLabelText('Chapter'), '13');
    await user.type(screen.getByLabelText('Verse (optional)'), '4');
    expect(screen.getByLabelText('Note Type')).toHaveValue('verse');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('1 Corinthians 13:4');
    await user.type(content(), 'Love is patient');
    await user.click(saveButton());

    expect(await screen.findByText('Study Note Added')).toBeInTheDocument();
    expect(calls().find((request) => request.method === 'POST')?.body).toMatchObject({
      book: '1 Corinthians',
      chapter: 13,
      verse: 4,
      note_type: 'verse',
    });
  });
});
