/** Chapter titles keyed by book name; index = chapter - 1. */
export type ChapterTitleTable = Readonly<Record<string, readonly string[]>>;

/** A chapter's title from `titles`, falling back to book plus chapter, e.g. 'Jude 2'. */
export function chapterTitleFrom(titles: ChapterTitleTable, book: string, chapter: number): string {
  // Object.hasOwn keeps 'constructor' and friends from reading the prototype.
  const bookTitles = Object.hasOwn(titles, book) ? titles[book] : undefined;
  const title = Number.isInteger(chapter) ? bookTitles?.[chapter - 1] : undefined;
  return title ?? `${book} ${chapter}`;
}
