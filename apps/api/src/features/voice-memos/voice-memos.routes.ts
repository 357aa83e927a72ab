import {
  voiceMemosEndpoints as endpoints,
  VOICE_MEMO_AUDIO_REQUIRED,
  voiceMemoByUrlQuerySchema,
} from '@manna/shared';
import { Hono } from 'hono';
import type { SignedInEnv } from '../../lib/context';
import { contractRoutes, reply } from '../../lib/contract-routes';
import { DomainError } from '../../lib/domain-errors';
import { ApiError } from '../../lib/errors';
import { requireUser } from '../../lib/middlewares';
import { parseRangeHeader } from '../../lib/storage/byte-range';
import { uuidParam } from '../../lib/validation';
import { checkVoiceMemoAudio } from './voice-memo-audio';
import { deleteVoiceMemo, findVoiceMemo, saveVoiceMemo } from './voice-memos.service';

/** The largest duration a voice_memos row can hold (int4), about 24 days. */
const DURATION_MS_MAX = 2_147_483_647;
export const INVALID_DURATION = 'duration_ms must be a whole number of milliseconds';
export const RANGE_NOT_SATISFIABLE = 'The requested range is outside the voice memo';

const memoIdParam = uuidParam('voice_memo_not_found');

// Recordings are private: no public URL, no shared caches, and a stale copy must not outlive
// a deletion.
const PRIVATE_AUDIO_HEADERS = {
  'Cache-Control': 'private, no-store',
  'Accept-Ranges': 'bytes',
  'X-Content-Type-Options': 'nosniff',
};

function durationOf(value: unknown): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^\d{1,10}$/.test(value) || Number(value) > DURATION_MS_MAX) {
    throw new ApiError(400, INVALID_DURATION);
  }
  return Number(value);
}

// A voice memo needs audio and a signed-in member (docs/product/journal.md#voice-memos), and only
// its owner may play or delete it; everyone else gets 404, as if it did not exist.
export const voiceMemoRoutes = new Hono<SignedInEnv>().use(requireUser);
const serve = contractRoutes(voiceMemoRoutes, '/api/voice-memos');

// lib/body-limits.ts refuses an oversized upload from its Content-Length, or while it streams
// in without one, before the body is buffered.
serve(endpoints.upload, {}, async (c) => {
  // A body that is not multipart/form-data parses as no fields; a broken one throws.
  const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}));
  const audio = form.audio;
  if (!(audio instanceof File) || audio.size === 0) {
    throw new ApiError(400, VOICE_MEMO_AUDIO_REQUIRED);
  }
  const bytes = new Uint8Array(await audio.arrayBuffer());
  const contentType = checkVoiceMemoAudio(bytes, audio.type);
  const durationMs = durationOf(form.duration_ms);
  const memo = await saveVoiceMemo(c.var.deps, c.var.user.id, { bytes, contentType, durationMs });
  return reply(201, { memo });
});
// The audio is a byte stream, not JSON: a plain route (voiceMemosEndpoints says why).
voiceMemoRoutes.get('/:id', memoIdParam, async (c) => {
  const { db, storage } = c.var.deps;
  const memo = await findVoiceMemo(db, c.var.user.id, c.req.valid('param').id);
  // Chromium's <audio> asks for 'bytes=0-' and then seeks with further ranges.
  const range = parseRangeHeader(c.req.header('range'), memo.size_bytes);
  if (range === 'unsatisfiable') {
    return c.json({ error: RANGE_NOT_SATISFIABLE }, 416, {
      ...PRIVATE_AUDIO_HEADERS,
      'Content-Range': `bytes */${memo.size_bytes}`,
    });
  }
  const headers: Record<string, string> = {
    ...PRIVATE_AUDIO_HEADERS,
    'Content-Type': memo.content_type,
  };
  if (c.req.method === 'HEAD') {
    // Hono drops a HEAD answer's body without closing it: do not open the file at all.
    const length = range ? range.end - range.start + 1 : memo.size_bytes;
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${memo.size_bytes}`;
    return c.body(null, range ? 206 : 200, { ...headers, 'Content-Length': String(length) });
  }
  const file = await storage.get(memo.storage_key, range ?? undefined);
  if (!file) throw new DomainError('voice_memo_not_found');
  headers['Content-Length'] = String(file.length);
  if (!range) return c.body(file.body, 200, headers);
  headers['Content-Range'] = `bytes ${range.start}-${range.start + file.length - 1}/${file.size}`;
  return c.body(file.body, 206, headers);
});
serve(endpoints.deleteByUrl, { query: voiceMemoByUrlQuerySchema }, async (c, { query }) => {
  await deleteVoiceMemo(c.var.deps, c.var.user.id, query.url);
  return null;
});
serve(endpoints.remove, { before: [memoIdParam] }, async (c, { params }) => {
  await deleteVoiceMemo(c.var.deps, c.var.user.id, params.id);
  return null;
});
