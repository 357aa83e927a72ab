import { findBookByName, type PlanChapter } from '@manna/shared';

/** 'John 3': the chapter heading (docs/product/reading-plans.md#today-tab). */
export function chapterHeading(chapter: Pick<PlanChapter, 'book' | 'chapter'>): string {
  return `${chapter.book} ${chapter.chapter}`;
}

/**
 * The chapter's own title, unless it only repeats the heading
 * (docs/product/reading-plans.md#plans).
 */
export function chapterSubtitle(chapter: PlanChapter): string | null {
  const title = chapter.title.trim();
  return title && title !== chapterHeading(chapter) ? title : null;
}

/** The USFM code the scripture panel wants; plan chapters carry the book's name. */
export function bookCodeOf(chapter: Pick<PlanChapter, 'book'>): string {
  return findBookByName(chapter.book)?.code ?? chapter.book;
}

/** 'Start the New Testament Reading Plan', 'Start The Gospels in 30 Days'. */
export function startPlanLabel(title: string): string {
  return /^the\s/i.test(title) ? `Start ${title}` : `Start the ${title}`;
}
