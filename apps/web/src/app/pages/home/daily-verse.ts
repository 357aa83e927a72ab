export interface Verse {
  reference: string;
  text: string;
}

// King James Version (public domain), quoted verbatim.
export const DAILY_VERSES: readonly Verse[] = [
  {
    reference: 'John 6:35',
    text: 'And Jesus said unto them, I am the bread of life: he that cometh to me shall never hunger; and he that believeth on me shall never thirst.',
  },
  {
    reference: 'Psalm 119:105',
    text: 'Thy word is a lamp unto my feet, and a light unto my path.',
  },
  {
    reference: 'Psalm 118:24',
    text: 'This is the day which the LORD hath made; we will rejoice and be glad in it.',
  },
  {
    reference: 'Matthew 11:28',
    text: 'Come unto me, all ye that labour and are heavy laden, and I will give you rest.',
  },
  {
    reference: 'Isaiah 40:31',
    text: 'But they that wait upon the LORD shall renew their strength; they shall mount up with wings as eagles; they shall run, and not be weary; and they shall walk, and not faint.',
  },
  {
    reference: 'Proverbs 3:5-6',
    text: 'Trust in the LORD with all thine heart; and lean not unto thine own understanding. In all thy ways acknowledge him, and he shall direct thy paths.',
  },
];

/** The same verse all day for a member, changing at their local midnight. */
export function getDailyVerse(date: Date, timeZone?: string | null): Verse {
  let dayKey: string;
  try {
    dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? undefined }).format(date);
  } catch {
    dayKey = new Intl.DateTimeFormat('en-CA').format(date);
  }
  const dayNumber = Math.floor(Date.parse(`${dayKey}T00:00:00Z`) / 86_400_000);
  const index = ((dayNumber % DAILY_VERSES.length) + DAILY_VERSES.length) % DAILY_VERSES.length;
  return DAILY_VERSES[index] ?? DAILY_VERSES[0] ?? { reference: '', text: '' };
}
