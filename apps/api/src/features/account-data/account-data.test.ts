import { mkdtempSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  accountDataEndpoints,
  bookmarksEndpoints,
  EXPORT_DOCUMENT_NAME,
  IMPORT_EMPTY,
  IMPORT_NOT_AN_EXPORT,
  IMPORT_TOO_LARGE,
  IMPORTABLE_SECTIONS,
  type ImportableSection,
  journalEndpoints,
  prayersEndpoints,
  readingEndpoints,
  remindersEndpoints,
  studyNotesEndpoints,
  testimoniesEndpoints,
  voiceMemoIdOf,
  voiceMemosEndpoints,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import { journalEntries, voiceMemos } from '../../db/schema';
import { IMPORT_ARCHIVE_MAX_BYTES } from '../../lib/body-limits';
import { NOT_AUTHENTICATED_MESSAGE } from '../../lib/domain-errors';
import { answerOf, memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestMember, useTestApp } from '../../testing/test-app';
import { voiceMemoSample } from '../voice-memos/voice-memo-samples';

type Archive = Map<string, Buffer>;

async function unzip(bytes: Buffer): Promise<Archive> {
  const zip = await yauzl.fromBufferPromise(bytes, { lazyEntries: true });
  const files: Archive = new Map();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry))
      chunks.push(Buffer.from(chunk));
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  return files;
}

async function zipOf(files: Archive): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** manna-export.json of an archive, as plain JSON for the test to read and bend. */
const documentOf = (archive: Archive): Record<string, unknown[]> & { format: string } =>
  JSON.parse(archive.get(EXPORT_DOCUMENT_NAME)?.toString('utf8') ?? '{}');

describe('exporting and importing a member’s data', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-account-data-'));
  const t = useTestApp({ env: { DATA_DIR: dataDir } });
  let lydia: TestMember;
  let priscilla: TestMember;
  let exported: Buffer;
  const memoBytes = [voiceMemoSample('webm', 3000), voiceMemoSample('webm', 5000)];

  const exportOf = async (member: TestMember) => {
    const response = await t.request('/api/account-data/export', { cookie: member.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="manna-export-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    return Buffer.from(await response.arrayBuffer());
  };
  const importInto = (member: TestMember | null, archive: Buffer) =>
    t.request('/api/account-data/import', {
      method: 'POST',
      body: new Uint8Array(archive),
      headers: { 'content-type': 'application/zip' },
      ...(member ? { cookie: member.cookie } : {}),
    });
  const memoFilesOf = async (member: TestMember) =>
    readdir(path.join(dataDir, 'voice-memos', member.id)).catch(() => []);

  /** One record of every kind the member can make, two voice memos among them. */
  async function createEverything(member: TestMember) {
    const client = memberClient(t, member);
    const memos = [];
    for (const bytes of memoBytes) {
      const form = new FormData();
      form.set('audio', new Blob([bytes], { type: 'audio/webm' }), 'memo.webm');
      const response = await t.request('/api/voice-memos', {
        method: 'POST',
        body: form,
        cookie: member.cookie,
      });
      memos.push((await answerOf(voiceMemosEndpoints.upload, response, 201)).memo);
    }
    const { prayer } = await client.read(prayersEndpoints.create, {
      body: { title: 'For Thyatira', content: 'That the dye works prosper' },
      status: 201,
    });
    await client.read(journalEndpoints.createEntry, {
      body: {
        title: 'Riverside',
        content: 'Met Paul by the river',
        prayer_id: prayer.id,
        voice_memo_url: memos[0]?.url,
      },
      status: 201,
    });
    const { topic } = await client.read(journalEndpoints.createTopic, {
      body: { title: 'Hospitality' },
      status: 201,
    });
    await client.read(journalEndpoints.createTopicEntry, {
      params: { id: topic.id },
      body: {
        content: 'Opened my house',
        scripture_reference: 'Acts 16:15',
        voice_memo_url: memos[1]?.url,
      },
      status: 201,
    });
    await client.read(studyNotesEndpoints.create, {
      body: {
        book: 'Acts',
        chapter: 16,
        verse: 14,
        content: 'The Lord opened her heart',
        tags: ['lydia'],
      },
      status: 201,
    });
    await client.read(bookmarksEndpoints.create, {
      body: { reference: 'Acts 16:14', text: 'whose heart the Lord opened' },
      status: 201,
    });
    await client.read(testimoniesEndpoints.create, {
      body: { title: 'A household baptised', content: 'All of us', prayer_id: prayer.id },
      status: 201,
    });
    await client.read(remindersEndpoints.create, {
      body: { title: 'Read', message: 'Time to read', time: '07:30', days_of_week: [1, 3, 5] },
      status: 201,
    });
    const { plans } = await client.read(readingEndpoints.plans);
    const planId = plans[0]?.id ?? '';
    const { chapters } = await client.read(readingEndpoints.planChapters, { params: { planId } });
    await client.read(readingEndpoints.completion, {
      params: { planId, chapterId: chapters[0]?.id ?? '' },
      body: { completed: true },
    });
  }

  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  beforeAll(async () => {
    lydia = await t.signUp({ name: 'Lydia of Thyatira' });
    priscilla = await t.signUp({ name: 'Priscilla of Corinth' });
    await createEverything(lydia);
    await memberClient(t, priscilla).read(journalEndpoints.createEntry, {
      body: { content: 'Priscilla’s own entry, never in Lydia’s export' },
      status: 201,
    });
    exported = await exportOf(lydia);
  });

  it('answers a visitor with 401 on every route', async () => {
    await expectError(await t.request('/api/account-data/export'), 401, NOT_AUTHENTICATED_MESSAGE);
    await expectError(await t.request('/api/account-data/summary'), 401, NOT_AUTHENTICATED_MESSAGE);
    await expectError(await importInto(null, exported), 401, NOT_AUTHENTICATED_MESSAGE);
  });

  it('exports every kind of record, the memo files and readable Markdown, and nothing of anyone else', async () => {
    const archive = await unzip(exported);
    const document = documentOf(archive);
    expect(document.format).toBe('manna-export');
    for (const section of IMPORTABLE_SECTIONS.filter((name) => name !== 'scheduled_chapters')) {
      expect(document[section], section).not.toHaveLength(0);
    }
    expect(document.voice_memos).toHaveLength(2);
    const memoFiles = [...archive.keys()].filter((name) => name.startsWith('voice-memos/'));
    expect(memoFiles.map((name) => archive.get(name)?.byteLength).sort()).toEqual([3000, 5000]);
    expect([...archive.keys()]).toEqual(
      expect.arrayContaining([
        'journal.md',
        'journal-topics.md',
        'prayers.md',
        'study-notes.md',
        'bookmarks.md',
        'testimonies.md',
      ]),
    );
    expect(archive.get('journal.md')?.toString('utf8')).toContain('Met Paul by the river');
    const text = archive.get(EXPORT_DOCUMENT_NAME)?.toString('utf8') ?? '';
    expect(text).not.toContain('Priscilla');
    expect(text).not.toMatch(/password|secret|session|p256dh/i);
  });

  it('tells what an export will hold before it is downloaded', async () => {
    const summary = await memberClient(t, lydia).read(accountDataEndpoints.summary);
    expect(summary.counts).toMatchObject({
      journal_entries: 1,
      voice_memos: 2,
      prayers: 1,
      completed_chapters: 1,
    });
    expect(summary.voice_memo_bytes).toBe(8000);
  });

  it('imports into another account, every record and memo back, and adds nothing the second time', async () => {
    const aquila = await t.signUp({ name: 'Aquila' });
    const first = await answerOf(
      accountDataEndpoints.importArchive,
      await importInto(aquila, exported),
    );
    const counts = documentOf(await unzip(exported));
    for (const section of IMPORTABLE_SECTIONS) {
      expect(first.result.added[section], section).toBe(counts[section]?.length ?? 0);
      expect(first.result.already_there[section], section).toBe(0);
    }
    // Entries link to Aquila's own copies of the prayer and the memo, which play.
    const [entry] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.user_id, aquila.id));
    const memoId = voiceMemoIdOf(entry?.voice_memo_url ?? '') ?? '';
    const memo = await t.request(`/api/voice-memos/${memoId}`, { cookie: aquila.cookie });
    expect(memo.status).toBe(200);
    expect(new Uint8Array(await memo.arrayBuffer())).toEqual(memoBytes[0]);
    const { topics } = await memberClient(t, aquila).read(journalEndpoints.topics, { query: {} });
    expect(topics.map(({ title }) => title)).toEqual(['Hospitality']);
    // Aquila's export now holds what Lydia's did.
    const again = documentOf(await unzip(await exportOf(aquila)));
    for (const section of IMPORTABLE_SECTIONS) {
      expect(again[section]?.length, section).toBe(counts[section]?.length ?? 0);
    }

    const second = await answerOf(
      accountDataEndpoints.importArchive,
      await importInto(aquila, exported),
    );
    for (const section of IMPORTABLE_SECTIONS) {
      expect(second.result.added[section], section).toBe(0);
      expect(second.result.already_there[section], section).toBe(first.result.added[section]);
    }
    expect(await memoFilesOf(aquila)).toHaveLength(2);
  });

  it('refuses a bad record with a 400 naming it, and writes nothing, memo files included', async () => {
    const archive = await unzip(exported);
    const document = documentOf(archive);
    const [entry] = document.journal_entries as Record<string, unknown>[];
    document.journal_entries = [entry, { ...entry, id: crypto.randomUUID(), content: '  ' }];
    archive.set(EXPORT_DOCUMENT_NAME, Buffer.from(JSON.stringify(document)));
    const priscillaBefore = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.user_id, priscilla.id));

    const response = await importInto(priscilla, await zipOf(archive));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^journal_entries\[1\]\.content: /,
    );
    const after = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.user_id, priscilla.id));
    expect(after).toHaveLength(priscillaBefore.length);
    expect(await memoFilesOf(priscilla)).toEqual([]);
  });

  it('removes the memo files it wrote when a later memo is refused', async () => {
    const archive = await unzip(exported);
    const document = documentOf(archive);
    const memos = document.voice_memos as { file: string }[];
    const second = memos[1]?.file ?? '';
    archive.set(second, Buffer.alloc(archive.get(second)?.byteLength ?? 0, 7));

    const response = await importInto(priscilla, await zipOf(archive));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /^voice_memos\[1\]: its file is not a playable memo/,
    );
    expect(await memoFilesOf(priscilla)).toEqual([]);
    expect(
      await t.db.select().from(voiceMemos).where(eq(voiceMemos.user_id, priscilla.id)),
    ).toEqual([]);
  });

  it('refuses an upload over the import limit from its announced size, before reading it', async () => {
    const response = await t.request('/api/account-data/import', {
      method: 'POST',
      body: 'PK',
      headers: {
        'content-type': 'application/zip',
        'content-length': String(IMPORT_ARCHIVE_MAX_BYTES + 1),
      },
      cookie: priscilla.cookie,
    });
    await expectError(response, 413, IMPORT_TOO_LARGE);
  });

  it('refuses what is not an export with a message', async () => {
    await expectError(
      await importInto(priscilla, Buffer.from('not a zip at all')),
      400,
      IMPORT_NOT_AN_EXPORT,
    );
    await expectError(await importInto(priscilla, Buffer.alloc(0)), 400, IMPORT_EMPTY);
    const withoutDocument = await zipOf(new Map([['notes.txt', Buffer.from('hello')]]));
    const response = await importInto(priscilla, withoutDocument);
    expect(response.status).toBe(400);
  });

  it.each(['reading_progress', 'completed_chapters'] satisfies ImportableSection[])(
    'refuses a %s record naming a plan Manna does not have',
    async (section) => {
      const archive = await unzip(exported);
      const document = documentOf(archive);
      document[section] = (document[section] as Record<string, unknown>[]).map((record) => ({
        ...record,
        plan_slug: 'no-such-plan',
      }));
      archive.set(EXPORT_DOCUMENT_NAME, Buffer.from(JSON.stringify(document)));
      await expectError(
        await importInto(priscilla, await zipOf(archive)),
        400,
        `${section}[0].plan_slug: names no reading plan of Manna`,
      );
    },
  );
});
