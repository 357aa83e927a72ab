import { voiceMemosEndpoints } from '@manna/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

/**
 * DELETE /api/voice-memos?url=<voice_memo_url> → 204. docs/product/journal.md#voice-memos: a URL
 * without the voice-memo path segment is refused with 'Invalid voice memo URL format'.
 */
export async function deleteVoiceMemo(url: string): Promise<void> {
  await callApi(voiceMemosEndpoints.deleteByUrl, { query: { url } });
}

export function useDeleteVoiceMemo() {
  return useMutation({
    mutationKey: ['journal', 'delete-voice-memo'],
    mutationFn: deleteVoiceMemo,
  });
}
