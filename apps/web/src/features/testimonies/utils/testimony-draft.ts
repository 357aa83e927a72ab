import { JOURNAL_TITLE_MAX_LENGTH, type Prayer } from '@manna/shared';

/** Where a new testimony starts: blank, or the words of the prayer it tells about. */
export interface TestimonyDraft {
  title: string;
  content: string;
  prayer_id: string | null;
  /** The prayer's title, to say where the testimony comes from. */
  prayer_title: string | null;
}

export const BLANK_TESTIMONY_DRAFT: TestimonyDraft = {
  title: '',
  content: '',
  prayer_id: null,
  prayer_title: null,
};

/**
 * A testimony started from a prayer ('Share a testimony' on an answered prayer): the prayer's
 * title, what was asked and how God answered, for the member to tell in their own words.
 */
export function testimonyDraftFromPrayer(prayer: Prayer): TestimonyDraft {
  const parts = [`I prayed: ${prayer.content}`];
  if (prayer.answer_details) parts.push(`How God answered: ${prayer.answer_details}`);
  return {
    title: prayer.title.slice(0, JOURNAL_TITLE_MAX_LENGTH),
    content: parts.join('\n\n'),
    prayer_id: prayer.id,
    prayer_title: prayer.title,
  };
}
