import { VOICE_MEMO_MAX_BYTES } from '@manna/shared';
import { useCallback, useEffect, useRef, useState } from 'react';

export const RECORDING_UNSUPPORTED =
  "This browser can't record audio. Try a recent version of Chrome, Firefox, Edge or Safari.";
export const NO_MICROPHONE = 'No microphone was found. Connect one and try again.';
export const MICROPHONE_DENIED =
  'Microphone access was denied. Allow it in your browser settings to record a voice memo.';
export const MICROPHONE_BUSY =
  'The microphone is being used by another app. Close it and try again.';
export const RECORDING_STOPPED_AT_LIMIT =
  'Recording stopped: a voice memo can be up to 10 MB. You can save what was recorded.';

/**
 * Voice memos are audio/webm (docs/product/journal.md#voice-memos); Safari, which cannot record
 * WebM, falls back to MP4.
 */
const PREFERRED_TYPES = ['audio/webm', 'audio/mp4'] as const;
/** How often the recorder hands over audio, so a size limit can stop it in time. */
const CHUNK_MS = 1000;
/** How often the elapsed time is refreshed on screen. */
const TICK_MS = 250;

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'recorded';

export interface Recording {
  blob: Blob;
  /** An object URL for the preview; revoked when the recording is discarded. */
  url: string;
  durationMs: number;
}

function chooseMimeType(): string | undefined {
  if (typeof MediaRecorder.isTypeSupported !== 'function') return undefined;
  return PREFERRED_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
}

/** What to tell the member when the microphone cannot be opened. */
export function microphoneErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return MICROPHONE_DENIED;
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return NO_MICROPHONE;
  if (name === 'NotReadableError' || name === 'AbortError') return MICROPHONE_BUSY;
  const message = error instanceof Error && error.message ? `: ${error.message}` : '';
  return `Could not start recording${message}`;
}

function canRecord(): boolean {
  return (
    typeof MediaRecorder !== 'undefined' &&
    typeof navigator !== 'undefined' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

/**
 * Records audio from the microphone with MediaRecorder: start, stop (keeping a preview), discard.
 * The microphone is released as soon as recording stops, and on unmount.
 */
export function useVoiceRecorder() {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedMs, setElapsedMs] = useState(0);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const tickRef = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const recordingUrlRef = useRef<string | null>(null);
  const unmountedRef = useRef(false);

  const releaseMicrophone = useCallback(() => {
    clearInterval(tickRef.current);
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
  }, []);

  const forgetRecording = useCallback(() => {
    if (recordingUrlRef.current) URL.revokeObjectURL(recordingUrlRef.current);
    recordingUrlRef.current = null;
    setRecording(null);
  }, []);

  useEffect(() => {
    unmountedRef.current = false;
    return () => {
      unmountedRef.current = true;
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') recorder.stop();
      releaseMicrophone();
      if (recordingUrlRef.current) URL.revokeObjectURL(recordingUrlRef.current);
    };
  }, [releaseMicrophone]);

  const start = useCallback(async () => {
    setError(null);
    setNotice(null);
    if (!canRecord()) {
      setError(RECORDING_UNSUPPORTED);
      return;
    }
    forgetRecording();
    setStatus('requesting');
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (caught) {
      setStatus('idle');
      setError(microphoneErrorMessage(caught));
      return;
    }
    if (unmountedRef.current) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    streamRef.current = stream;

    const mimeType = chooseMimeType();
    let recorder: MediaRecorder;
    try {
      recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    } catch (caught) {
      releaseMicrophone();
      setStatus('idle');
      setError(microphoneErrorMessage(caught));
      return;
    }
    recorderRef.current = recorder;

    const chunks: Blob[] = [];
    let size = 0;
    const startedAt = Date.now();
    recorder.ondataavailable = (event) => {
      if (event.data.size === 0) return;
      if (size + event.data.size > VOICE_MEMO_MAX_BYTES) {
        // Keep what fits; the server refuses anything larger (VOICE_MEMO_TOO_LARGE).
        setNotice(RECORDING_STOPPED_AT_LIMIT);
        if (recorder.state !== 'inactive') recorder.stop();
        return;
      }
      size += event.data.size;
      chunks.push(event.data);
    };
    recorder.onstop = () => {
      releaseMicrophone();
      recorderRef.current = null;
      if (unmountedRef.current) return;
      const durationMs = Date.now() - startedAt;
      // The upload names the base type ('audio/webm'), without codec parameters.
      const type = (recorder.mimeType || mimeType || 'audio/webm').split(';')[0] ?? 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        setStatus('idle');
        setError('Nothing was recorded. Check your microphone and try again.');
        return;
      }
      const url = URL.createObjectURL(blob);
      recordingUrlRef.current = url;
      setRecording({ blob, url, durationMs });
      setElapsedMs(durationMs);
      setStatus('recorded');
    };

    recorder.start(CHUNK_MS);
    setElapsedMs(0);
    setStatus('recording');
    tickRef.current = setInterval(() => setElapsedMs(Date.now() - startedAt), TICK_MS);
  }, [forgetRecording, releaseMicrophone]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    clearInterval(tickRef.current);
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const discard = useCallback(() => {
    forgetRecording();
    setNotice(null);
    setElapsedMs(0);
    setStatus('idle');
  }, [forgetRecording]);

  return { status, elapsedMs, recording, error, notice, start, stop, discard };
}

/** '1:05' */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
