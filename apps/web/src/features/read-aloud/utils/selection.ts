import {
  type Chapter,
  DEFAULT_READING_TRANSLATION,
  findBookByCode,
  isTranslationId,
  plainVerseText,
  type TranslationId,
} from '@manna/shared';
import type { SpeechItem } from './speech-queue';

export interface ReadAloudSelection {
  translation: TranslationId;
  /** Three-letter book code, e.g. JHN. */
  book: string;
  chapter: number;
}

export const DEFAULT_SELECTION: ReadAloudSelection = {
  translation: DEFAULT_READING_TRANSLATION,
  book: 'JHN',
  chapter: 1,
};

/** Reads `?book=JHN&chapter=3&translation=kjv`; anything missing or unknown falls back to John 1 (KJV). */
export function parseSelection(params: URLSearchParams): ReadAloudSelection {
  const translationParam = params.get('translation')?.toLowerCase() ?? '';
  const translation = isTranslationId(translationParam)
    ? translationParam
    : DEFAULT_SELECTION.translation;
  const book = findBookByCode(params.get('book') ?? '');
  if (!book) return { ...DEFAULT_SELECTION, translation };
  const chapter = Number(params.get('chapter') ?? '1');
  const valid = Number.isInteger(chapter) && chapter >= 1 && chapter <= book.chapters;
  return { translation, book: book.code, chapter: valid ? chapter : 1 };
}

export function selectionSearch({ translation, book, chapter }: ReadAloudSelection): string {
  return new URLSearchParams({ book, chapter: String(chapter), translation }).toString();
}

/** The verses to speak, as plain text; omitted and empty verses are skipped. */
export function chapterSpeechItems(chapter: Pick<Chapter, 'verses'> | undefined): SpeechItem[] {
  if (!chapter) return [];
  return chapter.verses.flatMap((verse) => {
    const text = plainVerseText(verse.text).trim();
    return verse.omitted || text === '' ? [] : [{ verse: verse.verse, text }];
  });
}
