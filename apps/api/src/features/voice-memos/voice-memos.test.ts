import { existsSync, mkdtempSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  INVALID_VOICE_MEMO_URL,
  VOICE_MEMO_AUDIO_REQUIRED,
  VOICE_MEMO_MAX_BYTES,
  VOICE_MEMO_NOT_FOUND,
  VOICE_MEMO_TOO_LARGE,
  VOICE_MEMO_WRONG_TYPE,
  type VoiceMemo,
  voiceMemosEndpoints,
  voiceMemoUrl,
} from '@manna/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { selectRows } from '../../db/client';
import { journalEntries, journalTopicEntries, journalTopics, voiceMemos } from '../../db/schema';
import { NOT_AUTHENTICATED_MESSAGE } from '../../lib/domain-errors';
import { UNEXPECTED_ERROR_MESSAGE } from '../../lib/errors';
import { createLogger } from '../../lib/logger';
import { createLocalFileStorage } from '../../lib/storage/local-file-storage';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3';
import { answerOf, memberClient } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import {
  createTestApp,
  type TestApp,
  type TestMember,
  UNKNOWN_ID,
  useTestApp,
} from '../../testing/test-app';
import { journalClient } from '../journal/journal-test-helpers';
import {
  chromiumFixture,
  filler,
  OGG_BEGINNING_OF_STREAM,
  oggPage,
  opusHead,
  theoraIdentification,
  voiceMemoSample,
  vorbisIdentification,
} from './voice-memo-samples';
import { INVALID_DURATION, RANGE_NOT_SATISFIABLE } from './voice-memos.routes';
import {
  ABANDONED_VOICE_MEMO_AGE_MS,
  removeAbandonedVoiceMemos,
  requireOwnVoiceMemo,
  saveVoiceMemo,
} from './voice-memos.service';

async function bodyBytes(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

/** The calls a member's browser makes, on one test app. */
function voiceMemoClient(t: () => TestApp) {
  const upload = (
    member: TestMember | null,
    bytes: Uint8Array,
    type = 'audio/webm;codecs=opus',
    fields: Record<string, string> = {},
  ) => {
    const form = new FormData();
    form.set('audio', new Blob([bytes], { type }), 'voice-memo.webm');
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    return t().request('/api/voice-memos', {
      method: 'POST',
      body: form,
      ...(member ? { cookie: member.cookie } : {}),
    });
  };

  const uploadMemo = async (member: TestMember, bytes = voiceMemoSample('webm')) => {
    const { memo } = await answerOf(voiceMemosEndpoints.upload, await upload(member, bytes), 201);
    return memo;
  };

  const fetchMemo = (
    member: TestMember | null,
    url: string,
    headers: Record<string, string> = {},
  ) => t().request(url, { headers, ...(member ? { cookie: member.cookie } : {}) });

  const deleteMemo = (member: TestMember | null, pathAndQuery: string) =>
    t().request(pathAndQuery, {
      method: 'DELETE',
      ...(member ? { cookie: member.cookie } : {}),
    });

  return { upload, uploadMemo, fetchMemo, deleteMemo };
}

describe('voice memos on local disk', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'manna-voice-memos-'));
  const t = useTestApp({ env: { DATA_DIR: dataDir } });
  let lydia: TestMember;
  let priscilla: TestMember;
  const { upload, uploadMemo, fetchMemo, deleteMemo } = voiceMemoClient(() => t);

  beforeAll(async () => {
    lydia = await t.signUp({ name: 'Lydia of Thyatira' });
    priscilla = await t.signUp({ name: 'Priscilla of Corinth' });
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const fileOf = (member: TestMember, memo: VoiceMemo, extension = 'webm') =>
    path.join(dataDir, 'voice-memos', member.id, `${memo.id}.${extension}`);

  it('answers signed-out requests to every route with 401', async () => {
    const memo = await uploadMemo(lydia);
    await expectError(await upload(null, voiceMemoSample('webm')), 401, NOT_AUTHENTICATED_MESSAGE);
    await expectError(await fetchMemo(null, memo.url), 401, NOT_AUTHENTICATED_MESSAGE);
    await expectError(await deleteMemo(null, memo.url), 401, NOT_AUTHENTICATED_MESSAGE);
    await expectError(
      await deleteMemo(null, `/api/voice-memos?url=${encodeURIComponent(memo.url)}`),
      401,
      NOT_AUTHENTICATED_MESSAGE,
    );
    expect(existsSync(fileOf(lydia, memo))).toBe(true);
  });

  it('stores an upload under DATA_DIR/voice-memos/{userId} and describes it', async () => {
    const bytes = voiceMemoSample('webm', 4321);
    const response = await upload(lydia, bytes, 'audio/webm;codecs=opus', {
      duration_ms: '4200',
    });
    const { memo } = await answerOf(voiceMemosEndpoints.upload, response, 201);
    expect(memo).toEqual({
      id: expect.any(String),
      url: voiceMemoUrl(memo.id),
      content_type: 'audio/webm',
      size_bytes: 4321,
      duration_ms: 4200,
      created_at: expect.any(String),
    });
    expect(new Uint8Array(await readFile(fileOf(lydia, memo)))).toEqual(bytes);
  });

  it('accepts what MediaRecorder records in Chromium, as WebM or as MP4', async () => {
    for (const fixture of ['chromium-recording.webm', 'chromium-recording-whole.webm'] as const) {
      const bytes = chromiumFixture(fixture);
      const memo = await uploadMemo(lydia, bytes);
      expect(memo.content_type).toBe('audio/webm');
      expect(new Uint8Array(await readFile(fileOf(lydia, memo)))).toEqual(bytes);
    }
    const mp4 = await upload(lydia, chromiumFixture('chromium-recording.m4a'), 'audio/mp4');
    const { memo } = await answerOf(voiceMemosEndpoints.upload, mp4, 201);
    expect(memo.content_type).toBe('audio/mp4');
  });

  it('accepts Ogg (Opus or Vorbis) and MP4 audio recordings (Firefox, Safari) by their bytes', async () => {
    const ogg = await answerOf(
      voiceMemosEndpoints.upload,
      await upload(lydia, voiceMemoSample('ogg'), 'audio/ogg; codecs=opus'),
      201,
    );
    expect(ogg.memo.content_type).toBe('audio/ogg');
    expect(existsSync(fileOf(lydia, ogg.memo, 'ogg'))).toBe(true);

    const vorbis = voiceMemoSample('ogg', 1000, { streams: [vorbisIdentification()] });
    expect((await upload(lydia, vorbis, 'audio/ogg')).status).toBe(201);

    const mp4 = await answerOf(
      voiceMemosEndpoints.upload,
      await upload(lydia, voiceMemoSample('mp4'), 'audio/mp4'),
      201,
    );
    expect(mp4.memo).toMatchObject({ content_type: 'audio/mp4', duration_ms: null });
    expect(existsSync(fileOf(lydia, mp4.memo, 'm4a'))).toBe(true);
  });

  it('needs an audio file', async () => {
    const post = (init: RequestInit) =>
      t.request('/api/voice-memos', { method: 'POST', cookie: lydia.cookie, ...init });
    await expectError(await post({}), 400, VOICE_MEMO_AUDIO_REQUIRED);
    await expectError(await post({ body: new FormData() }), 400, VOICE_MEMO_AUDIO_REQUIRED);
    const textOnly = new FormData();
    textOnly.set('audio', 'not a file');
    await expectError(await post({ body: textOnly }), 400, VOICE_MEMO_AUDIO_REQUIRED);
    await expectError(
      await upload(lydia, new Uint8Array(0), 'audio/webm'),
      400,
      VOICE_MEMO_AUDIO_REQUIRED,
    );
    await expectError(
      await post({
        body: JSON.stringify({ audio: 'x' }),
        headers: { 'content-type': 'text/json' },
      }),
      400,
      VOICE_MEMO_AUDIO_REQUIRED,
    );
    await expectError(
      await post({
        body: '--broken\r\nnot really multipart',
        headers: { 'content-type': 'multipart/form-data; boundary=other' },
      }),
      400,
      VOICE_MEMO_AUDIO_REQUIRED,
    );
  });

  it('refuses anything but WebM, Ogg or MP4 audio, checking the bytes too', async () => {
    await expectError(
      await upload(lydia, voiceMemoSample('webm'), 'audio/mpeg'),
      415,
      VOICE_MEMO_WRONG_TYPE,
    );
    await expectError(await upload(lydia, voiceMemoSample('webm'), ''), 415, VOICE_MEMO_WRONG_TYPE);
    const page = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    await expectError(await upload(lydia, page, 'audio/webm'), 415, VOICE_MEMO_WRONG_TYPE);
    await expectError(
      await upload(lydia, voiceMemoSample('webm'), 'audio/ogg'),
      415,
      VOICE_MEMO_WRONG_TYPE,
    );
    await expectError(
      await upload(lydia, voiceMemoSample('ogg'), 'audio/mp4'),
      415,
      VOICE_MEMO_WRONG_TYPE,
    );
  });

  const script = new TextEncoder().encode('<html><script>fetch("/api/me")</script></html>');
  const magicThenGarbage = (magic: number[]) => Uint8Array.from([...magic, ...filler(996)]);
  const opusPage = oggPage({ headerType: OGG_BEGINNING_OF_STREAM, packets: [opusHead()] });
  const corruptedOpusPage = opusPage.with(40, 0x00);

  it.each<[string, Uint8Array, string]>([
    ['EBML magic bytes, then garbage', magicThenGarbage([0x1a, 0x45, 0xdf, 0xa3]), 'audio/webm'],
    ["'OggS', then garbage", magicThenGarbage([0x4f, 0x67, 0x67, 0x53]), 'audio/ogg'],
    [
      "'ftyp' at offset 4, then garbage",
      magicThenGarbage([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70]),
      'audio/mp4',
    ],
    [
      "an 'ftyp' naming M4A, then garbage",
      magicThenGarbage([0, 0, 0, 0x10, 0x66, 0x74, 0x79, 0x70, 0x4d, 0x34, 0x41, 0x20, 0, 0, 0, 0]),
      'audio/mp4',
    ],
    [
      'a page of HTML and script behind OggS',
      Uint8Array.from([0x4f, 0x67, 0x67, 0x53, ...script]),
      'audio/ogg',
    ],
    [
      'a well-formed Ogg page holding a script instead of a codec header',
      oggPage({ headerType: OGG_BEGINNING_OF_STREAM, packets: [script] }),
      'audio/ogg',
    ],
    [
      'an Opus page whose checksum is wrong',
      Uint8Array.from([...corruptedOpusPage, ...script]),
      'audio/ogg',
    ],
    [
      'an Opus page that does not begin its stream',
      oggPage({ packets: [opusHead()] }),
      'audio/ogg',
    ],
    [
      'an Ogg Theora video',
      voiceMemoSample('ogg', 1000, { streams: [theoraIdentification()] }),
      'audio/ogg',
    ],
    [
      'Opus multiplexed with a Theora video',
      voiceMemoSample('ogg', 1000, { streams: [opusHead(), theoraIdentification()] }),
      'audio/ogg',
    ],
    [
      'a Matroska file (DocType matroska)',
      voiceMemoSample('webm', 1000, { docType: 'matroska' }),
      'audio/webm',
    ],
    ["Chromium's Matroska video", chromiumFixture('chromium-video.mkv'), 'audio/webm'],
    ["Chromium's WebM video", chromiumFixture('chromium-video.webm'), 'audio/webm'],
    [
      'a WebM with a video track',
      voiceMemoSample('webm', 1000, { trackTypes: [2, 1] }),
      'audio/webm',
    ],
    ['a WebM without tracks', voiceMemoSample('webm', 1000, { trackTypes: [] }), 'audio/webm'],
    ["Chromium's MP4 video", chromiumFixture('chromium-video.mp4'), 'audio/mp4'],
    [
      'an MP4 with a video track',
      voiceMemoSample('mp4', 1000, { handlers: ['soun', 'vide'] }),
      'audio/mp4',
    ],
    ['a QuickTime movie', voiceMemoSample('mp4', 1000, { brands: ['qt  ', 'qt  '] }), 'audio/mp4'],
    ["an 'ftyp' of an implausible size", voiceMemoSample('mp4').with(2, 0x7f), 'audio/mp4'],
    [
      'an MP4 with no moov',
      Uint8Array.from([...voiceMemoSample('mp4').subarray(0, 28), ...script]),
      'audio/mp4',
    ],
  ])('refuses %s with 415', async (_case, bytes, type) => {
    await expectError(await upload(lydia, bytes, type), 415, VOICE_MEMO_WRONG_TYPE);
  });

  it('refuses a duration that is not a whole number of milliseconds', async () => {
    for (const duration of ['-1', '1.5', 'soon', '99999999999']) {
      await expectError(
        await upload(lydia, voiceMemoSample('webm'), 'audio/webm', { duration_ms: duration }),
        400,
        INVALID_DURATION,
      );
    }
  });

  it('refuses a recording over the size limit', async () => {
    const tooLarge = voiceMemoSample('webm', VOICE_MEMO_MAX_BYTES + 1);
    await expectError(await upload(lydia, tooLarge), 413, VOICE_MEMO_TOO_LARGE);
  });

  it('refuses an oversized body from its Content-Length before reading it', async () => {
    const response = await t.request('/api/voice-memos', {
      method: 'POST',
      cookie: lydia.cookie,
      headers: {
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(VOICE_MEMO_MAX_BYTES * 5),
      },
      body: '--x--',
    });
    await expectError(response, 413, VOICE_MEMO_TOO_LARGE);
  });

  it('stops reading a streamed body without a length once it passes the limit', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
        if (sent >= VOICE_MEMO_MAX_BYTES * 3) controller.close();
      },
    });
    const response = await t.request('/api/voice-memos', {
      method: 'POST',
      cookie: lydia.cookie,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body,
      duplex: 'half',
    });
    await expectError(response, 413, VOICE_MEMO_TOO_LARGE);
    expect(sent).toBeLessThan(VOICE_MEMO_MAX_BYTES * 2);
  });

  it('plays a memo back to its owner only, privately', async () => {
    const bytes = voiceMemoSample('webm', 2048);
    const memo = await uploadMemo(lydia, bytes);

    const response = await fetchMemo(lydia, memo.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/webm');
    expect(response.headers.get('content-length')).toBe('2048');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('accept-ranges')).toBe('bytes');
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await bodyBytes(response)).toEqual(bytes);

    await expectError(await fetchMemo(priscilla, memo.url), 404, VOICE_MEMO_NOT_FOUND);
    await expectError(
      await fetchMemo(lydia, `/api/voice-memos/${UNKNOWN_ID}`),
      404,
      VOICE_MEMO_NOT_FOUND,
    );
    await expectError(
      await fetchMemo(lydia, '/api/voice-memos/not-a-uuid'),
      404,
      VOICE_MEMO_NOT_FOUND,
    );
  });

  it('answers byte ranges, as <audio> asks for them when seeking', async () => {
    const bytes = voiceMemoSample('webm', 1000);
    const memo = await uploadMemo(lydia, bytes);

    const whole = await fetchMemo(lydia, memo.url, { range: 'bytes=0-' });
    expect(whole.status).toBe(206);
    expect(whole.headers.get('content-range')).toBe('bytes 0-999/1000');
    expect(whole.headers.get('content-length')).toBe('1000');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(await bodyBytes(whole)).toEqual(bytes);

    const middle = await fetchMemo(lydia, memo.url, { range: 'bytes=100-199' });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe('bytes 100-199/1000');
    expect(middle.headers.get('content-length')).toBe('100');
    expect(await bodyBytes(middle)).toEqual(bytes.slice(100, 200));

    const tail = await fetchMemo(lydia, memo.url, { range: 'bytes=-10' });
    expect(tail.headers.get('content-range')).toBe('bytes 990-999/1000');
    expect(await bodyBytes(tail)).toEqual(bytes.slice(990));

    const beyond = await fetchMemo(lydia, memo.url, { range: 'bytes=1000-' });
    expect(beyond.headers.get('content-range')).toBe('bytes */1000');
    await expectError(beyond, 416, RANGE_NOT_SATISFIABLE);

    const several = await fetchMemo(lydia, memo.url, { range: 'bytes=0-1,5-6' });
    expect(several.status).toBe(200);
    expect(await bodyBytes(several)).toEqual(bytes);

    await expectError(
      await fetchMemo(priscilla, memo.url, { range: 'bytes=0-' }),
      404,
      VOICE_MEMO_NOT_FOUND,
    );
  });

  it('answers HEAD with the headers alone', async () => {
    const memo = await uploadMemo(lydia, voiceMemoSample('webm', 500));
    const head = await t.request(memo.url, { method: 'HEAD', cookie: lydia.cookie });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('500');
    expect(await head.text()).toBe('');
    const ranged = await t.request(memo.url, {
      method: 'HEAD',
      cookie: lydia.cookie,
      headers: { range: 'bytes=0-99' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 0-99/500');
  });

  it('reports a memo whose file has gone missing as not found', async () => {
    const memo = await uploadMemo(lydia);
    await rm(fileOf(lydia, memo));
    await expectError(await fetchMemo(lydia, memo.url), 404, VOICE_MEMO_NOT_FOUND);
  });

  it('deletes by id: the file and the row, once', async () => {
    const memo = await uploadMemo(lydia);
    await expectError(await deleteMemo(priscilla, memo.url), 404, VOICE_MEMO_NOT_FOUND);
    expect(existsSync(fileOf(lydia, memo))).toBe(true);

    expect((await deleteMemo(lydia, memo.url)).status).toBe(204);
    expect(existsSync(fileOf(lydia, memo))).toBe(false);
    expect(await t.db.select().from(voiceMemos).where(eq(voiceMemos.id, memo.id))).toEqual([]);
    await expectError(await fetchMemo(lydia, memo.url), 404, VOICE_MEMO_NOT_FOUND);
    await expectError(await deleteMemo(lydia, memo.url), 404, VOICE_MEMO_NOT_FOUND);
    await expectError(await deleteMemo(lydia, '/api/voice-memos/x'), 404, VOICE_MEMO_NOT_FOUND);
  });

  it('deletes by URL, the memo URL exactly as the upload answered it', async () => {
    const byUrl = (url?: string) =>
      deleteMemo(
        lydia,
        url === undefined ? '/api/voice-memos' : `/api/voice-memos?url=${encodeURIComponent(url)}`,
      );
    const memo = await uploadMemo(lydia);

    for (const url of [
      undefined,
      '',
      'https://example.org/audio/1.webm',
      '/api/voice-memos/',
      `/voice-memos/${lydia.id}/1700000000.webm`,
      `javascript:alert(1)//${memo.url}`,
      `https://evil.example${memo.url}`,
      `http://localhost:3000${memo.url}`,
      `${memo.url}?t=1`,
      `/api/voice-memos/../voice-memos/${memo.id}`,
      `/api/voice-memos%2F${memo.id}`,
      memo.url.toUpperCase(),
    ]) {
      await expectError(await byUrl(url), 400, INVALID_VOICE_MEMO_URL);
    }
    expect(existsSync(fileOf(lydia, memo))).toBe(true);

    await expectError(await byUrl(voiceMemoUrl(UNKNOWN_ID)), 404, VOICE_MEMO_NOT_FOUND);
    const others = await uploadMemo(priscilla);
    await expectError(await byUrl(others.url), 404, VOICE_MEMO_NOT_FOUND);
    expect((await fetchMemo(priscilla, others.url)).status).toBe(200);

    expect((await byUrl(memo.url)).status).toBe(204);
    expect(existsSync(fileOf(lydia, memo))).toBe(false);
    await expectError(await fetchMemo(lydia, memo.url), 404, VOICE_MEMO_NOT_FOUND);
  });

  it("clears the member's journal references to a deleted memo in the same step", async () => {
    const memo = await uploadMemo(lydia);
    const kept = await uploadMemo(lydia);
    const longAgo = new Date('2020-01-01T00:00:00Z');
    const [entry] = await t.db
      .insert(journalEntries)
      .values({ user_id: lydia.id, content: 'Prayed for Paul', voice_memo_url: memo.url })
      .returning();
    const [other] = await t.db
      .insert(journalEntries)
      .values({ user_id: lydia.id, content: 'Another memo', voice_memo_url: kept.url })
      .returning();
    const [topic] = await t.db
      .insert(journalTopics)
      .values({ user_id: lydia.id, title: 'Philippi', updated_at: longAgo })
      .returning();
    if (!entry || !other || !topic) throw new Error('fixtures were not inserted');
    const [topicEntry] = await t.db
      .insert(journalTopicEntries)
      .values({
        topic_id: topic.id,
        user_id: lydia.id,
        content: 'By the river',
        voice_memo_url: `http://localhost:3000${memo.url}`,
        updated_at: longAgo,
      })
      .returning();
    // Someone else's entry holding the same text is not Lydia's to change.
    const [foreign] = await t.db
      .insert(journalEntries)
      .values({ user_id: priscilla.id, content: 'Copied link', voice_memo_url: memo.url })
      .returning();
    if (!topicEntry || !foreign) throw new Error('fixtures were not inserted');

    expect((await deleteMemo(lydia, memo.url)).status).toBe(204);

    const urlOf = async (table: typeof journalEntries | typeof journalTopicEntries, id: string) =>
      (await t.db.select().from(table).where(eq(table.id, id)))[0]?.voice_memo_url;
    expect(await urlOf(journalEntries, entry.id)).toBeNull();
    expect(await urlOf(journalTopicEntries, topicEntry.id)).toBeNull();
    expect(await urlOf(journalEntries, other.id)).toBe(kept.url);
    expect(await urlOf(journalEntries, foreign.id)).toBe(memo.url);
    const [touched] = await t.db.select().from(journalTopics).where(eq(journalTopics.id, topic.id));
    expect(touched?.updated_at.getTime()).toBeGreaterThan(longAgo.getTime());
  });

  it('removes the memos of a deleted entry, topic entry or topic, but not one still played', async () => {
    const journal = journalClient(t);
    const remove = async (path: string) =>
      expect((await memberClient(t, lydia).delete(path)).status).toBe(204);
    const plays = async (memo: VoiceMemo) => (await fetchMemo(lydia, memo.url)).status === 200;
    const gone = async (memo: VoiceMemo) => {
      expect(existsSync(fileOf(lydia, memo))).toBe(false);
      await expectError(await fetchMemo(lydia, memo.url), 404, VOICE_MEMO_NOT_FOUND);
    };

    const [entryMemo, sharedMemo] = [await uploadMemo(lydia), await uploadMemo(lydia)];
    const entry = await journal.addEntry(lydia, { voice_memo_url: entryMemo.url });
    const first = await journal.addEntry(lydia, { voice_memo_url: sharedMemo.url });
    await journal.addEntry(lydia, { voice_memo_url: sharedMemo.url });
    await remove(`/api/journal/entries/${entry.id}`);
    await gone(entryMemo);
    await remove(`/api/journal/entries/${first.id}`);
    expect(await plays(sharedMemo)).toBe(true);

    const topic = await journal.addTopic(lydia);
    const [one, two, three] = [
      await uploadMemo(lydia),
      await uploadMemo(lydia),
      await uploadMemo(lydia),
    ] as const;
    const topicEntry = await journal.addTopicEntry(lydia, topic.id, { voice_memo_url: one.url });
    await journal.addTopicEntry(lydia, topic.id, { voice_memo_url: two.url });
    await journal.addTopicEntry(lydia, topic.id, { voice_memo_url: three.url });
    await remove(`/api/journal/topic-entries/${topicEntry.id}`);
    await gone(one);
    expect(await plays(two)).toBe(true);
    await remove(`/api/journal/topics/${topic.id}`);
    await gone(two);
    await gone(three);
  });

  it('removes memos no entry plays once they are a week old, and nothing else', async () => {
    const attached = await uploadMemo(lydia);
    const abandoned = await uploadMemo(lydia);
    const recent = await uploadMemo(priscilla);
    await journalClient(t).addEntry(lydia, { voice_memo_url: attached.url });
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
    await t.db
      .update(voiceMemos)
      .set({ created_at: eightDaysAgo })
      .where(inArray(voiceMemos.id, [attached.id, abandoned.id]));

    const deps = {
      db: t.db,
      storage: createLocalFileStorage(dataDir),
      logger: createLogger('silent'),
    };
    const aWeekAgo = new Date(Date.now() - ABANDONED_VOICE_MEMO_AGE_MS);
    expect(await removeAbandonedVoiceMemos(deps, aWeekAgo)).toBe(1);
    expect(existsSync(fileOf(lydia, abandoned))).toBe(false);
    await expectError(await fetchMemo(lydia, abandoned.url), 404, VOICE_MEMO_NOT_FOUND);
    expect((await fetchMemo(lydia, attached.url)).status).toBe(200);
    expect((await fetchMemo(priscilla, recent.url)).status).toBe(200);
    expect(await removeAbandonedVoiceMemos(deps, aWeekAgo)).toBe(0);
  });

  // Only PostgreSQL runs transactions side by side; PGlite takes them one at a time.
  describe.runIf(inject('databaseKind') === 'postgres')(
    'while an entry is being saved with a memo',
    () => {
      /** Resolves once `work` has settled or waits on a lock, whichever comes first. */
      async function settledOrBlocked(work: Promise<unknown>): Promise<void> {
        let settled = false;
        void work.then(
          () => {
            settled = true;
          },
          () => {
            settled = true;
          },
        );
        for (let tries = 0; tries < 200 && !settled; tries += 1) {
          const [locks] = await selectRows<{ waiting: number }>(
            t.db,
            sql`select count(*)::int as waiting from pg_locks where not granted`,
          );
          if ((locks?.waiting ?? 0) > 0) return;
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
      }

      /** Saves an entry playing `memo` as the journal does, keeping the transaction open for `meanwhile`. */
      async function saveEntryWhile(memo: VoiceMemo, meanwhile: () => Promise<void>) {
        await t.db.transaction(async (tx) => {
          await tx
            .insert(journalEntries)
            .values({ user_id: lydia.id, content: 'Saved meanwhile', voice_memo_url: memo.url });
          await requireOwnVoiceMemo(tx, lydia.id, memo.url);
          await meanwhile();
        });
      }

      it('is not swept as abandoned', async () => {
        const memo = await uploadMemo(lydia);
        const eightDaysAgo = new Date(Date.now() - 8 * 24 * 60 * 60 * 1000);
        await t.db
          .update(voiceMemos)
          .set({ created_at: eightDaysAgo })
          .where(eq(voiceMemos.id, memo.id));
        const deps = {
          db: t.db,
          storage: createLocalFileStorage(dataDir),
          logger: createLogger('silent'),
        };

        let sweep: Promise<number> = Promise.resolve(0);
        await saveEntryWhile(memo, async () => {
          sweep = removeAbandonedVoiceMemos(
            deps,
            new Date(Date.now() - ABANDONED_VOICE_MEMO_AGE_MS),
          );
          await settledOrBlocked(sweep);
        });
        await sweep;
        expect((await fetchMemo(lydia, memo.url)).status).toBe(200);
      });

      it('is not released with an entry deleted meanwhile that played it too', async () => {
        const memo = await uploadMemo(lydia);
        const played = await journalClient(t).addEntry(lydia, { voice_memo_url: memo.url });

        let removal: Promise<Response> = Promise.resolve(new Response());
        await saveEntryWhile(memo, async () => {
          removal = memberClient(t, lydia).delete(`/api/journal/entries/${played.id}`);
          await settledOrBlocked(removal);
        });
        expect((await removal).status).toBe(204);
        expect((await fetchMemo(lydia, memo.url)).status).toBe(200);
      });
    },
  );

  it('removes the stored file again when the row cannot be written', async () => {
    const storage = createLocalFileStorage(dataDir);
    // No such member: the row breaks its foreign key after the file is stored. A folder of its own,
    // so it held only what this upload wrote, and goes with it.
    const userId = 'member-who-does-not-exist';
    await expect(
      saveVoiceMemo({ db: t.db, storage, logger: createLogger('silent') }, userId, {
        bytes: voiceMemoSample('webm'),
        contentType: 'audio/webm',
        durationMs: null,
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/foreign key/) } });
    expect(existsSync(path.join(dataDir, 'voice-memos', userId))).toBe(false);
  });
});

describe('voice memos in S3-compatible storage', () => {
  let t: TestApp;
  let s3: FakeS3;
  let lydia: TestMember;
  let priscilla: TestMember;
  const { upload, uploadMemo, fetchMemo, deleteMemo } = voiceMemoClient(() => t);

  beforeAll(async () => {
    s3 = await startFakeS3();
    t = await createTestApp({
      env: {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'manna-journal',
        S3_ACCESS_KEY_ID: 'test-access-key',
        S3_SECRET_ACCESS_KEY: 'test-secret-key',
      },
    });
    lydia = await t.signUp();
    priscilla = await t.signUp({ name: 'Priscilla of Corinth' });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const objectOf = (member: TestMember, memo: VoiceMemo) =>
    s3.objects.get(`manna-journal/voice-memos/${member.id}/${memo.id}.webm`);

  it('uploads to the bucket under voice-memos/{userId}/ and streams ranges back', async () => {
    const bytes = voiceMemoSample('webm', 3000);
    const memo = await uploadMemo(lydia, bytes);
    expect(objectOf(lydia, memo)).toMatchObject({ contentType: 'audio/webm' });
    expect(new Uint8Array(objectOf(lydia, memo)?.body ?? [])).toEqual(bytes);

    const whole = await fetchMemo(lydia, memo.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe('3000');
    expect(await bodyBytes(whole)).toEqual(bytes);

    const part = await fetchMemo(lydia, memo.url, { range: 'bytes=2990-' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2990-2999/3000');
    expect(await bodyBytes(part)).toEqual(bytes.slice(2990));

    await expectError(await fetchMemo(priscilla, memo.url), 404, VOICE_MEMO_NOT_FOUND);
  });

  it('removes the object with the memo', async () => {
    const memo = await uploadMemo(lydia);
    expect((await deleteMemo(lydia, `/api/voice-memos?url=${memo.url}`)).status).toBe(204);
    expect(objectOf(lydia, memo)).toBeUndefined();
  });

  it('keeps the memo and its references when the bucket refuses the delete', async () => {
    const memo = await uploadMemo(lydia);
    const [entry] = await t.db
      .insert(journalEntries)
      .values({ user_id: lydia.id, content: 'Thanksgiving', voice_memo_url: memo.url })
      .returning();
    s3.refuse = true;
    try {
      await expectError(await deleteMemo(lydia, memo.url), 500, UNEXPECTED_ERROR_MESSAGE);
    } finally {
      s3.refuse = false;
    }
    expect(objectOf(lydia, memo)).toBeDefined();
    const [after] = await t.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, entry?.id ?? ''));
    expect(after?.voice_memo_url).toBe(memo.url);
    expect((await fetchMemo(lydia, memo.url)).status).toBe(200);
    expect((await deleteMemo(lydia, memo.url)).status).toBe(204);
  });

  it('saves no row when the bucket refuses the upload', async () => {
    const before = await t.db.select().from(voiceMemos).where(eq(voiceMemos.user_id, priscilla.id));
    s3.refuse = true;
    try {
      const response = await upload(priscilla, voiceMemoSample('webm'));
      await expectError(response, 500, UNEXPECTED_ERROR_MESSAGE);
    } finally {
      s3.refuse = false;
    }
    const after = await t.db.select().from(voiceMemos).where(eq(voiceMemos.user_id, priscilla.id));
    expect(after).toEqual(before);
  });
});
