import type { VoiceMemo } from '@manna/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, NetworkError } from '@/lib/api-client';

export interface UploadVoiceMemoVariables {
  audio: Blob;
  durationMs?: number | null;
}

const FILE_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

async function errorMessageOf(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as unknown;
    if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
  } catch {
    // Not JSON: fall back to the status line.
  }
  return response.statusText || `Request failed with status ${response.status}`;
}

/**
 * POST /api/voice-memos (multipart, field `audio`, optional `duration_ms`) → 201 { memo }. Not
 * through `request`, which speaks JSON only; errors are the same ApiError / NetworkError.
 */
export async function uploadVoiceMemo({
  audio,
  durationMs,
}: UploadVoiceMemoVariables): Promise<VoiceMemo> {
  const type = audio.type.split(';')[0]?.trim() ?? '';
  const form = new FormData();
  form.append('audio', audio, `voice-memo.${FILE_EXTENSIONS[type] ?? 'webm'}`);
  if (durationMs != null) form.append('duration_ms', String(Math.round(durationMs)));

  let response: Response;
  try {
    response = await fetch('/api/voice-memos', {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: 'application/json' },
      body: form,
    });
  } catch (error) {
    throw new NetworkError({ cause: error });
  }
  if (!response.ok) throw new ApiError(response.status, await errorMessageOf(response));
  const { memo } = (await response.json()) as { memo: VoiceMemo };
  return memo;
}

export function useUploadVoiceMemo() {
  return useMutation({
    mutationKey: ['journal', 'upload-voice-memo'],
    mutationFn: uploadVoiceMemo,
  });
}
