let segmenter: Intl.Segmenter | undefined;

/**
 * One grapheme segmenter for the whole app (building one is not free). A grapheme boundary never
 * falls inside a surrogate pair, and it keeps an accent with its letter and an emoji sequence
 * whole, so text cut at one never shows a broken character.
 */
export function graphemeSegmenter(): Intl.Segmenter {
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  return segmenter;
}
