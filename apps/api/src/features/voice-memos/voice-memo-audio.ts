import { type VOICE_MEMO_CONTENT_TYPES, VOICE_MEMO_MAX_BYTES } from '@manna/shared';
import { DomainError } from '../../lib/domain-errors';
import { isMp4Audio, isOggAudio, isWebmAudio } from './audio-container';

export type VoiceMemoContentType = (typeof VOICE_MEMO_CONTENT_TYPES)[number];

/** The file name extension each accepted type is stored under. */
export const VOICE_MEMO_EXTENSIONS: Record<VoiceMemoContentType, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'm4a',
};

/** The container the bytes really are, if it is one we keep and it carries audio, no video. */
export function sniffAudioType(bytes: Uint8Array): VoiceMemoContentType | null {
  if (isWebmAudio(bytes)) return 'audio/webm';
  if (isOggAudio(bytes)) return 'audio/ogg';
  if (isMp4Audio(bytes)) return 'audio/mp4';
  return null;
}

/**
 * The upload's content type without parameters: MediaRecorder reports
 * 'audio/webm;codecs=opus', and the codec does not change how the file is served.
 */
export function baseContentType(type: string): string {
  return (type.split(';')[0] ?? '').trim().toLowerCase();
}

/**
 * Checks an uploaded recording and answers the type it is stored and served as: within the
 * size limit (413), one of the accepted types, and bytes that really are that container holding
 * audio (415), so nothing else can be stored and later served from our origin as audio.
 */
export function checkVoiceMemoAudio(bytes: Uint8Array, declaredType: string): VoiceMemoContentType {
  if (bytes.byteLength > VOICE_MEMO_MAX_BYTES) throw new DomainError('voice_memo_too_large');
  const declared = baseContentType(declaredType);
  const sniffed = sniffAudioType(bytes);
  if (!sniffed || sniffed !== declared) throw new DomainError('voice_memo_wrong_type');
  return sniffed;
}
