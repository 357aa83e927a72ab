import { JOURNAL_TITLE_MAX_LENGTH } from '@manna/shared';
import { describe, expect, it } from 'vitest';
import { makeAnsweredPrayer } from '../testing/testimony-fixtures';
import { testimonyDraftFromPrayer } from './testimony-draft';

const prayer = makeAnsweredPrayer({ content: 'Strengthen her through the treatment.' });

describe('testimonyDraftFromPrayer', () => {
  it('tells what was asked and how God answered, linked to the prayer', () => {
    expect(testimonyDraftFromPrayer(prayer)).toEqual({
      title: 'Healing for Mum',
      content:
        'I prayed: Strengthen her through the treatment.\n\nHow God answered: The scan was clear.',
      prayer_id: 'p-mum',
      prayer_title: 'Healing for Mum',
    });
  });

  it('leaves out the answer when none was written', () => {
    expect(testimonyDraftFromPrayer({ ...prayer, answer_details: null }).content).toBe(
      'I prayed: Strengthen her through the treatment.',
    );
  });

  it('keeps the title within the limit', () => {
    const long = 'x'.repeat(JOURNAL_TITLE_MAX_LENGTH + 10);
    expect(testimonyDraftFromPrayer({ ...prayer, title: long }).title).toHaveLength(
      JOURNAL_TITLE_MAX_LENGTH,
    );
  });
});
