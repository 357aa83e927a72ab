import type { PersonalSearchTarget } from '@manna/shared';
import { paths } from '@/config/paths';

/** Where a result opens (docs/product/search.md#the-results). */
export function targetHref(target: PersonalSearchTarget): string {
  switch (target.screen) {
    case 'chapter':
      return paths.app.bibleChapter.getHref(target.book, target.chapter, { verse: target.verse });
    case 'journal':
      return paths.app.journalItem.getHref(target.id);
    case 'prayer':
      return paths.app.prayer.getHref(target.id);
    case 'testimony':
      return paths.app.testimony.getHref(target.id);
    case 'notes':
      return paths.app.reading.getHref('notes');
    case 'bookmarks':
      return paths.app.reading.getHref('saved');
  }
}
