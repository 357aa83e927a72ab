/**
 * Reads a chapter aloud one verse at a time with the Web Speech API. Framework-free so it can be
 * tested with a fake SpeechSynthesis.
 *
 * One utterance per verse, spoken only when the previous one ends, rather than queueing the whole
 * chapter: short utterances dodge Chrome cutting long speech off, the verse being read is always
 * known, and a new speed or voice applies at once by re-speaking the current verse.
 *
 * Pause cancels the current utterance and Resume speaks that verse again from its start.
 * `speechSynthesis.pause()` is unreliable: Chrome on Android cancels instead, and desktop Chrome
 * stays paused after a cancel until `resume()` is called.
 */

export type SpeechSynthesisLike = Pick<SpeechSynthesis, 'speak' | 'cancel'>;
export type UtteranceFactory = (text: string) => SpeechSynthesisUtterance;

export interface SpeechItem {
  /** The verse number. */
  verse: number;
  /** Plain text to speak. */
  text: string;
}

export type ReadAloudStatus = 'idle' | 'playing' | 'paused';

export interface ReadAloudState {
  status: ReadAloudStatus;
  /** The verse being read, or where reading paused; null when idle. */
  verse: number | null;
  /** Set when the speech engine failed; cleared by the next Play. */
  error: string | null;
}

export const SPEECH_RATES = [0.75, 1, 1.25, 1.5] as const;
export type SpeechRate = (typeof SPEECH_RATES)[number];

// Errors the queue causes itself by cancelling; anything else is the engine failing.
const SELF_INFLICTED_ERRORS = new Set(['interrupted', 'canceled']);

const IDLE: ReadAloudState = { status: 'idle', verse: null, error: null };

export interface SpeechQueue {
  getState(): ReadAloudState;
  subscribe(listener: () => void): () => void;
  /** Replaces the verses to read; stops any reading in progress. */
  setItems(items: readonly SpeechItem[]): void;
  /** Starts from `fromVerse` (default: the first verse), or resumes when paused. */
  play(fromVerse?: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
  setRate(rate: number): void;
  setVoice(voice: SpeechSynthesisVoice | null): void;
}

export function createSpeechQueue({
  synth,
  createUtterance,
  lang = 'en',
}: {
  synth: SpeechSynthesisLike;
  createUtterance: UtteranceFactory;
  /** The language to ask for when no voice is chosen. */
  lang?: string;
}): SpeechQueue {
  let items: readonly SpeechItem[] = [];
  let state: ReadAloudState = IDLE;
  let rate = 1;
  let voice: SpeechSynthesisVoice | null = null;
  // Bumped whenever the current utterance is abandoned, so its late end/error events are ignored.
  let generation = 0;
  const listeners = new Set<() => void>();

  function setState(next: ReadAloudState) {
    state = next;
    for (const listener of listeners) listener();
  }

  function silence() {
    generation += 1;
    synth.cancel();
  }

  function speakAt(index: number) {
    const item = items[index];
    if (!item) {
      generation += 1;
      setState(IDLE);
      return;
    }
    generation += 1;
    const current = generation;
    const utterance = createUtterance(item.text);
    utterance.rate = rate;
    utterance.lang = voice?.lang ?? lang;
    if (voice) utterance.voice = voice;
    utterance.onend = () => {
      if (current === generation) speakAt(index + 1);
    };
    utterance.onerror = (event) => {
      if (current !== generation || SELF_INFLICTED_ERRORS.has(event.error)) return;
      generation += 1;
      setState({ ...IDLE, error: event.error });
    };
    setState({ status: 'playing', verse: item.verse, error: null });
    synth.speak(utterance);
  }

  function indexOfVerse(verse: number | null): number {
    const index = items.findIndex((item) => item.verse === verse);
    return index === -1 ? 0 : index;
  }

  function resume() {
    if (state.status !== 'paused') return;
    speakAt(indexOfVerse(state.verse));
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setItems(next) {
      if (state.status !== 'idle') silence();
      items = next;
      if (state !== IDLE) setState(IDLE);
    },
    play(fromVerse) {
      if (state.status === 'paused' && fromVerse === undefined) {
        resume();
        return;
      }
      if (state.status === 'playing') silence();
      speakAt(fromVerse === undefined ? 0 : indexOfVerse(fromVerse));
    },
    pause() {
      if (state.status !== 'playing') return;
      silence();
      setState({ ...state, status: 'paused' });
    },
    resume,
    stop() {
      if (state.status === 'playing') silence();
      else generation += 1;
      if (state !== IDLE) setState(IDLE);
    },
    setRate(next) {
      if (next === rate) return;
      rate = next;
      if (state.status === 'playing') {
        silence();
        speakAt(indexOfVerse(state.verse));
      }
    },
    setVoice(next) {
      // Browsers hand out fresh voice objects when the list refreshes; the same voice is no change.
      const same = (next?.voiceURI ?? null) === (voice?.voiceURI ?? null);
      voice = next;
      if (same) return;
      if (state.status === 'playing') {
        silence();
        speakAt(indexOfVerse(state.verse));
      }
    },
  };
}
