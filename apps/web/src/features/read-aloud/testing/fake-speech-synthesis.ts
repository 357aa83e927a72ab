import type { VoiceLike } from '../utils/voices';

/** Stands in for SpeechSynthesisUtterance in tests. */
export class FakeUtterance {
  text: string;
  rate = 1;
  lang = '';
  voice: VoiceLike | null = null;
  onstart: ((event: { utterance: FakeUtterance }) => void) | null = null;
  onend: ((event: { utterance: FakeUtterance }) => void) | null = null;
  onerror: ((event: { utterance: FakeUtterance; error: string }) => void) | null = null;

  constructor(text = '') {
    this.text = text;
  }
}

/**
 * A speech engine the test drives: utterances queue like the real one, start at once, and end
 * when the test calls `finishCurrent()`. `cancel()` reports 'interrupted', as Chrome does.
 */
export function createFakeSpeechSynthesis(voices: VoiceLike[] = []) {
  const events = new EventTarget();
  let queue: FakeUtterance[] = [];
  let current: FakeUtterance | null = null;
  const spoken: FakeUtterance[] = [];
  let onVoicesChanged: (() => void) | null = null;

  function startNext() {
    current = queue.shift() ?? null;
    current?.onstart?.({ utterance: current });
  }

  const synth = {
    get speaking() {
      return current !== null;
    },
    get pending() {
      return queue.length > 0;
    },
    paused: false,
    get onvoiceschanged() {
      return onVoicesChanged;
    },
    set onvoiceschanged(handler: (() => void) | null) {
      onVoicesChanged = handler;
    },
    speak(utterance: FakeUtterance) {
      spoken.push(utterance);
      queue.push(utterance);
      if (!current) startNext();
    },
    cancel() {
      const dropped = [current, ...queue].filter((u): u is FakeUtterance => u !== null);
      current = null;
      queue = [];
      for (const utterance of dropped) utterance.onerror?.({ utterance, error: 'interrupted' });
    },
    pause() {
      synth.paused = true;
    },
    resume() {
      synth.paused = false;
    },
    getVoices: () => voices,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
  };

  return {
    synth,
    spoken,
    get current() {
      return current;
    },
    /** The current utterance finishes normally. */
    finishCurrent() {
      const finished = current;
      if (!finished) throw new Error('Nothing is being spoken');
      current = null;
      finished.onend?.({ utterance: finished });
      if (!current) startNext();
    },
    /** The engine fails on the current utterance. */
    failCurrent(error: string) {
      const failed = current;
      if (!failed) throw new Error('Nothing is being spoken');
      current = null;
      failed.onerror?.({ utterance: failed, error });
    },
    /** Voices arrive late, as in Chrome. */
    setVoices(next: VoiceLike[]) {
      voices.splice(0, voices.length, ...next);
      events.dispatchEvent(new Event('voiceschanged'));
      synth.onvoiceschanged?.();
    },
  };
}
