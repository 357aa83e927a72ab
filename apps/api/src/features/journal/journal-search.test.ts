import { journalEndpoints, type QueryInput } from '@manna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../testing/responses';
import { type TestMember, useTestApp } from '../../testing/test-app';
import { EXCERPT_LENGTH, excerptAround } from './journal-search.service';
import { journalClient } from './journal-test-helpers';

describe('excerptAround', () => {
  it('keeps short text whole, folding whitespace', () => {
    expect(excerptAround('  Give us\n\n this day  ', 'day')).toBe('Give us this day');
  });

  it('cuts long text around the first match, ignoring case', () => {
    const text = `${'a'.repeat(300)} Manna from heaven ${'b'.repeat(300)}`;
    const excerpt = excerptAround(text, 'MANNA');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('Manna from heaven');
    expect(excerpt.length).toBeLessThanOrEqual(EXCERPT_LENGTH + 2);
  });

  it('starts at the beginning when the match is early or only in the title', () => {
    const text = `Manna ${'c'.repeat(300)}`;
    expect(excerptAround(text, 'manna')).toBe(`${text.slice(0, EXCERPT_LENGTH)}…`);
    expect(excerptAround(text, 'not here')).toBe(`${text.slice(0, EXCERPT_LENGTH)}…`);
  });

  it('ends at the end when the match is late', () => {
    const text = `${'d'.repeat(300)} amen`;
    expect(excerptAround(text, 'amen')).toBe(`…${text.slice(-EXCERPT_LENGTH)}`);
  });
});

describe('journal search', () => {
  const t = useTestApp();
  const j = journalClient(t);
  let member: TestMember;
  const ids: Record<string, string> = {};
  let topicId = '';

  beforeAll(async () => {
    member = await t.signUp();
    ids.entryOld = (
      await j.addEntry(member, { title: 'Grace', content: 'Amazing grace' }, '2026-01-01T00:00:00Z')
    ).id;
    ids.entryNew = (
      await j.addEntry(member, { content: 'Quiet morning, 100% rested' }, '2026-01-05T00:00:00Z')
    ).id;
    const topic = await j.addTopic(member, { title: 'Family' });
    topicId = topic.id;
    ids.topicEntry = (
      await j.addTopicEntry(
        member,
        topic.id,
        { title: 'GRACE for mum', content: 'Her surgery' },
        '2026-01-03T00:00:00Z',
      )
    ).id;
    ids.prayer = (
      await j.addPrayer(member, {
        title: 'New job',
        content: 'Open the right door_ by your grace',
        created_at: new Date('2026-01-04T00:00:00Z'),
      })
    ).id;
    ids.prayerOld = (
      await j.addPrayer(member, {
        title: 'Rain',
        content: 'For the harvest',
        created_at: new Date('2026-01-02T00:00:00Z'),
      })
    ).id;
    // Another member's matching writing never shows.
    const other = await t.signUp();
    await j.addEntry(other, { content: 'grace upon grace' });
    await j.addPrayer(other, { title: 'Grace' });
  });

  type SearchQuery = QueryInput<typeof journalEndpoints.search>;
  const search = (query: SearchQuery) => j.read(member, journalEndpoints.search, { query });
  const found = async (query: SearchQuery) => (await search(query)).items.map((hit) => hit.id);
  const idsOf = (...keys: string[]) => keys.map((key) => ids[key]);

  it('finds entries, topic entries and prayers by title or content, newest first, ignoring case', async () => {
    const page = await search({ q: 'grace' });
    expect(page.items).toEqual([
      {
        kind: 'prayer',
        id: ids.prayer,
        topic_id: null,
        heading: 'New job',
        excerpt: 'Open the right door_ by your grace',
        created_at: '2026-01-04T00:00:00.000Z',
      },
      {
        kind: 'topic_entry',
        id: ids.topicEntry,
        topic_id: topicId,
        heading: 'GRACE for mum',
        excerpt: 'Her surgery',
        created_at: '2026-01-03T00:00:00.000Z',
      },
      {
        kind: 'entry',
        id: ids.entryOld,
        topic_id: null,
        heading: 'Grace',
        excerpt: 'Amazing grace',
        created_at: '2026-01-01T00:00:00.000Z',
      },
    ]);
    expect(page).toMatchObject({ total: 3, next_offset: null });
    expect(await found({ q: 'HARVEST' })).toEqual(idsOf('prayerOld'));
    expect(await found({ q: ' morning ' })).toEqual(idsOf('entryNew'));
    // An untitled entry is headed by its first words.
    expect((await search({ q: 'quiet' })).items[0]?.heading).toBe('Quiet morning, 100% rested');
    expect(await search({ q: 'nowhere' })).toEqual({ items: [], total: 0, next_offset: null });
  });

  it('pages through the hits', async () => {
    expect(await search({ q: 'r', limit: 2 })).toMatchObject({ total: 5, next_offset: 2 });
    expect(await found({ q: 'r', limit: 2 })).toEqual(idsOf('entryNew', 'prayer'));
    expect(await found({ q: 'r', limit: 2, offset: 2 })).toEqual(idsOf('topicEntry', 'prayerOld'));
    const last = await search({ q: 'r', limit: 2, offset: 4 });
    expect(last.items.map((hit) => hit.id)).toEqual(idsOf('entryOld'));
    expect(last.next_offset).toBeNull();
  });

  it('matches % and _ literally', async () => {
    expect(await found({ q: '%' })).toEqual(idsOf('entryNew'));
    expect(await found({ q: '_' })).toEqual(idsOf('prayer'));
    expect(await found({ q: 'gr_ce' })).toEqual([]);
  });

  it('validates the query', async () => {
    const ask = (query: string) =>
      t.request(`/api/journal/search?${query}`, { cookie: member.cookie });
    await expectError(await ask(''), 400, 'Type something to search for');
    await expectError(await ask('q=%20%20'), 400, 'Type something to search for');
    await expectError(await ask(`q=${'a'.repeat(201)}`), 400, 'Search is too long');
    await expectError(await ask('q=a%00b'), 400, 'Text cannot contain null characters');
    expect((await ask('q=a&limit=0')).status).toBe(400);
    expect((await ask('q=a&offset=-2')).status).toBe(400);
  });
});
