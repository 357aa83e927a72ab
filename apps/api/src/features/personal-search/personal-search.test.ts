import {
  PERSONAL_SEARCH_BAD_KIND,
  PERSONAL_SEARCH_REQUIRED,
  PERSONAL_SEARCH_TOO_LONG,
  type PersonalSearchHit,
  personalSearchEndpoints,
  type QueryInput,
} from '@manna/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bibleStudyNotes,
  bookmarks,
  journalEntries,
  journalTopicEntries,
  journalTopics,
  prayers,
  testimonies,
} from '../../db/schema';
import { memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, useTestApp } from '../../testing/test-app';

// docs/product/search.md: each kind found, ranked, by prefix and stem, only the member's own.

/** The words of a hit's marked text that were marked. */
const markedWords = ({ text, marks }: PersonalSearchHit['title']) =>
  marks.map(([from, to]) => text.slice(from, to));

describe('personal search', () => {
  const t = useTestApp();
  let member: TestMember;
  let other: TestMember;
  const ids: Record<string, string> = {};
  let topicId = '';

  /** Rows written straight to each feature's table: each feature tests its own writes. */
  async function seed(owner: TestMember, word: string) {
    const userId = owner.id;
    const at = (day: number) => new Date(`2026-02-${String(day).padStart(2, '0')}T09:00:00Z`);
    const [note] = await t.db
      .insert(bibleStudyNotes)
      .values({
        user_id: userId,
        verse_reference: 'John 3:16',
        book: 'John',
        chapter: 3,
        verse: 16,
        content: `Notes on ${word} and love`,
        tags: ['Gospel'],
        created_at: at(1),
      })
      .returning({ id: bibleStudyNotes.id });
    const [entry] = await t.db
      .insert(journalEntries)
      .values({
        user_id: userId,
        title: `${word} at last`,
        content: 'A long morning walk',
        created_at: at(2),
      })
      .returning({ id: journalEntries.id });
    const [topic] = await t.db
      .insert(journalTopics)
      .values({ user_id: userId, title: 'Family' })
      .returning({ id: journalTopics.id });
    if (!topic) throw new Error('topic insert returned no row');
    const [topicEntry] = await t.db
      .insert(journalTopicEntries)
      .values({
        user_id: userId,
        topic_id: topic.id,
        content: `Praying my brother finds ${word}`,
        created_at: at(3),
      })
      .returning({ id: journalTopicEntries.id });
    const [prayer] = await t.db
      .insert(prayers)
      .values({
        user_id: userId,
        title: 'Rain',
        content: 'For the harvest',
        answer_details: `It rained, and ${word} came with it`,
        created_at: at(4),
      })
      .returning({ id: prayers.id });
    const [testimony] = await t.db
      .insert(testimonies)
      .values({
        user_id: userId,
        title: 'A healed friendship',
        content: `We met and spoke of ${word}`,
        status: 'rejected',
        created_at: at(5),
      })
      .returning({ id: testimonies.id });
    const [bookmark] = await t.db
      .insert(bookmarks)
      .values({
        user_id: userId,
        reference: 'Psalm 23:1-3',
        text: 'The LORD is my shepherd; I shall not want.',
        tags: [word],
        created_at: at(6),
      })
      .returning({ id: bookmarks.id });
    return { note, entry, topic, topicEntry, prayer, testimony, bookmark };
  }

  beforeAll(async () => {
    member = await t.signUp();
    other = await t.signUp();
    const mine = await seed(member, 'Forgiveness');
    for (const [key, row] of Object.entries(mine)) if (row) ids[key] = row.id;
    topicId = mine.topic.id;
    // The other member writes the same word in every kind.
    await seed(other, 'Forgiveness');
  });

  type SearchQuery = QueryInput<typeof personalSearchEndpoints.search>;
  const search = (query: SearchQuery, as: TestMember = member) =>
    memberClient(t, as).read(personalSearchEndpoints.search, { query });
  const found = async (query: SearchQuery) =>
    (await search(query)).items.map((hit) => `${hit.kind}:${hit.id}`);

  it('finds every kind by the start of a word, the title match first, only the member’s own', async () => {
    const page = await search({ q: 'forgiv' });
    expect(page.total).toBe(6);
    expect(page.next_offset).toBeNull();
    // The entry has the word in its title; the others in their text, newest first among equals.
    expect(page.items[0]).toMatchObject({ kind: 'journal_entry', id: ids.entry });
    expect(page.items.map((hit) => hit.id).sort()).toEqual(
      [ids.note, ids.entry, ids.topicEntry, ids.prayer, ids.testimony, ids.bookmark].sort(),
    );
    for (const hit of page.items) expect(hit.title.text.length).toBeGreaterThan(0);
    const byKind = Object.fromEntries(page.items.map((hit) => [hit.kind, hit]));
    expect(byKind.note).toMatchObject({
      title: { text: 'Notes on Forgiveness and love' },
      reference: 'John 3:16',
      date: '2026-02-01T09:00:00.000Z',
      target: { screen: 'chapter', book: 'JHN', chapter: 3, verse: '16' },
    });
    expect(byKind.journal_entry?.target).toEqual({ screen: 'journal', id: ids.entry });
    expect(byKind.topic_entry?.target).toEqual({ screen: 'journal', id: topicId });
    expect(byKind.prayer?.target).toEqual({ screen: 'prayer', id: ids.prayer });
    expect(byKind.testimony?.target).toEqual({ screen: 'testimony', id: ids.testimony });
    expect(byKind.bookmark).toMatchObject({
      title: { text: 'Psalm 23:1-3', marks: [] },
      // Its tag matched, so the snippet shows its tags.
      snippet: { text: 'Forgiveness', marks: [[0, 11]] },
      target: { screen: 'chapter', book: 'PSA', chapter: 23, verse: '1-3' },
    });
    // The snippet shows the text that matched: the prayer's answer, not its request.
    expect(byKind.prayer?.snippet.text).toBe('It rained, and Forgiveness came with it');
    expect(markedWords(byKind.prayer?.snippet ?? { text: '', marks: [] })).toEqual(['Forgiveness']);
    expect(markedWords(byKind.journal_entry?.title ?? { text: '', marks: [] })).toEqual([
      'Forgiveness',
    ]);
  });

  it('matches by stem and needs every word', async () => {
    // 'forgiving' shares the stem 'forgiv' with 'Forgiveness', which is marked.
    const stemmed = await search({ q: 'Forgiving', kind: 'testimony' });
    expect(stemmed.items.map((hit) => hit.id)).toEqual([ids.testimony]);
    expect(markedWords(stemmed.items[0]?.snippet ?? { text: '', marks: [] })).toEqual([
      'Forgiveness',
    ]);
    expect(await found({ q: 'forgiveness love' })).toEqual([`note:${ids.note}`]);
    expect(await found({ q: 'morning walk' })).toEqual([`journal_entry:${ids.entry}`]);
    expect(await found({ q: 'gospel' })).toEqual([`note:${ids.note}`]);
    expect(await found({ q: 'shepherd' })).toEqual([`bookmark:${ids.bookmark}`]);
    expect(await search({ q: 'nowhere' })).toEqual({ items: [], total: 0, next_offset: null });
    // Punctuation alone holds no word to look for.
    expect(await search({ q: '!!! ;' })).toEqual({ items: [], total: 0, next_offset: null });
    // Characters tsquery gives meaning to are only separators here.
    expect(await found({ q: "forgiv:* | ! & ' (" })).toHaveLength(6);
  });

  it('finds by one letter every record with a word that starts with it, counted and paged', async () => {
    // 'walk' (entry), 'with' (prayer), 'We' (testimony), 'want' (bookmark's verse); the other
    // member wrote the same, and is not counted.
    const page = await search({ q: 'W' });
    expect(page.total).toBe(4);
    expect(page.items.map((hit) => hit.id).sort()).toEqual(
      [ids.entry, ids.prayer, ids.testimony, ids.bookmark].sort(),
    );
    const testimony = page.items.find((hit) => hit.kind === 'testimony');
    expect(markedWords(testimony?.snippet ?? { text: '', marks: [] })).toEqual(['We']);
    const first = await search({ q: 'w', limit: 3 });
    expect(first).toMatchObject({ total: 4, next_offset: 3 });
    const rest = await search({ q: 'w', limit: 3, offset: 3 });
    expect(rest).toMatchObject({ total: 4, next_offset: null });
    expect([...first.items, ...rest.items].map((hit) => hit.id)).toEqual(
      page.items.map((hit) => hit.id),
    );
  });

  it('keeps one kind', async () => {
    expect(await found({ q: 'forgiveness', kind: 'prayer' })).toEqual([`prayer:${ids.prayer}`]);
    expect(await found({ q: 'forgiveness', kind: 'bookmark' })).toEqual([
      `bookmark:${ids.bookmark}`,
    ]);
  });

  it('pages through the results without overlap', async () => {
    const first = await search({ q: 'forgiveness', limit: 4 });
    expect(first).toMatchObject({ total: 6, next_offset: 4 });
    const second = await search({ q: 'forgiveness', limit: 4, offset: 4 });
    expect(second).toMatchObject({ total: 6, next_offset: null });
    const all = [...first.items, ...second.items].map((hit) => hit.id);
    expect(new Set(all).size).toBe(6);
    expect(all).toEqual((await search({ q: 'forgiveness' })).items.map((hit) => hit.id));
  });

  it('shows another member only their own', async () => {
    const theirs = await search({ q: 'forgiveness' }, other);
    expect(theirs.total).toBe(6);
    const mine = new Set(Object.values(ids));
    for (const hit of theirs.items) expect(mine.has(hit.id)).toBe(false);
  });

  it('refuses a visitor and bad input with a clear message', async () => {
    const visitor = memberClient(t);
    expect((await visitor.send('GET', '/api/search?q=forgive')).status).toBe(401);
    const as = memberClient(t, member);
    await expectError(await as.send('GET', '/api/search'), 400, PERSONAL_SEARCH_REQUIRED);
    await expectError(await as.send('GET', '/api/search?q=%20%20'), 400, PERSONAL_SEARCH_REQUIRED);
    await expectError(
      await as.send('GET', `/api/search?q=${'a'.repeat(201)}`),
      400,
      PERSONAL_SEARCH_TOO_LONG,
    );
    await expectError(
      await as.send('GET', '/api/search?q=grace&kind=sermon'),
      400,
      PERSONAL_SEARCH_BAD_KIND,
    );
    expect((await as.send('GET', '/api/search?q=grace&limit=0')).status).toBe(400);
    expect((await as.send('GET', '/api/search?q=grace&offset=-1')).status).toBe(400);
  });
});
