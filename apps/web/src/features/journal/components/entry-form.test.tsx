import {
  CONTENT_REQUIRED,
  JOURNAL_ERROR_DISPLAY_MS,
  TOPIC_ENTRY_CONTENT_REQUIRED,
  voiceMemoUrl,
} from '@manna/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { required } from '@/testing/required';
import { setupFakeApiSuite } from '@/testing/test-utils';
import {
  fakeVoiceMemoUrl,
  JOURNAL_ACHIEVEMENTS,
  stubJournalApi,
} from '../testing/fake-journal-api';
import { stubMediaRecording } from '../testing/fake-media-recorder';
import { makeEntry, makeTopic } from '../testing/journal-fixtures';
import { renderJournal } from '../testing/render-journal';
import { FINISH_RECORDING_FIRST, INACTIVE_TOPIC_MESSAGE, NO_TOPIC_OPTION } from './entry-form';

/** The topic picker once the topics are in: until then a disabled one keeps its room. */
const loadedTopicChooser = () =>
  waitFor(() => {
    const chooser = screen.getByRole('combobox', { name: 'Topic' });
    expect(chooser).toBeEnabled();
    return chooser;
  });

const posts = (api: ReturnType<typeof stubJournalApi>, path: string) =>
  api.calls().filter((call) => call.method === 'POST' && call.url.pathname === path);

describe('EntryForm: a new entry', () => {
  setupFakeApiSuite();
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says 'Content is required' and sends nothing without content", async () => {
    const api = stubJournalApi();
    const { user } = renderJournal('/journal/entries/new');
    await loadedTopicChooser();
    await user.type(screen.getByRole('textbox', { name: 'Title (optional)' }), 'A title');
    await user.type(screen.getByRole('textbox', { name: 'Content' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    expect(await screen.findByText(CONTENT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(posts(api, '/api/journal/entries')).toHaveLength(0);
  });

  it('saves a private entry by default and goes to /journal', async () => {
    const api = stubJournalApi();
    const { user, location } = renderJournal('/journal/entries/new');
    await loadedTopicChooser();
    expect(screen.getByRole('switch', { name: 'Private' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Answered' })).not.toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Content' }), '  Thank you, Lord.  ');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(location().pathname).toBe('/journal'));
    const [post] = posts(api, '/api/journal/entries');
    expect(post?.body).toEqual({
      title: null,
      content: 'Thank you, Lord.',
      is_private: true,
      answered: false,
      answer_details: null,
      voice_memo_url: null,
    });
    expect(await screen.findByText('Entry saved')).toBeInTheDocument();
    // There the new entry is marked, headed by its first words, and has the focus.
    const saved = await screen.findByRole('link', { name: 'Thank you, Lord.' });
    expect(saved).toHaveAccessibleDescription('Just saved');
    await waitFor(() => expect(saved).toHaveFocus());
  });

  it('sends answer details only for an answered entry', async () => {
    const api = stubJournalApi();
    const { user } = renderJournal('/journal/entries/new');
    await loadedTopicChooser();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'The new job');
    expect(screen.queryByRole('textbox', { name: 'Answer details (optional)' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Answered' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Answer details (optional)' }),
      'Offered on Friday',
    );
    await user.click(screen.getByRole('switch', { name: 'Private' }));
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(posts(api, '/api/journal/entries')).toHaveLength(1));
    expect(posts(api, '/api/journal/entries')[0]?.body).toMatchObject({
      answered: true,
      answer_details: 'Offered on Friday',
      is_private: false,
    });
  });

  it('celebrates the achievements an entry earns, with their tokens', async () => {
    const first = required(JOURNAL_ACHIEVEMENTS[0], 'a journal achievement');
    stubJournalApi({ earnedBySave: [first.id] });
    const { user } = renderJournal('/journal/entries/new');
    await loadedTopicChooser();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'My first entry');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    expect(await screen.findByText(`Achievement unlocked: ${first.name}`)).toBeInTheDocument();
    expect(
      screen.getByText(`+${first.reward_tokens} tokens. ${first.description}`),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to create journal entry: {message}' for 5 seconds and keeps the text", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubJournalApi({
      override: ({ url, method }) =>
        url.pathname === '/api/journal/entries' && method === 'POST'
          ? jsonResponse(503, { error: 'The journal is resting' })
          : undefined,
    });
    const { user, location } = renderJournal('/journal/entries/new', {
      advanceTimers: vi.advanceTimersByTime,
    });
    await loadedTopicChooser();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    const alert = await screen.findByText('Failed to create journal entry: The journal is resting');
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(location().pathname).toBe('/journal/entries/new');
    expect(screen.getByRole('textbox', { name: 'Content' })).toHaveValue('Keep me');

    act(() => {
      vi.advanceTimersByTime(JOURNAL_ERROR_DISPLAY_MS - 100);
    });
    expect(
      screen.getByText('Failed to create journal entry: The journal is resting'),
    ).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(
      screen.queryByText('Failed to create journal entry: The journal is resting'),
    ).not.toBeInTheDocument();
  });
});

describe('EntryForm: voice memos', () => {
  setupFakeApiSuite();
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('attaches a recorded memo to the new entry, once the recording is saved', async () => {
    restore = stubMediaRecording().restore;
    const api = stubJournalApi();
    const { user, location } = renderJournal('/journal/entries/new');
    await loadedTopicChooser();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Spoken prayer');
    await user.click(screen.getByRole('button', { name: 'Record voice memo' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText(FINISH_RECORDING_FIRST)).toBeInTheDocument();
    expect(posts(api, '/api/journal/entries')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save voice memo' }));
    await screen.findByRole('button', { name: 'Remove voice memo' });
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(location().pathname).toBe('/journal'));
    expect(posts(api, '/api/journal/entries')[0]?.body).toMatchObject({
      voice_memo_url: fakeVoiceMemoUrl(1),
    });
  });

  it('deletes a memo recorded for an entry that is cancelled', async () => {
    restore = stubMediaRecording().restore;
    const api = stubJournalApi();
    const { user, location } = renderJournal('/journal/entries/new');
    await loadedTopicChooser();
    await user.click(screen.getByRole('button', { name: 'Record voice memo' }));
    await user.click(await screen.findByRole('button', { name: 'Stop recording' }));
    await user.click(screen.getByRole('button', { name: 'Save voice memo' }));
    await screen.findByRole('button', { name: 'Remove voice memo' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/journal'));
    await waitFor(() => expect(api.memos().size).toBe(0));
  });

  it("deletes an edited entry's old memo only once the entry is saved without it", async () => {
    const oldMemo = voiceMemoUrl('5d1e6f0a-2b3c-4d5e-8f90-a1b2c3d4e5f6');
    const api = stubJournalApi({
      entries: [makeEntry({ id: 'e1', voice_memo_url: oldMemo })],
    });
    const { user, location } = renderJournal('/journal/e1/edit');
    await user.click(await screen.findByRole('button', { name: 'Remove voice memo' }));
    expect(api.memos().has(oldMemo)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(location().pathname).toBe('/journal'));
    expect(api.entries()[0]?.voice_memo_url).toBeNull();
    await waitFor(() => expect(api.memos().size).toBe(0));
  });
});

describe('EntryForm: an entry in a topic', () => {
  setupFakeApiSuite();

  it('offers only active topics', async () => {
    stubJournalApi({
      topics: [
        makeTopic({ id: 't1', title: 'Family' }),
        makeTopic({ id: 't2', title: 'Old job', status: 'completed' }),
        makeTopic({ id: 't3', title: 'On hold', status: 'paused' }),
      ],
    });
    renderJournal('/journal/entries/new');
    const chooser = await loadedTopicChooser();
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([NO_TOPIC_OPTION, 'Family']);
  });

  it('adds a prayer with a checked scripture reference to the chosen topic', async () => {
    const api = stubJournalApi({ topics: [makeTopic({ id: 't1', title: 'Family' })] });
    const { user, location } = renderJournal('/journal/entries/new?topic=t1');
    const chooser = await loadedTopicChooser();
    expect(chooser).toHaveValue('t1');
    expect(screen.getByRole('combobox', { name: 'Entry type' })).toHaveValue('prayer');

    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(await screen.findByText(TOPIC_ENTRY_CONTENT_REQUIRED)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Peace at home');
    const reference = screen.getByRole('textbox', { name: 'Scripture reference (optional)' });
    await user.type(reference, 'Philippians four');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(
      await screen.findByText('Invalid reference format: Philippians four'),
    ).toBeInTheDocument();
    expect(posts(api, '/api/journal/topics/t1/entries')).toHaveLength(0);

    await user.clear(reference);
    await user.type(reference, 'Philippians 4:6-7');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    // To /journal (docs/product/journal.md#where-the-member-goes-next), where the topic it went
    // into is marked on the Topics tab.
    await waitFor(() => expect(location().pathname).toBe('/journal'));
    expect(location().search).toBe('?tab=topics');
    const family = await screen.findByRole('link', { name: 'Family' });
    expect(family).toHaveAccessibleDescription('Entry saved here');
    expect(family).toHaveFocus();
    expect(posts(api, '/api/journal/topics/t1/entries')[0]?.body).toMatchObject({
      type: 'prayer',
      content: 'Peace at home',
      scripture_reference: 'Philippians 4:6-7',
      is_private: true,
      is_answered: false,
    });
    expect(posts(api, '/api/journal/entries')).toHaveLength(0);
  });

  it('says so when the linked topic is not active, and writes a journal entry instead', async () => {
    const api = stubJournalApi({
      topics: [makeTopic({ id: 't2', title: 'On hold', status: 'paused' })],
    });
    const { user, location } = renderJournal('/journal/entries/new?topic=t2');
    expect(await screen.findByText(INACTIVE_TOPIC_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue(''));
    expect(screen.queryByRole('combobox', { name: 'Entry type' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Still praying');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    await waitFor(() => expect(location().pathname).toBe('/journal'));
    expect(posts(api, '/api/journal/entries')).toHaveLength(1);
  });

  it("shows the server's refusal as 'Failed to add journal entry: …'", async () => {
    stubJournalApi({
      topics: [makeTopic({ id: 't1', title: 'Family' })],
      override: ({ url, method }) =>
        url.pathname === '/api/journal/topics/t1/entries' && method === 'POST'
          ? jsonResponse(400, { error: 'Only active topics can take new entries' })
          : undefined,
    });
    const { user } = renderJournal('/journal/entries/new?topic=t1');
    await loadedTopicChooser();
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'Peace');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));
    expect(
      await screen.findByText(
        'Failed to add journal entry: Only active topics can take new entries',
      ),
    ).toBeInTheDocument();
  });
});

describe('EntryForm: editing an entry', () => {
  setupFakeApiSuite();

  it('saves the changes and goes to /journal', async () => {
    const api = stubJournalApi({
      entries: [makeEntry({ id: 'e1', title: 'Before', content: 'Old words' })],
    });
    const { user, location } = renderJournal('/journal/e1/edit');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit entry' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Topic' })).not.toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Title (optional)' });
    expect(title).toHaveValue('Before');
    await user.clear(title);
    await user.clear(screen.getByRole('textbox', { name: 'Content' }));
    await user.type(screen.getByRole('textbox', { name: 'Content' }), 'New words');
    await user.click(screen.getByRole('button', { name: 'Save entry' }));

    await waitFor(() => expect(location().pathname).toBe('/journal'));
    const patch = api.calls().find((call) => call.method === 'PATCH');
    expect(patch?.url.pathname).toBe('/api/journal/entries/e1');
    expect(patch?.body).toMatchObject({ title: null, content: 'New words' });
    expect(api.entries()[0]).toMatchObject({ title: null, content: 'New words' });
  });
});
