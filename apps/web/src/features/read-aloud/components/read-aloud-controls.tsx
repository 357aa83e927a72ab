import { Pause, Play, Square } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import type { ReadAloudControls as Controls } from '../hooks/use-read-aloud';
import { SPEECH_RATES, type SpeechRate } from '../utils/speech-queue';
import { voiceLabel } from '../utils/voices';
import { NativeSelect } from './chapter-picker';

export function rateLabel(rate: number): string {
  return `${rate}x`;
}

interface ReadAloudControlsProps {
  controls: Controls;
  /** False until the chapter has verses to read. */
  ready: boolean;
  rate: SpeechRate;
  onRateChange: (rate: SpeechRate) => void;
  voices: readonly SpeechSynthesisVoice[];
  voice: SpeechSynthesisVoice | null;
  onVoiceChange: (voiceUri: string) => void;
}

export function ReadAloudControls({
  controls,
  ready,
  rate,
  onRateChange,
  voices,
  voice,
  onVoiceChange,
}: ReadAloudControlsProps) {
  const id = useId();
  const { status } = controls.state;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap gap-3">
        {status === 'playing' ? (
          <Button onClick={controls.pause}>
            <Pause aria-hidden="true" />
            Pause
          </Button>
        ) : status === 'paused' ? (
          <Button onClick={controls.resume}>
            <Play aria-hidden="true" />
            Resume
          </Button>
        ) : (
          <Button onClick={() => controls.play()} disabled={!ready}>
            <Play aria-hidden="true" />
            Play
          </Button>
        )}
        <Button variant="outline" onClick={controls.stop} disabled={status === 'idle'}>
          <Square aria-hidden="true" />
          Stop
        </Button>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Speed</legend>
        <div className="inline-flex w-fit rounded-xl border border-input bg-card p-1">
          {SPEECH_RATES.map((option) => (
            <label key={option} className="relative">
              <input
                type="radio"
                name={`${id}-rate`}
                value={option}
                checked={rate === option}
                onChange={() => onRateChange(option)}
                className="peer sr-only"
              />
              <span
                className={cn(
                  'flex h-9 min-w-14 cursor-pointer items-center justify-center rounded-lg px-3 text-sm font-medium',
                  'text-muted-foreground transition-colors hover:text-foreground',
                  'peer-checked:bg-primary peer-checked:text-primary-foreground',
                  'peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background',
                )}
              >
                {rateLabel(option)}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-voice`}>Voice</Label>
        {voices.length > 0 ? (
          <NativeSelect
            id={`${id}-voice`}
            value={voice?.voiceURI ?? ''}
            onChange={(event) => onVoiceChange(event.target.value)}
          >
            {voices.map((option) => (
              <option key={option.voiceURI} value={option.voiceURI}>
                {voiceLabel(option)}
              </option>
            ))}
          </NativeSelect>
        ) : (
          <NativeSelect id={`${id}-voice`} disabled value="">
            <option value="">Browser default</option>
          </NativeSelect>
        )}
      </div>
    </div>
  );
}
