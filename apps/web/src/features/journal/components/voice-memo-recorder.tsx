import { Mic, Square, Trash2, Upload } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useDeleteVoiceMemo } from '../api/delete-voice-memo';
import { useUploadVoiceMemo } from '../api/upload-voice-memo';
import { useJournalError } from '../hooks/use-journal-error';
import { formatElapsed, useVoiceRecorder } from '../hooks/use-voice-recorder';
import { DELETE_VOICE_MEMO_FAILED, UPLOAD_VOICE_MEMO_FAILED } from '../utils/journal-messages';
import { JournalErrorAlert } from './journal-error-alert';
import { VoiceMemoPlayer } from './voice-memo-player';

export interface VoiceMemoRecorderProps {
  /** The memo attached now (its voice_memo_url), or null. */
  value: string | null;
  onChange: (url: string | null) => void;
  /**
   * The memo the saved entry points at. Removing it only detaches it: the form deletes it once
   * the entry is saved without it, so cancelling keeps it. A memo recorded here and removed again
   * is deleted at once.
   */
  savedUrl?: string | null;
  disabled?: boolean;
  /** Told whether a recording is under way or waiting to be saved (so the form can hold off). */
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * Record a voice memo in the browser (MediaRecorder, audio/webm), listen to it, then save it
 * (POST /api/voice-memos) or discard it. A saved memo plays back and can be removed.
 */
export function VoiceMemoRecorder({
  value,
  onChange,
  savedUrl = null,
  disabled = false,
  onUnsavedChange,
}: VoiceMemoRecorderProps) {
  const recorder = useVoiceRecorder();
  const upload = useUploadVoiceMemo();
  const remove = useDeleteVoiceMemo();
  const failure = useJournalError();
  const busy = disabled || upload.isPending || remove.isPending;
  const unsaved = recorder.status !== 'idle' || upload.isPending || remove.isPending;

  useEffect(() => {
    onUnsavedChange?.(unsaved);
  }, [unsaved, onUnsavedChange]);

  const save = () => {
    const { recording } = recorder;
    if (!recording) return;
    upload.mutate(
      { audio: recording.blob, durationMs: recording.durationMs },
      {
        onSuccess: (memo) => {
          recorder.discard();
          onChange(memo.url);
        },
        onError: (error) => failure.show(UPLOAD_VOICE_MEMO_FAILED, error),
      },
    );
  };

  const removeMemo = () => {
    if (!value) return;
    if (value === savedUrl) {
      onChange(null);
      return;
    }
    remove.mutate(value, {
      onSuccess: () => onChange(null),
      onError: (error) => failure.show(DELETE_VOICE_MEMO_FAILED, error),
    });
  };

  let body: ReactNode;
  if (value) {
    body = (
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <VoiceMemoPlayer url={value} className="sm:flex-1" />
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start sm:self-auto"
          disabled={busy}
          onClick={removeMemo}
        >
          {remove.isPending ? <ButtonSpinner /> : <Trash2 aria-hidden="true" />}
          {remove.isPending ? 'Removing...' : 'Remove voice memo'}
        </Button>
      </div>
    );
  } else if (recorder.status === 'recording') {
    body = (
      <div className="flex items-center gap-3">
        <span className="relative flex size-3" aria-hidden="true">
          <span className="absolute inline-flex size-full animate-ping rounded-full bg-destructive/60 motion-reduce:animate-none" />
          <span className="relative inline-flex size-3 rounded-full bg-destructive" />
        </span>
        <p className="text-sm font-medium">
          Recording{' '}
          <time className="tabular-nums" data-testid="recording-elapsed">
            {formatElapsed(recorder.elapsedMs)}
          </time>
        </p>
        <Button type="button" variant="outline" size="sm" onClick={recorder.stop}>
          <Square aria-hidden="true" />
          Stop recording
        </Button>
      </div>
    );
  } else if (recorder.status === 'recorded' && recorder.recording) {
    body = (
      <div className="flex flex-col gap-2">
        <VoiceMemoPlayer
          url={recorder.recording.url}
          label={`Voice memo preview, ${formatElapsed(recorder.recording.durationMs)}`}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="button" size="sm" disabled={busy} onClick={save}>
            {upload.isPending ? <ButtonSpinner /> : <Upload aria-hidden="true" />}
            {upload.isPending ? 'Saving voice memo...' : 'Save voice memo'}
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            disabled={upload.isPending}
            onClick={recorder.discard}
          >
            Discard
          </Button>
        </div>
      </div>
    );
  } else {
    body = (
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="self-start"
        disabled={busy || recorder.status === 'requesting'}
        onClick={() => void recorder.start()}
      >
        {recorder.status === 'requesting' ? <ButtonSpinner /> : <Mic aria-hidden="true" />}
        {recorder.status === 'requesting' ? 'Opening microphone...' : 'Record voice memo'}
      </Button>
    );
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium leading-none">Voice memo (optional)</legend>
      {body}
      {recorder.error ? <Alert>{recorder.error}</Alert> : null}
      {recorder.notice ? <Alert variant="info">{recorder.notice}</Alert> : null}
      <JournalErrorAlert message={failure.message} />
    </fieldset>
  );
}
