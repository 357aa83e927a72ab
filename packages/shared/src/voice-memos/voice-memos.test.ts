import { describe, expect, it } from 'vitest';
import { createEntryInputSchema } from '../journal/journal-schemas';
import { INVALID_VOICE_MEMO_URL, voiceMemoIdOf, voiceMemoUrl } from './voice-memos';
import { voiceMemoUrlSchema } from './voice-memos-schemas';

const MEMO_ID = '3f2b8c4e-9a1d-4c7e-8b5f-0a6d2e9c1b74';

describe('voice memo URLs', () => {
  it('reads back the id of the URL an upload answers with', () => {
    expect(voiceMemoIdOf(voiceMemoUrl(MEMO_ID))).toBe(MEMO_ID);
    expect(voiceMemoUrlSchema.parse(voiceMemoUrl(MEMO_ID))).toBe(voiceMemoUrl(MEMO_ID));
  });

  it('keeps null and absent meaning no memo', () => {
    expect(voiceMemoUrlSchema.parse(null)).toBeNull();
    expect(voiceMemoUrlSchema.parse(undefined)).toBeUndefined();
    expect(createEntryInputSchema.parse({ content: 'Amen' }).voice_memo_url).toBeUndefined();
  });

  it.each([
    ['a javascript: URL', 'javascript:alert(document.cookie)//api/voice-memos/'],
    ['a javascript: URL ending in a memo path', `javascript:fetch('/x')//${voiceMemoUrl(MEMO_ID)}`],
    ['a data: URL', `data:text/html,<script>alert(1)</script>${voiceMemoUrl(MEMO_ID)}`],
    ['another origin', `https://evil.example${voiceMemoUrl(MEMO_ID)}`],
    ['our own origin written out', `http://localhost:3000${voiceMemoUrl(MEMO_ID)}`],
    ['a protocol-relative URL', `//evil.example${voiceMemoUrl(MEMO_ID)}`],
    ['a storage path', `/voice-memos/user-1/${MEMO_ID}.webm`],
    ['a dot segment', `/api/voice-memos/../voice-memos/${MEMO_ID}`],
    ['a dot segment after the id', `${voiceMemoUrl(MEMO_ID)}/../../admin`],
    ['an encoded slash', `/api/voice-memos%2F${MEMO_ID}`],
    ['an encoded id', `/api/voice-memos/${encodeURIComponent(`../${MEMO_ID}`)}`],
    ['a query string', `${voiceMemoUrl(MEMO_ID)}?download=1`],
    ['a fragment', `${voiceMemoUrl(MEMO_ID)}#t=10`],
    ['a trailing slash', `${voiceMemoUrl(MEMO_ID)}/`],
    ['surrounding spaces', ` ${voiceMemoUrl(MEMO_ID)} `],
    ['an upper-case id', voiceMemoUrl(MEMO_ID.toUpperCase())],
    ['an id that is not a UUID', voiceMemoUrl('memo-1')],
    ['no id', voiceMemoUrl('')],
    ['an empty string', ''],
  ])('refuses %s', (_case, url) => {
    const result = voiceMemoUrlSchema.safeParse(url);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(INVALID_VOICE_MEMO_URL);
    expect(voiceMemoIdOf(url)).toBeNull();
  });

  it('refuses a URL that is not text with the same message', () => {
    expect(voiceMemoUrlSchema.safeParse(5).error?.issues[0]?.message).toBe(INVALID_VOICE_MEMO_URL);
  });
});
