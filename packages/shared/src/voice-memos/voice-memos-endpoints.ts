import { endpoint } from '../api-contract/endpoint';
import type { voiceMemoByUrlQuerySchema } from '../journal/journal-schemas';
import type { VoiceMemo } from '../journal/journal-types';

/**
 * Voice memos (SPEC §5, §6): private to their owner, anyone else gets 404. The audio itself,
 * GET /api/voice-memos/:id with byte ranges, is a stream rather than JSON and is played by URL
 * (voiceMemoUrl), so it is not described here.
 */
export const voiceMemosEndpoints = {
  /** 201. Multipart, not JSON: field `audio`, optional `duration_ms`. */
  upload: endpoint<{ memo: VoiceMemo }>()('POST', '/api/voice-memos'),
  /** 204; by the URL the upload answered. */
  deleteByUrl: endpoint<null, { query: typeof voiceMemoByUrlQuerySchema }>()(
    'DELETE',
    '/api/voice-memos',
  ),
  /** 204. */
  delete: endpoint<null>()('DELETE', '/api/voice-memos/:id'),
};
