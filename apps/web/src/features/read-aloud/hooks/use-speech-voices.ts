import { useEffect, useState } from 'react';
import { sortVoices } from '../utils/voices';

/** The browser's speech engine, or null where there is none (say so rather than fail). */
export function getSpeechSynthesis(): SpeechSynthesis | null {
  if (typeof window === 'undefined') return null;
  if (!('speechSynthesis' in window) || typeof window.SpeechSynthesisUtterance !== 'function') {
    return null;
  }
  return window.speechSynthesis;
}

/** Voices, English first. Chrome lists none until 'voiceschanged' fires, so keep listening. */
export function useSpeechVoices(synth: SpeechSynthesis | null): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() =>
    synth ? sortVoices(synth.getVoices()) : [],
  );
  useEffect(() => {
    if (!synth) return;
    const update = () => setVoices(sortVoices(synth.getVoices()));
    update();
    synth.addEventListener('voiceschanged', update);
    return () => synth.removeEventListener('voiceschanged', update);
  }, [synth]);
  return voices;
}
