import { endpoint } from '../api-contract/endpoint';
import type { VoiceMemo } from './voice-memos';
import type { voiceMemoByUrlQuerySchema } from './voice-memos-schemas';

// Voice memos: private to their owner, anyone else gets 404. The audio itself,
// GET /api/voice-memos/:id with byte ranges, is a stream rather than JSON and is played by URL
// (voiceMemoUrl), so it is not described here.
// @manna/shared exports this file as the namespace `voiceMemosEndpoints`.

/** 201. Multipart, not JSON: field `audio`, optional `duration_ms`. */
export const upload = /* @__PURE__ */ endpoint<{ memo: VoiceMemo }>()('POST', '/api/voice-memos');

/** 204; by the URL the upload answered. */
export const deleteByUrl = /* @__PURE__ */ endpoint<
  null,
  { query: typeof voiceMemoByUrlQuerySchema }
>()('DELETE', '/api/voice-memos');

/** 204. */
export const remove = /* @__PURE__ */ endpoint<null>()('DELETE', '/api/voice-memos/:id');
