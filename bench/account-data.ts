import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../apps/api/src/db/client';
import { voiceMemoSample } from '../apps/api/src/features/voice-memos/voice-memo-samples';
import { inProcessApp, signedInMember } from './in-process-app';

// docs/product/your-data.md#downloading: the export's memory stays flat however large the account.

/** A few minutes of speech at the recorder's bit rate. */
const MEMO_BYTES = 400_000;
const SAMPLE_EVERY_MS = 10;

export interface AccountSize {
  entries: number;
  topicEntries: number;
  prayers: number;
  notes: number;
  memos: number;
}

export const SMALL_ACCOUNT: AccountSize = {
  entries: 20,
  topicEntries: 5,
  prayers: 5,
  notes: 5,
  memos: 2,
};
export const LARGE_ACCOUNT: AccountSize = {
  entries: 10_000,
  topicEntries: 2_000,
  prayers: 1_000,
  notes: 1_000,
  memos: 200,
};

export interface ExportMeasure {
  size: AccountSize;
  archiveBytes: number;
  seconds: number;
  /** Peak during the download, over the figure just before it. */
  heapGrowthMb: number;
  rssGrowthMb: number;
}

/** Journal, topic entries, prayers and notes by generate_series; memo rows and their files. */
async function seed(
  db: Awaited<ReturnType<typeof openDatabase>>['db'],
  dataDir: string,
  userId: string,
  size: AccountSize,
) {
  const text = 'Thank you for the morning, for the bread and the people at the table. ';
  await db.execute(sql`
    insert into prayers (user_id, title, content, created_at)
    select ${userId}, 'Prayer ' || g, repeat(${text}, 4), now() - g * interval '1 hour'
    from generate_series(1, ${size.prayers}) g`);
  await db.execute(sql`
    insert into journal_entries (user_id, title, content, created_at)
    select ${userId}, 'Entry ' || g, repeat(${text}, 8), now() - g * interval '1 hour'
    from generate_series(1, ${size.entries}) g`);
  const [topic] = await selectRows<{ id: string }>(
    db,
    sql`insert into journal_topics (user_id, title) values (${userId}, 'Family') returning id`,
  );
  await db.execute(sql`
    insert into journal_topic_entries (topic_id, user_id, content, created_at)
    select ${topic?.id}, ${userId}, repeat(${text}, 4), now() - g * interval '1 hour'
    from generate_series(1, ${size.topicEntries}) g`);
  await db.execute(sql`
    insert into bible_study_notes (user_id, verse_reference, book, chapter, verse, content, tags)
    select ${userId}, 'John 3:' || (g % 36 + 1), 'John', 3, g % 36 + 1, repeat(${text}, 3), '{study}'
    from generate_series(1, ${size.notes}) g`);
  const memos = await selectRows<{ storage_key: string }>(
    db,
    sql`
      with ids as (select gen_random_uuid() as id from generate_series(1, ${size.memos}))
      insert into voice_memos (id, user_id, storage_key, content_type, size_bytes)
      select id, ${userId}, 'voice-memos/' || ${userId} || '/' || id || '.webm', 'audio/webm', ${MEMO_BYTES}
      from ids returning storage_key`,
  );
  await mkdir(path.join(dataDir, 'voice-memos', userId), { recursive: true });
  const audio = voiceMemoSample('webm', MEMO_BYTES);
  for (const memo of memos)
    await writeFile(path.join(dataDir, ...memo.storage_key.split('/')), audio);
}

/**
 * GET /api/account-data/export through the real app on embedded PostgreSQL, for a member of
 * `size`: the download is read as a browser reads it (and dropped), while the process's heap and
 * RSS are sampled. PGlite runs in this process, so its memory counts too.
 */
async function measureExport(size: AccountSize): Promise<ExportMeasure> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'manna-bench-export-'));
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    const request = inProcessApp(database.db, dataDir);
    const member = await signedInMember(database.db, request, {
      name: 'Lydia of Thyatira',
      email: `lydia-${size.entries}@example.com`,
    });
    await seed(database.db, dataDir, member.id, size);

    const before = process.memoryUsage();
    let peakHeap = before.heapUsed;
    let peakRss = before.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, SAMPLE_EVERY_MS);
    const started = performance.now();
    const response = await request('/api/account-data/export', { cookie: member.cookie });
    if (response.status !== 200 || !response.body)
      throw new Error(`export answered ${response.status}`);
    let archiveBytes = 0;
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      archiveBytes += value.byteLength;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const megabytes = (bytes: number) => bytes / 1024 / 1024;
    return {
      size,
      archiveBytes,
      seconds,
      heapGrowthMb: megabytes(peakHeap - before.heapUsed),
      rssGrowthMb: megabytes(peakRss - before.rss),
    };
  } finally {
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A small account, then a large one: the large one's growth is what the budget binds. */
export async function benchAccountDataExport(): Promise<{
  small: ExportMeasure;
  large: ExportMeasure;
}> {
  const small = await measureExport(SMALL_ACCOUNT);
  const large = await measureExport(LARGE_ACCOUNT);
  return { small, large };
}
