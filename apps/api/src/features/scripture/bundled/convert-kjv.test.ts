import { describe, expect, it } from 'vitest';
import { convertKjv, type KjvLayoutEntry, type KjvVerses } from './convert-kjv';

// Shaped like kjv/json/verses-1769.json and layout-1769.json.
function kjv(verses: KjvVerses, layout: KjvLayoutEntry[]) {
  return convertKjv(verses, layout, '1.0.0');
}

/** Layout and text for chapters first..last of a book, one placeholder verse each. */
function placeholderChapters(name: string, first: number, last: number) {
  const verses: Record<string, string> = {};
  const layout: KjvLayoutEntry[] = [];
  for (let chapter = first; chapter <= last; chapter += 1) {
    verses[`${name} ${chapter}:1`] = 'Text.';
    layout.push(['CHAPTER', chapter], ['VERSE', `${name} ${chapter}:1`]);
  }
  return { verses, layout };
}

describe('convertKjv', () => {
  it('converts verses, turning "# " into a paragraph start and keeping [italics]', () => {
    const bible = kjv(
      {
        'Genesis 1:1': 'In the beginning God created the heaven and the earth.',
        'Genesis 1:2':
          'And the earth was without form, and void; and darkness [was] upon the deep.',
        'Genesis 1:3': '# And God said, Let there be light:  and there was light.',
        'Genesis 2:1': 'Thus the heavens and the earth were finished.',
      },
      [
        ['TXT', 'THE HOLY BIBLE'],
        ['BOOK', 'Genesis'],
        ['CHAPTER', 1],
        ['VERSE', 'Genesis 1:1'],
        ['VERSE', 'Genesis 1:2'],
        ['PARAGRAPH'],
        ['VERSE', 'Genesis 1:3'],
        ['CHAPTER', 2],
        ['VERSE', 'Genesis 2:1'],
      ],
    );

    expect(bible).toEqual({
      translation: 'kjv',
      version: '1.0.0',
      books: {
        GEN: [
          {
            book: 'GEN',
            chapter: 1,
            verses: [
              { verse: 1, text: 'In the beginning God created the heaven and the earth.' },
              {
                verse: 2,
                text: 'And the earth was without form, and void; and darkness [was] upon the deep.',
              },
              {
                verse: 3,
                text: 'And God said, Let there be light: and there was light.',
                paragraph: true,
              },
            ],
          },
          {
            book: 'GEN',
            chapter: 2,
            verses: [{ verse: 1, text: 'Thus the heavens and the earth were finished.' }],
          },
        ],
      },
    });
  });

  it('files "Solomon\'s Song" under SNG', () => {
    const bible = kjv({ "Solomon's Song 1:1": "The song of songs, which [is] Solomon's." }, [
      ['BOOK', "Solomon's Song"],
      ['CHAPTER', 1],
      ['VERSE', "Solomon's Song 1:1"],
    ]);

    expect(Object.keys(bible.books)).toEqual(['SNG']);
    expect(bible.books.SNG?.[0]?.verses[0]?.text).toBe("The song of songs, which [is] Solomon's.");
  });

  it('takes Psalm titles and Psalm 119 letters from the layout', () => {
    const before = placeholderChapters('Psalms', 1, 118);
    const bible = kjv(
      {
        ...before.verses,
        'Psalms 119:1': 'Blessed [are] the undefiled in the way.',
        'Psalms 119:2': 'Blessed [are] they that keep his testimonies.',
        'Psalms 120:1': 'In my distress I cried unto the LORD.',
      },
      [
        ['BOOK', 'Psalms'],
        ...before.layout.slice(0, 2),
        ['CHAPTER', 2],
        ['TXT', '[A Psalm] of David.'],
        ...before.layout.slice(3),
        ['CHAPTER', 119],
        ['TXT', 'ALEPH.'],
        ['VERSE', 'Psalms 119:1'],
        ['TXT', 'BETH.'],
        ['VERSE', 'Psalms 119:2'],
        ['CHAPTER', 120],
        ['TXT', 'A Song of degrees.'],
        ['VERSE', 'Psalms 120:1'],
      ],
    );
    const psalms = bible.books.PSA ?? [];

    expect(psalms).toHaveLength(120);
    expect(psalms[0]?.title).toBeUndefined();
    expect(psalms[1]?.title).toBe('[A Psalm] of David.');
    expect(psalms[118]?.title).toBeUndefined();
    expect(psalms[118]?.verses).toEqual([
      { verse: 1, text: 'Blessed [are] the undefiled in the way.', heading: 'ALEPH' },
      { verse: 2, text: 'Blessed [are] they that keep his testimonies.', heading: 'BETH' },
    ]);
    expect(psalms[119]?.title).toBe('A Song of degrees.');
  });

  it('drops the front matter, epistle subscriptions and testament title pages', () => {
    const bible = kjv(
      {
        'Romans 1:1': 'Paul, a servant of Jesus Christ.',
        '1 Corinthians 1:1': 'Paul, called [to be] an apostle.',
      },
      [
        ['TXT', 'THE TRANSLATORS TO THE READER'],
        ['BOOK', 'Romans'],
        ['CHAPTER', 1],
        ['VERSE', 'Romans 1:1'],
        ['TXT', '# Written to the Romans from Corinthus, [and sent] by Phebe.'],
        ['BOOK', '1 Corinthians'],
        ['CHAPTER', 1],
        ['VERSE', '1 Corinthians 1:1'],
        ['TXT', 'THE END'],
      ],
    );

    expect(bible.books).toEqual({
      ROM: [
        {
          book: 'ROM',
          chapter: 1,
          verses: [{ verse: 1, text: 'Paul, a servant of Jesus Christ.' }],
        },
      ],
      '1CO': [
        {
          book: '1CO',
          chapter: 1,
          verses: [{ verse: 1, text: 'Paul, called [to be] an apostle.' }],
        },
      ],
    });
  });

  it('rejects unknown books, gaps and verses the layout leaves out', () => {
    expect(() => kjv({}, [['BOOK', 'Song of Songs']])).toThrow('unknown book name "Song of Songs"');
    expect(() =>
      kjv({ 'Jude 1:1': 'Jude.', 'Jude 1:3': 'Beloved.' }, [
        ['BOOK', 'Jude'],
        ['CHAPTER', 1],
        ['VERSE', 'Jude 1:1'],
        ['VERSE', 'Jude 1:3'],
      ]),
    ).toThrow('JUD 1:3 comes after verse 1; expected 2.');
    expect(() =>
      kjv({}, [
        ['BOOK', 'Jude'],
        ['CHAPTER', 2],
      ]),
    ).toThrow('JUD 2 comes after chapter 0; expected 1.');
    expect(() =>
      kjv({ 'Jude 1:1': 'Jude.', 'Jude 1:2': 'Mercy.' }, [
        ['BOOK', 'Jude'],
        ['CHAPTER', 1],
        ['VERSE', 'Jude 1:1'],
      ]),
    ).toThrow('the layout places 1 of the 2 verses');
  });
});
