import { type VoiceMemo, voiceMemosEndpoints } from '@manna/shared';
import { useMutation } from '@tanstack/react-query';
import { sendForm } from '@/lib/api-client';

export interface UploadVoiceMemoVariables {
  audio: Blob;
  durationMs?: number | null;
}

const FILE_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/**
 * POST /api/voice-memos (multipart, field `audio`, optional `duration_ms`) → 201 { memo }.
 */
export async function uploadVoiceMemo({
  audio,
  durationMs,
}: UploadVoiceMemoVariables): Promise<VoiceMemo> {
  const type = audio.type.split(';')[0]?.trim() ?? '';
  const form = new FormData();
  form.append('audio', audio, `voice-memo.${FILE_EXTENSIONS[type] ?? 'webm'}`);
  if (durationMs != null) form.append('duration_ms', String(Math.round(durationMs)));

  const { memo } = await sendForm(voiceMemosEndpoints.upload, form);
  return memo;
}

export function useUploadVoiceMemo() {
  return useMutation({
    mutationKey: ['journal', 'upload-voice-memo'],
    mutationFn: uploadVoiceMemo,
  });
}
