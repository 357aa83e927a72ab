export type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang' | 'default' | 'voiceURI'>;

export function isEnglishVoice(voice: VoiceLike): boolean {
  return /^en(?:[-_]|$)/i.test(voice.lang);
}

/**
 * English voices first (scripture here is English), the browser's default first within each
 * group; otherwise the browser's order, which usually lists local voices before network ones.
 */
export function sortVoices<V extends VoiceLike>(voices: readonly V[]): V[] {
  const rank = (voice: V) => (isEnglishVoice(voice) ? 0 : 2) + (voice.default ? 0 : 1);
  return voices
    .map((voice, index) => ({ voice, index }))
    .sort((a, b) => rank(a.voice) - rank(b.voice) || a.index - b.index)
    .map(({ voice }) => voice);
}

/** The remembered voice if it is still offered, else the first English voice, else the first. */
export function pickVoice<V extends VoiceLike>(
  sorted: readonly V[],
  rememberedUri: string | null,
): V | null {
  return sorted.find((voice) => voice.voiceURI === rememberedUri) ?? sorted[0] ?? null;
}

export function voiceLabel(voice: VoiceLike): string {
  return `${voice.name} (${voice.lang})`;
}
