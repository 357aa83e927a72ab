import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openDatabase } from '../apps/api/src/db/client';
import { inProcessApp, type RequestTimings, signedInMember, timeRequests } from './in-process-app';

/** The member searched: 10,000 records over every kind (docs/product/search.md). */
const RECORDS = {
  bible_study_notes: 2_500,
  journal_entries: 2_500,
  journal_topic_entries: 1_500,
  prayers: 1_500,
  testimonies: 500,
  bookmarks: 1_500,
} as const;
/** Other members, each with as many records, whose words must never slow the search. */
const OTHER_MEMBERS = 4;
const SAMPLES = 100;
const WARM_UP = 15;

const pageAnswerSchema = z.object({
  items: z.array(z.object({ id: z.string() })),
  total: z.number(),
});

// What members type: a rare word's start, words in most records, two words, a reference, one
// letter (everything matches), a word nowhere, one kind, and a later page.
const CASES = {
  'a rare prefix (forgiv)': 'q=forgiv',
  'a common word (lord)': 'q=lord',
  'two words (grace peace)': 'q=grace%20peace',
  'a reference (john 3)': 'q=john%203',
  'one letter (s)': 'q=s',
  'no match (zebra)': 'q=zebra',
  'one kind (lord, prayers)': 'q=lord&kind=prayer',
  'page 6 (lord)': 'q=lord&offset=100',
} as const;

/** Words the seeded writing is made of: one record in 50 speaks of forgiveness. */
const WORDS = sql`(array['lord','grace','peace','mercy','hope','faith','joy','rest','light','bread',
  'shepherd','morning','family','healing','patience','strength','wisdom','praise','water','home'])`;

/** RECORDS of `userId` in each table, their words chosen by the row's number. */
async function seedMember(db: Awaited<ReturnType<typeof openDatabase>>['db'], userId: string) {
  const text = (salt: number) => sql`
    ${WORDS}[1 + (g * ${sql.raw(String(salt))}) % 20] || ' and ' || ${WORDS}[1 + (g * ${sql.raw(String(salt + 3))}) % 20]
    || ', the ' || ${WORDS}[1 + (g / 7) % 20] || ' of the morning; '
    || case when g % 50 = 0 then 'forgiveness came slowly. ' else '' end
    || repeat('We sat together and gave thanks for all of it. ', 1 + g % 4)`;
  const series = (count: number) => sql`generate_series(1, ${count}) as g`;
  await db.execute(sql`
    insert into bible_study_notes (user_id, verse_reference, book, chapter, verse, content, title, tags, created_at)
    select ${userId}, 'John ' || (1 + g % 21) || ':' || (1 + g % 30), 'John', 1 + g % 21, 1 + g % 30,
           ${text(7)}, case when g % 3 = 0 then ${WORDS}[1 + g % 20] || ' study' end,
           array[${WORDS}[1 + (g / 3) % 20]], now() - make_interval(mins => g)
    from ${series(RECORDS.bible_study_notes)}`);
  await db.execute(sql`
    insert into journal_entries (user_id, title, content, answer_details, created_at)
    select ${userId}, case when g % 2 = 0 then 'Day ' || g end, ${text(11)},
           case when g % 9 = 0 then 'Answered in ' || ${WORDS}[1 + g % 20] end,
           now() - make_interval(mins => g)
    from ${series(RECORDS.journal_entries)}`);
  await db.execute(sql`
    insert into journal_topics (user_id, title)
    select ${userId}, 'Topic ' || g from generate_series(1, 10) as g`);
  await db.execute(sql`
    insert into journal_topic_entries (topic_id, user_id, title, content, scripture_reference, created_at)
    select (select id from journal_topics where user_id = ${userId} order by title limit 1 offset g % 10),
           ${userId}, ${WORDS}[1 + g % 20] || ' for them', ${text(13)},
           case when g % 4 = 0 then 'Psalm ' || (1 + g % 150) end, now() - make_interval(mins => g)
    from ${series(RECORDS.journal_topic_entries)}`);
  await db.execute(sql`
    insert into prayers (user_id, title, content, created_at)
    select ${userId}, 'Prayer for ' || ${WORDS}[1 + g % 20], ${text(17)}, now() - make_interval(mins => g)
    from ${series(RECORDS.prayers)}`);
  await db.execute(sql`
    insert into testimonies (user_id, title, content, created_at)
    select ${userId}, 'When ' || ${WORDS}[1 + g % 20] || ' came', ${text(19)}, now() - make_interval(mins => g)
    from ${series(RECORDS.testimonies)}`);
  await db.execute(sql`
    insert into bookmarks (user_id, reference, text, tags, created_at)
    select ${userId}, 'Psalm ' || g || ':1', ${text(23)}, array[${WORDS}[1 + g % 20]],
           now() - make_interval(mins => g)
    from ${series(RECORDS.bookmarks)}`);
}

/**
 * GET /api/search through the real app (session, validation, service, queries) on a throwaway
 * embedded PostgreSQL built by the app's own migrations: the member searched has 10,000 records
 * over every kind, and four other members as many each.
 */
export async function benchPersonalSearch() {
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    const request = inProcessApp(database.db, '/nonexistent/manna-bench');
    const stamp = Date.now();
    const member = await signedInMember(database.db, request, {
      name: 'Bench Member',
      email: `bench-search-${stamp}@manna.test`,
    });
    const seedStarted = performance.now();
    await seedMember(database.db, member.id);
    for (let other = 0; other < OTHER_MEMBERS; other++) {
      const { id } = await signedInMember(database.db, request, {
        name: `Other Member ${other}`,
        email: `bench-search-other-${other}-${stamp}@manna.test`,
      });
      await seedMember(database.db, id);
    }
    await database.db.execute(sql`analyze`);
    const seedMs = performance.now() - seedStarted;

    const results: RequestTimings[] = [];
    for (const [name, query] of Object.entries(CASES)) {
      results.push(
        await timeRequests(
          request,
          { name, pathname: `/api/search?${query}`, cookie: member.cookie },
          { samples: SAMPLES, warmUp: WARM_UP },
          (body) => String(pageAnswerSchema.parse(body).total),
        ),
      );
    }
    const records = Object.values(RECORDS).reduce((sum, count) => sum + count, 0);
    return { records, otherMembers: OTHER_MEMBERS, seedMs, samples: SAMPLES, results };
  } finally {
    await database.close();
  }
}
