import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSpeechSynthesis, FakeUtterance } from '../testing/fake-speech-synthesis';
import { createSpeechQueue, type SpeechItem } from './speech-queue';

const verses: SpeechItem[] = [
  { verse: 1, text: 'In the beginning was the Word.' },
  { verse: 2, text: 'The same was in the beginning with God.' },
  { verse: 3, text: 'All things were made by him.' },
];

function setup() {
  const fake = createFakeSpeechSynthesis();
  // The browser's globals are swapped for the fakes, so the queue is built exactly as the app builds it.
  vi.stubGlobal('speechSynthesis', fake.synth);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  const queue = createSpeechQueue({
    synth: window.speechSynthesis,
    createUtterance: (text) => new SpeechSynthesisUtterance(text),
  });
  const seen: (number | null)[] = [];
  queue.subscribe(() => seen.push(queue.getState().verse));
  queue.setItems(verses);
  return { fake, queue, seen };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createSpeechQueue', () => {
  it('reads one verse at a time and ends idle', () => {
    const { fake, queue } = setup();
    queue.play();
    expect(queue.getState()).toEqual({ status: 'playing', verse: 1, error: null });
    expect(fake.spoken.map((u) => u.text)).toEqual(['In the beginning was the Word.']);

    fake.finishCurrent();
    expect(queue.getState().verse).toBe(2);
    fake.finishCurrent();
    expect(queue.getState().verse).toBe(3);
    fake.finishCurrent();

    expect(queue.getState()).toEqual({ status: 'idle', verse: null, error: null });
    expect(fake.spoken).toHaveLength(3);
    expect(fake.current).toBeNull();
  });

  it('starts from a chosen verse', () => {
    const { fake, queue } = setup();
    queue.play(2);
    expect(queue.getState().verse).toBe(2);
    expect(fake.current?.text).toBe(verses[1]?.text);
  });

  it('pauses by silencing the verse and resumes it from its start', () => {
    const { fake, queue } = setup();
    queue.play();
    fake.finishCurrent();
    queue.pause();
    expect(queue.getState()).toEqual({ status: 'paused', verse: 2, error: null });
    expect(fake.current).toBeNull();

    queue.resume();
    expect(queue.getState()).toEqual({ status: 'playing', verse: 2, error: null });
    expect(fake.spoken.map((u) => u.text)).toEqual([
      verses[0]?.text,
      verses[1]?.text,
      verses[1]?.text,
    ]);
    // Play while paused also resumes rather than starting over.
    queue.pause();
    queue.play();
    expect(queue.getState().verse).toBe(2);
  });

  it('ignores the end of an utterance it cancelled', () => {
    const { fake, queue } = setup();
    queue.play();
    const first = fake.current;
    queue.pause();
    // Safari reports a cancelled utterance as ended; that must not move on to verse 2.
    first?.onend?.({ utterance: first });
    expect(queue.getState()).toEqual({ status: 'paused', verse: 1, error: null });
    expect(fake.spoken).toHaveLength(1);
  });

  it('stops and forgets the place', () => {
    const { fake, queue } = setup();
    queue.play();
    fake.finishCurrent();
    queue.stop();
    expect(queue.getState()).toEqual({ status: 'idle', verse: null, error: null });
    expect(fake.current).toBeNull();
    queue.play();
    expect(queue.getState().verse).toBe(1);
  });

  it('applies a new speed or voice at once by re-reading the current verse', () => {
    const { fake, queue } = setup();
    queue.play();
    fake.finishCurrent();
    queue.setRate(1.5);
    expect(fake.current?.text).toBe(verses[1]?.text);
    expect(fake.current?.rate).toBe(1.5);

    const voice: SpeechSynthesisVoice = {
      name: 'Daniel',
      lang: 'en-GB',
      default: false,
      localService: true,
      voiceURI: 'daniel',
    };
    queue.setVoice(voice);
    expect(fake.current?.voice).toBe(voice);
    expect(fake.current?.lang).toBe('en-GB');
    expect(fake.current?.rate).toBe(1.5);
    expect(queue.getState().verse).toBe(2);

    // The same voice handed out again (the voice list refreshed) does not restart the verse.
    expect(fake.spoken).toHaveLength(4);
    queue.setVoice({ ...voice });
    expect(fake.spoken).toHaveLength(4);

    fake.finishCurrent();
    expect(fake.current?.rate).toBe(1.5);
    expect(queue.getState().verse).toBe(3);
  });

  it('keeps a new speed for later without speaking when idle or paused', () => {
    const { fake, queue } = setup();
    queue.setRate(0.75);
    expect(fake.spoken).toHaveLength(0);
    queue.play();
    expect(fake.current?.rate).toBe(0.75);
    expect(fake.current?.lang).toBe('en');
    queue.pause();
    queue.setRate(1.25);
    expect(fake.spoken).toHaveLength(1);
    queue.resume();
    expect(fake.current?.rate).toBe(1.25);
  });

  it('stops with the reason when the speech engine fails', () => {
    const { fake, queue } = setup();
    queue.play();
    fake.failCurrent('synthesis-failed');
    expect(queue.getState()).toEqual({ status: 'idle', verse: null, error: 'synthesis-failed' });
    queue.play();
    expect(queue.getState().error).toBeNull();
  });

  it('stops when the chapter changes', () => {
    const { fake, queue } = setup();
    queue.play();
    queue.setItems([{ verse: 1, text: 'Blessed is the man.' }]);
    expect(queue.getState().status).toBe('idle');
    expect(fake.current).toBeNull();
    queue.play();
    expect(fake.current?.text).toBe('Blessed is the man.');
  });

  it('notifies subscribers of each verse', () => {
    const { fake, queue, seen } = setup();
    queue.play();
    fake.finishCurrent();
    fake.finishCurrent();
    fake.finishCurrent();
    expect(seen).toEqual([1, 2, 3, null]);
  });
});
