import { cn } from '@/lib/cn';

interface VoiceMemoPlayerProps {
  /** '/api/voice-memos/{id}': same origin, so the session cookie goes with the request. */
  url: string;
  /** The player's accessible name. */
  label?: string;
  className?: string;
}

/** Plays a saved voice memo. Only its owner is served the audio (never a public URL). */
export function VoiceMemoPlayer({ url, label = 'Voice memo', className }: VoiceMemoPlayerProps) {
  return (
    // biome-ignore lint/a11y/useMediaCaption: a member's own spoken prayer; there is no transcript to offer
    <audio
      controls
      preload="metadata"
      src={url}
      aria-label={label}
      className={cn('h-11 w-full', className)}
    >
      Your browser can't play this voice memo.
    </audio>
  );
}
