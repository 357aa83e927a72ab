import { useCallback, useState } from 'react';
import { SPEECH_RATES, type SpeechRate } from '../utils/speech-queue';

// Remembered on this device, like dark mode.
const RATE_KEY = 'readAloudRate';
const VOICE_KEY = 'readAloudVoice';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}

function parseRate(value: string | null): SpeechRate {
  return SPEECH_RATES.find((rate) => String(rate) === value) ?? 1;
}

export function useReadAloudPreferences() {
  const [rate, setRateState] = useState<SpeechRate>(() => parseRate(read(RATE_KEY)));
  const [voiceUri, setVoiceUriState] = useState<string | null>(() => read(VOICE_KEY));

  const setRate = useCallback((next: SpeechRate) => {
    setRateState(next);
    write(RATE_KEY, String(next));
  }, []);
  const setVoiceUri = useCallback((next: string) => {
    setVoiceUriState(next);
    write(VOICE_KEY, next);
  }, []);

  return { rate, setRate, voiceUri, setVoiceUri };
}
