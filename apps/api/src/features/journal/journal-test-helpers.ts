import { randomUUID } from 'node:crypto';
import {
  type CreateEntryInput,
  type CreateTopicEntryInput,
  type CreateTopicInput,
  type EarnedAchievement,
  INVALID_VOICE_MEMO_URL,
  type JournalEntry,
  type JournalTopic,
  type JournalTopicEntry,
  journalEndpoints,
  meEndpoints,
  type Prayer,
  VOICE_MEMO_NOT_FOUND,
  voiceMemoUrl,
} from '@manna/shared';
import { eq } from 'drizzle-orm';
import {
  journalEntries,
  journalTopicEntries,
  journalTopics,
  prayers,
  voiceMemos,
} from '../../db/schema';
import { backdate } from '../../testing/backdate';
import { memberClient, readAs } from '../../testing/member-client';
import { expectError } from '../../testing/responses';
import { type TestApp, type TestMember, UNKNOWN_ID } from '../../testing/test-app';

const SOME_MEMO_ID = '3f2b8c4e-9a1d-4c7e-8b5f-0a6d2e9c1b74';
const SOME_MEMO = voiceMemoUrl(SOME_MEMO_ID);

/**
 * Voice memo URLs a journal write refuses whoever's memo they seem to name: anything but
 * voiceMemoUrl(id) exactly.
 */
const BAD_VOICE_MEMO_URLS: readonly (readonly [string, string])[] = [
  ['a javascript: voice memo URL', `javascript:alert(document.cookie)//${SOME_MEMO}`],
  ['a data: voice memo URL', `data:text/html,<script>alert(1)</script>${SOME_MEMO}`],
  ['a voice memo URL on another origin', `https://evil.example${SOME_MEMO}`],
  ['a voice memo URL with our origin written out', `http://localhost:3000${SOME_MEMO}`],
  ['a voice memo URL with a dot segment', `/api/voice-memos/../voice-memos/${SOME_MEMO_ID}`],
  ['a voice memo URL with an encoded slash', SOME_MEMO.replace('voice-memos/', 'voice-memos%2F')],
  ['a voice memo URL with a query string', `${SOME_MEMO}?download=1`],
];

/**
 * BAD_VOICE_MEMO_URLS as refusal cases for it.each: the case's name, a body of `fields` with the
 * URL as its voice memo, and the message that refuses it.
 */
export function badVoiceMemoCases(
  fields: Record<string, unknown> = {},
): [string, unknown, string][] {
  return BAD_VOICE_MEMO_URLS.map(([name, url]) => [
    name,
    { ...fields, voice_memo_url: url },
    INVALID_VOICE_MEMO_URL,
  ]);
}

/**
 * Refuses, as if it did not exist, another member's voice memo and one that is no one's, both
 * when a writing is created (`create`) and when one is changed (`change`).
 */
export async function expectOthersVoiceMemosRefused(
  theirs: string,
  create: (voiceMemoUrl: string) => Promise<Response>,
  change: (voiceMemoUrl: string) => Promise<Response>,
): Promise<void> {
  for (const url of [theirs, voiceMemoUrl(UNKNOWN_ID)]) {
    await expectError(await create(url), 404, VOICE_MEMO_NOT_FOUND);
    await expectError(await change(url), 404, VOICE_MEMO_NOT_FOUND);
  }
}

/** Journal writes through the API, with optional backdating so orderings are deterministic. */
export function journalClient(t: TestApp) {
  const read = readAs(t);
  const send = (member: TestMember, method: string, path: string, body?: unknown) =>
    memberClient(t, member).send(method, path, body);

  async function addEntry(
    member: TestMember,
    input: Partial<CreateEntryInput> = {},
    createdAt?: string,
  ): Promise<JournalEntry & { earned: EarnedAchievement[] }> {
    const { entry, earned } = await read(member, journalEndpoints.createEntry, {
      body: { content: 'Lord, teach me to pray.', ...input },
      status: 201,
    });
    return {
      ...(createdAt ? await backdate(t.db, journalEntries, entry, createdAt) : entry),
      earned,
    };
  }

  async function addTopic(
    member: TestMember,
    input: Partial<CreateTopicInput> = {},
    updatedAt?: string,
  ): Promise<JournalTopic> {
    const { topic } = await read(member, journalEndpoints.createTopic, {
      body: { title: 'My family', ...input },
      status: 201,
    });
    if (!updatedAt) return topic;
    await setTopicUpdatedAt(topic.id, updatedAt);
    return { ...topic, updated_at: new Date(updatedAt).toISOString() };
  }

  async function addTopicEntry(
    member: TestMember,
    topicId: string,
    input: Partial<CreateTopicEntryInput> = {},
    createdAt?: string,
  ): Promise<JournalTopicEntry & { earned: EarnedAchievement[] }> {
    const { entry, earned } = await read(member, journalEndpoints.createTopicEntry, {
      params: { id: topicId },
      body: { content: 'Keep them safe on the road.', ...input },
      status: 201,
    });
    return {
      ...(createdAt ? await backdate(t.db, journalTopicEntries, entry, createdAt) : entry),
      earned,
    };
  }

  async function setTopicUpdatedAt(topicId: string, updatedAt: string) {
    await t.db
      .update(journalTopics)
      .set({ updated_at: new Date(updatedAt) })
      .where(eq(journalTopics.id, topicId));
  }

  async function topicUpdatedAt(topicId: string): Promise<string | undefined> {
    const [row] = await t.db
      .select({ updatedAt: journalTopics.updated_at })
      .from(journalTopics)
      .where(eq(journalTopics.id, topicId));
    return row?.updatedAt.toISOString();
  }

  /** The prayers feature is someone else's: tests write its table directly. */
  async function addPrayer(
    member: TestMember,
    values: Partial<typeof prayers.$inferInsert> = {},
  ): Promise<Pick<Prayer, 'id' | 'title' | 'content'>> {
    const [row] = await t.db
      .insert(prayers)
      .values({
        user_id: member.id,
        title: 'Healing for Grandma',
        content: 'Restore her strength.',
        ...values,
      })
      .returning({ id: prayers.id, title: prayers.title, content: prayers.content });
    if (!row) throw new Error('prayer insert returned no row');
    return row;
  }

  /**
   * A voice memo of the member's, as its row: the journal checks only that the memo exists and
   * is theirs (uploads have their own tests), so no file is written. Answers its URL.
   */
  async function addVoiceMemo(member: TestMember): Promise<string> {
    const id = randomUUID();
    await t.db.insert(voiceMemos).values({
      id,
      user_id: member.id,
      storage_key: `voice-memos/${member.id}/${id}.webm`,
      content_type: 'audio/webm',
      size_bytes: 1000,
    });
    return voiceMemoUrl(id);
  }

  async function tokensOf(member: TestMember): Promise<number> {
    const { user } = await read(member, meEndpoints.get);
    if (!user) throw new Error(`${member.email} is not signed in`);
    return user.tokens;
  }

  return {
    read,
    send,
    addEntry,
    addTopic,
    addTopicEntry,
    addPrayer,
    addVoiceMemo,
    setTopicUpdatedAt,
    topicUpdatedAt,
    tokensOf,
  };
}
