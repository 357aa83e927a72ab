import type { Prayer } from '@manna/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/testing/fake-fetch';
import { required, requiredElement } from '@/testing/required';
import { setupFakeApiSuite } from '@/testing/test-utils';
import { JOURNAL_ACHIEVEMENTS, stubJournalApi } from '../testing/fake-journal-api';
import { at, makeEntry, makeTopic, makeTopicEntry } from '../testing/journal-fixtures';
import { renderJournal } from '../testing/render-journal';
import { NOT_LOADED_MESSAGE } from './load-error';

const entryTitles = () =>
  within(screen.getByRole('list', { name: 'Journal entries' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('JournalScreen', () => {
  setupFakeApiSuite();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the header, the buttons and the entries newest first, a page at a time', async () => {
    stubJournalApi({
      entries: [
        makeEntry({ id: 'e1', title: 'Oldest', created_at: at(1) }),
        makeEntry({ id: 'e3', title: 'Newest', created_at: at(3) }),
        makeEntry({
          id: 'e2',
          title: null,
          content: 'No title here\nJust a few words more',
          created_at: at(2),
        }),
      ],
      pageSize: 2,
    });
    const { user } = renderJournal('/journal');

    expect(screen.getByRole('heading', { level: 1, name: 'Journal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New entry' })).toHaveAttribute(
      'href',
      '/journal/entries/new',
    );
    expect(screen.getByRole('link', { name: 'New topic' })).toHaveAttribute('href', '/journal/new');
    expect(screen.getByRole('tab', { name: 'Entries' })).toHaveAttribute('aria-selected', 'true');

    await screen.findByRole('list', { name: 'Journal entries' });
    expect(entryTitles()).toEqual(['Newest', 'No title here']);
    expect(screen.getByText('Showing 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/journal/e3');
    // An untitled entry is headed by its first line; its excerpt goes on from there.
    const untitled = screen.getByRole('article', { name: 'No title here' });
    expect(within(untitled).getByText('Just a few words more')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(entryTitles()).toEqual(['Newest', 'No title here', 'Oldest']));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('lists topic entries among the entries, with their topic, opening on the topic', async () => {
    const family = makeTopic({ id: 't1', title: 'My family', color: 'green', icon: 'heart' });
    stubJournalApi({
      entries: [makeEntry({ id: 'e1', title: 'Morning', created_at: at(1) })],
      topics: [family],
      topicEntries: [
        makeTopicEntry({
          id: 'te1',
          topic_id: 't1',
          type: 'praise',
          title: null,
          content: 'Sam got the job',
          is_answered: true,
          created_at: at(2),
        }),
      ],
    });
    renderJournal('/journal');
    await screen.findByRole('list', { name: 'Journal entries' });
    expect(entryTitles()).toEqual(['Sam got the job', 'Morning']);
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
    const card = screen.getByRole('article', { name: 'Sam got the job' });
    expect(within(card).getByText('My family')).toBeInTheDocument();
    expect(card).toHaveTextContent('In the topic My family');
    expect(within(card).getByText('Praise')).toBeInTheDocument();
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Sam got the job' })).toHaveAttribute(
      'href',
      '/journal/t1#topic-entry-te1',
    );
  });

  it('marks private, answered and voice-memo entries', async () => {
    stubJournalApi({
      entries: [
        makeEntry({
          title: 'Job interview',
          answered: true,
          voice_memo_url: '/api/voice-memos/m1',
        }),
      ],
    });
    renderJournal('/journal');
    const heading = await screen.findByRole('heading', { name: 'Job interview' });
    const card = requiredElement(heading.closest('article'), 'the entry card');
    expect(within(card).getByText('Answered')).toBeInTheDocument();
    expect(within(card).getByText('Private')).toBeInTheDocument();
    expect(within(card).getByText('Voice memo')).toBeInTheDocument();
  });

  it('invites a first entry when there are none', async () => {
    stubJournalApi();
    renderJournal('/journal');
    expect(await screen.findByText('No journal entries yet')).toBeInTheDocument();
  });

  it('lists topics newest-updated first with their counts, colour and icon', async () => {
    const family = makeTopic({ id: 't1', title: 'Family', updated_at: at(5), color: 'green' });
    const work = makeTopic({
      id: 't2',
      title: 'Work',
      updated_at: at(9),
      icon: 'briefcase',
      status: 'paused',
    });
    stubJournalApi({
      topics: [family, work],
      topicEntries: [
        makeTopicEntry({ topic_id: 't1', created_at: at(2), is_answered: true }),
        makeTopicEntry({ topic_id: 't1', created_at: at(4) }),
      ],
    });
    const { user, location } = renderJournal('/journal');
    await user.click(screen.getByRole('tab', { name: 'Topics' }));
    expect(location().search).toBe('?tab=topics');

    const list = await screen.findByRole('list', { name: 'Journal topics' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Work',
      'Family',
    ]);
    const workCard = required(cards[0], 'the Work card');
    const familyCard = required(cards[1], 'the Family card');
    expect(within(familyCard).getByText('2 entries')).toBeInTheDocument();
    expect(within(familyCard).getByText('1 answered')).toBeInTheDocument();
    expect(within(familyCard).getByText(/^Last entry Nov 1, 2026$/)).toBeInTheDocument();
    expect(familyCard.querySelector('[data-icon="target"][data-color="green"]')).not.toBeNull();
    expect(within(workCard).getByText('Paused')).toBeInTheDocument();
    expect(within(workCard).getByText('0 entries')).toBeInTheDocument();
    expect(within(workCard).getByText('No entries yet')).toBeInTheDocument();
    expect(workCard.querySelector('[data-icon="briefcase"]')).not.toBeNull();
    expect(within(workCard).getByRole('link', { name: 'Work' })).toHaveAttribute(
      'href',
      '/journal/t2',
    );
  });

  it('shows earned and locked achievements and the entries to the next one', async () => {
    const [first, second] = JOURNAL_ACHIEVEMENTS;
    stubJournalApi({
      entries: [makeEntry(), makeEntry(), makeEntry()],
      earned: [first?.id ?? ''],
    });
    renderJournal('/journal');
    const card = await screen.findByRole('region', { name: 'Journal achievements' });
    expect(
      await within(card).findByText('2 more entries to Growing in Prayer'),
    ).toBeInTheDocument();
    expect(within(card).getByText(/1 of 6 badges earned/)).toBeInTheDocument();
    expect(
      within(card).getByRole('progressbar', { name: 'Progress to Growing in Prayer' }),
    ).toHaveAttribute('aria-valuenow', '3');

    const badges = within(within(card).getByRole('list', { name: 'Journal badges' })).getAllByRole(
      'listitem',
    );
    expect(badges).toHaveLength(JOURNAL_ACHIEVEMENTS.length);
    expect(badges[0]).toHaveAttribute('data-earned', 'true');
    expect(badges[0]).toHaveTextContent(`${first?.name} (earned)`);
    expect(badges[1]).toHaveAttribute('data-earned', 'false');
    expect(badges[1]).toHaveTextContent(`${second?.name} (locked)`);
  });

  it('searches entries, topic entries and prayers once typing pauses', async () => {
    const prayer: Prayer = {
      id: 'p1',
      user_id: 'user-1',
      title: 'Healing for Dad',
      content: 'Lord, bring healing.',
      is_private: true,
      is_answered: false,
      answer_details: null,
      answered_at: null,
      created_at: at(1),
      updated_at: at(1),
      journal_entry_id: null,
    };
    const api = stubJournalApi({
      entries: [makeEntry({ id: 'e1', title: 'Healing prayer', created_at: at(3) })],
      topics: [makeTopic({ id: 't1' })],
      topicEntries: [
        makeTopicEntry({
          id: 'te1',
          topic_id: 't1',
          content: 'Pray for HEALING',
          created_at: at(2),
        }),
      ],
      prayers: [prayer],
    });
    const { user } = renderJournal('/journal');
    await user.type(screen.getByRole('searchbox', { name: 'Search your journal' }), 'healing');

    const results = await screen.findByRole('list', { name: 'Search results' });
    const links = within(results).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/journal/e1',
      '/journal/t1#topic-entry-te1',
      '/prayers/p1',
    ]);
    // One request for the whole word, not one per key.
    const searches = api.calls().filter((call) => call.url.pathname === '/api/journal/search');
    expect(searches.map((call) => call.url.searchParams.get('q'))).toEqual(['healing']);
    expect(screen.queryByRole('tab', { name: 'Entries' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByRole('tab', { name: 'Entries' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch journal topics' for 5 seconds, then keeps Retry", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubJournalApi({
      override: ({ url }) =>
        url.pathname === '/api/journal/topics'
          ? jsonResponse(500, { error: 'Database unavailable' })
          : undefined,
    });
    renderJournal('/journal?tab=topics', { advanceTimers: vi.advanceTimersByTime });
    expect(
      await screen.findByText('Failed to fetch journal topics: Database unavailable'),
    ).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByText('Failed to fetch journal topics: Database unavailable')).toBeVisible();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(
      screen.queryByText('Failed to fetch journal topics: Database unavailable'),
    ).not.toBeInTheDocument();
    expect(screen.getByText(NOT_LOADED_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
