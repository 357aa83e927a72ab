import { describe, expect, it } from 'vitest';
import { isEnglishVoice, pickVoice, sortVoices, type VoiceLike, voiceLabel } from './voices';

const voice = (name: string, lang: string, isDefault = false): VoiceLike => ({
  name,
  lang,
  default: isDefault,
  voiceURI: `uri:${name}`,
});

describe('voices', () => {
  const french = voice('Amélie', 'fr-FR', true);
  const german = voice('Anna', 'de-DE');
  const british = voice('Daniel', 'en-GB');
  const american = voice('Samantha', 'en-US');
  const defaultEnglish = voice('Karen', 'en_AU', true);

  it('recognises English voices by language tag', () => {
    expect(isEnglishVoice(british)).toBe(true);
    expect(isEnglishVoice(defaultEnglish)).toBe(true);
    expect(isEnglishVoice(voice('Plain', 'en'))).toBe(true);
    expect(isEnglishVoice(french)).toBe(false);
    expect(isEnglishVoice(voice('Basque', 'eu-ES'))).toBe(false);
  });

  it('lists English voices first, the default first within each group', () => {
    expect(sortVoices([french, german, british, american, defaultEnglish])).toEqual([
      defaultEnglish,
      british,
      american,
      french,
      german,
    ]);
  });

  it('picks the remembered voice, else the first in order', () => {
    const sorted = sortVoices([french, british, american]);
    expect(pickVoice(sorted, 'uri:Samantha')).toBe(american);
    expect(pickVoice(sorted, 'uri:Gone')).toBe(british);
    expect(pickVoice(sorted, null)).toBe(british);
    expect(pickVoice([], null)).toBeNull();
  });

  it('labels a voice with its language', () => {
    expect(voiceLabel(british)).toBe('Daniel (en-GB)');
  });
});
