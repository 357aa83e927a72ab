import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { required } from '@/testing/required';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { stubJournalApi } from '../testing/fake-journal-api';
import { at, makeEntry, makeTopic, makeTopicEntry } from '../testing/journal-fixtures';
import { renderJournal } from '../testing/render-journal';

describe('/journal/:id for an entry', () => {
  setupFakeApiSuite();

  it('shows the whole entry with its answer, voice memo and prayer', async () => {
    stubJournalApi({
      entries: [
        makeEntry({
          id: 'e1',
          title: 'New job',
          content: 'Lord, open the right door.',
          answered: true,
          answer_details: 'Offered on Friday',
          voice_memo_url: '/api/voice-memos/m1',
          prayer_id: 'p1',
        }),
      ],
    });
    renderJournal('/journal/e1');
    expect(await screen.findByRole('heading', { level: 1, name: 'New job' })).toBeInTheDocument();
    expect(screen.getByText('Lord, open the right door.')).toBeInTheDocument();
    expect(screen.getByText('Offered on Friday')).toBeInTheDocument();
    const player = document.querySelector('audio');
    expect(player).toHaveAttribute('src', '/api/voice-memos/m1');
    expect(player).toHaveAttribute('controls');
    expect(
      screen.getByRole('link', { name: 'Open the prayer this entry came from' }),
    ).toHaveAttribute('href', '/prayers/p1');
    expect(screen.getByRole('link', { name: 'Edit entry' })).toHaveAttribute(
      'href',
      '/journal/e1/edit',
    );
  });

  it('heads an untitled entry with its first words, and asks the API once', async () => {
    const api = stubJournalApi({
      entries: [
        makeEntry({
          id: 'e1',
          title: null,
          content: 'Thank you for the rain on the fields this morning, and for the harvest',
        }),
      ],
    });
    renderJournal('/journal/e1');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Thank you for the rain on the fields this morning…',
      }),
    ).toBeInTheDocument();
    expect(document.title).toBe(
      'Thank you for the rain on the fields this morning… · Journal · Manna',
    );
    const journalCalls = api
      .calls()
      .map((call) => call.url.pathname)
      .filter((path) => path.startsWith('/api/journal'));
    expect(journalCalls).toEqual(['/api/journal/items/e1']);
  });

  it('deletes after confirming and goes to /journal', async () => {
    const api = stubJournalApi({
      entries: [
        makeEntry({ id: 'e1', title: 'To go', voice_memo_url: '/api/voice-memos/m1' }),
        makeEntry({ id: 'e2', title: 'To stay' }),
      ],
    });
    const { user, location } = renderJournal('/journal/e1');
    await user.click(await screen.findByRole('button', { name: 'Delete entry' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));

    await waitFor(() => expect(location().pathname).toBe('/journal'));
    expect(api.entries().map((entry) => entry.id)).toEqual(['e2']);
    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    // The server removes its voice memo with it: nothing more to ask.
    expect(api.calls().filter((call) => call.url.pathname.startsWith('/api/voice-memos'))).toEqual(
      [],
    );
  });

  it("shows the app's not-found screen for an id that is neither entry nor topic", async () => {
    const api = stubJournalApi();
    renderJournal('/journal/someone-elses-id');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(
      api
        .calls()
        .map((call) => call.url.pathname)
        .sort(),
    ).toEqual(['/api/journal/items/someone-elses-id']);
  });

  it('offers Retry when loading fails for another reason', async () => {
    let fail = true;
    stubJournalApi({
      entries: [makeEntry({ id: 'e1', title: 'Back again' })],
      override: ({ url }) =>
        fail && url.pathname.startsWith('/api/journal/')
          ? jsonResponse(500, { error: 'Oops' })
          : undefined,
    });
    const { user } = renderJournal('/journal/e1');
    expect(await screen.findByText('Failed to load from your journal: Oops')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
  });
});

describe('/journal/:id for a topic', () => {
  setupFakeApiSuite();

  const topic = makeTopic({
    id: 't1',
    title: 'Family',
    description: 'Everyone at home',
    goal: 'Peace in our house',
  });

  it('opens a topic with one request, and heads an untitled entry with its first words', async () => {
    const api = stubJournalApi({
      topics: [topic],
      topicEntries: [
        makeTopicEntry({ id: 'a', topic_id: 't1', title: null, content: 'Healing for Mum' }),
      ],
    });
    renderJournal('/journal/t1');
    const entry = await screen.findByRole('article', { name: 'Healing for Mum' });
    expect(
      within(entry).getByRole('button', { name: 'Edit entry: Healing for Mum' }),
    ).toBeVisible();
    const journalCalls = api
      .calls()
      .map((call) => call.url.pathname)
      .filter((path) => path.startsWith('/api/journal'));
    expect(journalCalls).toEqual(['/api/journal/items/t1']);
  });

  it('shows the topic and its entries newest first', async () => {
    stubJournalApi({
      topics: [topic],
      topicEntries: [
        makeTopicEntry({ id: 'a', topic_id: 't1', title: 'Older', created_at: at(1) }),
        makeTopicEntry({
          id: 'b',
          topic_id: 't1',
          title: 'Newer',
          created_at: at(2),
          scripture_reference: 'Psalm 127:1',
          is_answered: true,
          answer_details: 'We talked it through',
        }),
      ],
    });
    renderJournal('/journal/t1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Family' })).toBeInTheDocument();
    expect(screen.getByText('Everyone at home')).toBeInTheDocument();
    expect(screen.getByText('Peace in our house')).toBeInTheDocument();
    expect(screen.getByText('2 entries')).toBeInTheDocument();
    expect(screen.getByText('1 answered')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add entry' })).toHaveAttribute(
      'href',
      '/journal/entries/new?topic=t1',
    );

    const entries = within(screen.getByRole('region', { name: 'Entries' })).getAllByRole('article');
    expect(entries.map((entry) => within(entry).getByRole('heading').textContent)).toEqual([
      'Newer',
      'Older',
    ]);
    const newer = required(entries[0], 'the newer entry');
    expect(within(newer).getByText('Psalm 127:1')).toBeInTheDocument();
    expect(within(newer).getByText('We talked it through')).toBeInTheDocument();
  });

  it('takes no new entries while it is not active', async () => {
    stubJournalApi({ topics: [makeTopic({ id: 't2', title: 'Paused', status: 'paused' })] });
    renderJournal('/journal/t2');
    expect(await screen.findByRole('button', { name: 'Add entry' })).toBeDisabled();
    expect(screen.getByText(/This topic is paused/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add entry' })).not.toBeInTheDocument();
  });

  it('marks an entry answered with its details, and unanswered again', async () => {
    const api = stubJournalApi({
      topics: [topic],
      topicEntries: [makeTopicEntry({ id: 'a', topic_id: 't1', title: 'For Mum' })],
    });
    const { user } = renderJournal('/journal/t1');
    await user.click(await screen.findByRole('button', { name: 'Mark answered: For Mum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as answered' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Answer details (optional)' }),
      'Her back is better',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Mark answered' }));

    expect(await screen.findByText('Her back is better')).toBeInTheDocument();
    expect(api.topicEntries()[0]).toMatchObject({
      is_answered: true,
      answer_details: 'Her back is better',
    });
    expect(await screen.findByText('1 answered')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark unanswered: For Mum' }));
    await waitFor(() => expect(api.topicEntries()[0]?.is_answered).toBe(false));
  });

  it('edits an entry, then goes to /journal with the topic marked', async () => {
    const api = stubJournalApi({
      topics: [topic],
      topicEntries: [makeTopicEntry({ id: 'a', topic_id: 't1', title: 'For Mum' })],
    });
    const { user, location } = renderJournal('/journal/t1');
    await user.click(await screen.findByRole('button', { name: 'Edit entry: For Mum' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit entry' });
    const content = within(dialog).getByRole('textbox', { name: 'Content' });
    await user.clear(content);
    await user.type(content, 'Healing and rest');
    await user.click(within(dialog).getByRole('button', { name: 'Save entry' }));

    // After updating a journal entry the member goes to /journal
    // (docs/product/journal.md#where-the-member-goes-next).
    const marked = await screen.findByRole('link', { name: 'Family' });
    expect(marked).toHaveAccessibleDescription('Entry saved here');
    expect(`${location().pathname}${location().search}`).toBe('/journal?tab=topics');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls().find((call) => call.method === 'PATCH')?.url.pathname).toBe(
      '/api/journal/topic-entries/a',
    );
    expect(api.topicEntries()[0]?.content).toBe('Healing and rest');
  });

  it('deletes an entry after confirming, then goes to /journal with the topic marked', async () => {
    const api = stubJournalApi({
      topics: [topic],
      topicEntries: [makeTopicEntry({ id: 'a', topic_id: 't1', title: 'For Mum' })],
    });
    const { user, location } = renderJournal('/journal/t1');
    await user.click(await screen.findByRole('button', { name: 'Delete entry: For Mum' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this entry?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    // After deleting a journal entry the member goes to /journal
    // (docs/product/journal.md#where-the-member-goes-next).
    const marked = await screen.findByRole('link', { name: 'Family' });
    expect(marked).toHaveAccessibleDescription('Entry deleted from here');
    expect(`${location().pathname}${location().search}`).toBe('/journal?tab=topics');
    expect(api.topicEntries()).toHaveLength(0);
  });

  it('deletes the topic after confirming and goes to /journal', async () => {
    const api = stubJournalApi({ topics: [topic] });
    const { user, location } = renderJournal('/journal/t1');
    await user.click(await screen.findByRole('button', { name: 'Delete topic' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this topic?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete topic' }));
    await waitFor(() => expect(location().pathname).toBe('/journal'));
    expect(api.topics()).toHaveLength(0);
  });

  it("shows a failed change as the journal's 5-second error", async () => {
    stubJournalApi({
      topics: [topic],
      topicEntries: [makeTopicEntry({ id: 'a', topic_id: 't1', title: 'For Mum' })],
      override: ({ method }) =>
        method === 'DELETE' ? jsonResponse(500, { error: 'Try later' }) : undefined,
    });
    const { user } = renderJournal('/journal/t1');
    await user.click(await screen.findByRole('button', { name: 'Delete entry: For Mum' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete entry' }));
    expect(
      await screen.findByText('Failed to delete journal entry: Try later'),
    ).toBeInTheDocument();
  });
});
