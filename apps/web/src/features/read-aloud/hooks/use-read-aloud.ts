import { useEffect, useState, useSyncExternalStore } from 'react';
import {
  createSpeechQueue,
  type ReadAloudState,
  type SpeechItem,
  type SpeechQueue,
} from '../utils/speech-queue';

const IDLE: ReadAloudState = { status: 'idle', verse: null, error: null };
const noSubscription = () => () => undefined;
const idleState = () => IDLE;

export interface ReadAloudControls {
  state: ReadAloudState;
  play: (fromVerse?: number) => void;
  pause: () => void;
  resume: () => void;
  stop: () => void;
}

/**
 * Binds a speech queue to the screen. `items` must be memoised: a new array stops reading.
 * Reading stops when the screen unmounts, so speech never outlives the page that started it.
 */
export function useReadAloud(
  synth: SpeechSynthesis | null,
  items: readonly SpeechItem[],
  { rate, voice }: { rate: number; voice: SpeechSynthesisVoice | null },
): ReadAloudControls {
  const [queue] = useState<SpeechQueue | null>(() =>
    synth
      ? createSpeechQueue({
          synth,
          createUtterance: (text) => new SpeechSynthesisUtterance(text),
        })
      : null,
  );
  const state = useSyncExternalStore(
    queue ? queue.subscribe : noSubscription,
    queue ? queue.getState : idleState,
  );

  useEffect(() => queue?.setItems(items), [queue, items]);
  useEffect(() => queue?.setRate(rate), [queue, rate]);
  useEffect(() => queue?.setVoice(voice), [queue, voice]);
  useEffect(() => () => queue?.stop(), [queue]);

  return {
    state,
    play: (fromVerse) => queue?.play(fromVerse),
    pause: () => queue?.pause(),
    resume: () => queue?.resume(),
    stop: () => queue?.stop(),
  };
}
