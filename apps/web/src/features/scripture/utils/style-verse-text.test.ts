import type { ChapterVerse } from '@manna/shared';
import { describe, expect, it } from 'vitest';
import {
  scanVerseText,
  splitFirstWord,
  styleChapterVerses,
  styleVerseText,
  type VerseSegment,
} from './style-verse-text';

const plain = { wordsOfJesus: false, emphasis: false, supplied: false, divineName: false };
const seg = (text: string, flags: Partial<Omit<VerseSegment, 'text'>> = {}): VerseSegment => ({
  text,
  ...plain,
  ...flags,
});

/** Compact view: the text of each run with its styles, for readable expectations. */
function runs(segments: VerseSegment[]): string[] {
  return segments.map(({ text, ...flags }) => {
    const marks = Object.entries(flags)
      .filter(([, on]) => on)
      .map(([name]) => name);
    return marks.length ? `${text} <${marks.join(',')}>` : text;
  });
}

describe('styleVerseText', () => {
  it('leaves plain text as a single plain run', () => {
    expect(styleVerseText('In the beginning God created the heaven and the earth.')).toEqual([
      seg('In the beginning God created the heaven and the earth.'),
    ]);
  });

  it('returns nothing for an empty verse', () => {
    expect(styleVerseText('')).toEqual([]);
  });

  it('marks curly-quoted speech as words of Jesus, quotes included', () => {
    const text =
      'Jesus answered him, “Most certainly, I tell you, unless one is born anew, he can’t see God’s Kingdom.”';
    expect(styleVerseText(text)).toEqual([
      seg('Jesus answered him, '),
      seg('“Most certainly, I tell you, unless one is born anew, he can’t see God’s Kingdom.”', {
        wordsOfJesus: true,
      }),
    ]);
  });

  it('treats straight double quotes as opening and closing in turn', () => {
    expect(runs(styleVerseText('He said, "Follow me." And they followed "at once".'))).toEqual([
      'He said, ',
      '"Follow me." <wordsOfJesus>',
      ' And they followed ',
      '"at once" <wordsOfJesus>',
      '.',
    ]);
  });

  it('keeps apostrophes and single quotes inside and outside speech untouched', () => {
    expect(
      runs(styleVerseText('Don’t marvel that I said to you, ‘You must be born anew.’')),
    ).toEqual(['Don’t marvel that I said to you, ‘You must be born anew.’']);
  });

  it('turns *word* into emphasis and drops the asterisks', () => {
    expect(styleVerseText('This is *my* beloved Son')).toEqual([
      seg('This is '),
      seg('my', { emphasis: true }),
      seg(' beloved Son'),
    ]);
  });

  it('keeps an unpaired asterisk as a literal character', () => {
    expect(styleVerseText('A footnote*')).toEqual([seg('A footnote*')]);
    expect(styleVerseText('5 * 3 is *fifteen')).toEqual([
      seg('5 '),
      seg(' 3 is ', { emphasis: true }),
      seg('fifteen'),
    ]);
  });

  it('turns [words] into supplied words and drops the brackets', () => {
    expect(styleVerseText('The LORD [is] my shepherd; I shall not want.')).toEqual([
      seg('The '),
      seg('LORD', { divineName: true }),
      seg(' '),
      seg('is', { supplied: true }),
      seg(' my shepherd; I shall not want.'),
    ]);
  });

  it('keeps unpaired brackets as literal characters', () => {
    expect(styleVerseText('an open [bracket')).toEqual([seg('an open [bracket')]);
    expect(styleVerseText('a close] bracket')).toEqual([seg('a close] bracket')]);
  });

  it('finds every LORD, with a possessive, but not inside other words or LORDS', () => {
    expect(
      runs(styleVerseText("the LORD'S house; the LORD’s name; LORD OF LORDS; LORDLY")),
    ).toEqual([
      'the ',
      "LORD'S <divineName>",
      ' house; the ',
      'LORD’s <divineName>',
      ' name; ',
      'LORD <divineName>',
      ' OF LORDS; LORDLY',
    ]);
    expect(runs(styleVerseText('the Lord GOD and the lord of the house'))).toEqual([
      'the Lord GOD and the lord of the house',
    ]);
  });

  it('combines styles: LORD and supplied words inside a quotation', () => {
    expect(runs(styleVerseText('He said, “The LORD [is] *near*.”'))).toEqual([
      'He said, ',
      '“The  <wordsOfJesus>',
      'LORD <wordsOfJesus,divineName>',
      '  <wordsOfJesus>',
      'is <wordsOfJesus,supplied>',
      '  <wordsOfJesus>',
      'near <wordsOfJesus,emphasis>',
      '.” <wordsOfJesus>',
    ]);
  });

  it('handles a bracketed LORD', () => {
    expect(runs(styleVerseText('[LORD]'))).toEqual(['LORD <supplied,divineName>']);
  });

  it('continues a quotation carried in from an earlier verse', () => {
    expect(
      runs(styleVerseText(' That which is born of the flesh is flesh.', { inQuote: true })),
    ).toEqual([' That which is born of the flesh is flesh. <wordsOfJesus>']);
  });

  it('treats text before a lone closing quote as the end of an earlier quotation', () => {
    expect(
      runs(styleVerseText('So is everyone who is born of the Spirit.” Then he left.')),
    ).toEqual(['So is everyone who is born of the Spirit.” <wordsOfJesus>', ' Then he left.']);
  });

  it('reports whether a quotation is still open at the end', () => {
    expect(scanVerseText('Jesus answered, “Most certainly I tell you,').endsInQuote).toBe(true);
    expect(scanVerseText('“Come and see.”').endsInQuote).toBe(false);
    expect(scanVerseText('no speech at all').endsInQuote).toBe(false);
    expect(scanVerseText('still speaking', true).endsInQuote).toBe(true);
  });

  it('is total: any input yields runs whose text is the input without markup', () => {
    const samples = ['*', '**', '[]', '][', '“', '”', '"', '*[a*]b', 'LORD*LORD*', '[[x]]'];
    for (const sample of samples) {
      const joined = styleVerseText(sample)
        .map((segment) => segment.text)
        .join('');
      expect(joined.length).toBeLessThanOrEqual(sample.length);
      for (const char of joined) expect(sample).toContain(char);
    }
  });
});

describe('styleChapterVerses', () => {
  const verse = (n: number, text: string, extra: Partial<ChapterVerse> = {}): ChapterVerse => ({
    verse: n,
    text,
    ...extra,
  });

  it('carries a quotation across verses of one paragraph (WEB John 3:5-8)', () => {
    const styled = styleChapterVerses([
      verse(5, 'Jesus answered, “Most certainly I tell you, unless one is born of water', {
        paragraph: true,
      }),
      verse(6, 'That which is born of the flesh is flesh.'),
      verse(7, 'So is everyone who is born of the Spirit.”'),
      verse(8, 'Nicodemus answered him.'),
    ]);
    expect(styled.map(runs)).toEqual([
      [
        'Jesus answered, ',
        '“Most certainly I tell you, unless one is born of water <wordsOfJesus>',
      ],
      ['That which is born of the flesh is flesh. <wordsOfJesus>'],
      ['So is everyone who is born of the Spirit.” <wordsOfJesus>'],
      ['Nicodemus answered him.'],
    ]);
  });

  it('does not carry a quotation into a new paragraph or past a heading', () => {
    const styled = styleChapterVerses([
      verse(1, '“An unclosed quotation'),
      verse(2, 'A new paragraph', { paragraph: true }),
      verse(3, '“Open again'),
      verse(4, 'After a heading', { heading: 'BETH' }),
    ]);
    expect(styled.map(runs)).toEqual([
      ['“An unclosed quotation <wordsOfJesus>'],
      ['A new paragraph'],
      ['“Open again <wordsOfJesus>'],
      ['After a heading'],
    ]);
  });

  it('gives omitted verses no runs and carries the quotation past them', () => {
    const styled = styleChapterVerses([
      verse(36, 'He said, “Look, here is water.'),
      verse(37, '', { omitted: true }),
      verse(38, 'Come down.”'),
    ]);
    expect(styled[1]).toEqual([]);
    expect(runs(styled[2] ?? [])).toEqual(['Come down.” <wordsOfJesus>']);
  });
});

describe('splitFirstWord', () => {
  it('takes the first word and leaves the rest from the space that ends it', () => {
    expect(splitFirstWord([seg('Jesus wept.')])).toEqual({
      firstWord: [seg('Jesus')],
      rest: [seg(' wept.')],
    });
  });

  it('keeps a first word that spans styled runs together, styles and all', () => {
    const segments = [
      seg('“', { wordsOfJesus: true }),
      seg('LORD', { divineName: true, wordsOfJesus: true }),
      seg('’s word.”', { wordsOfJesus: true }),
    ];
    expect(splitFirstWord(segments)).toEqual({
      firstWord: [
        seg('“', { wordsOfJesus: true }),
        seg('LORD', { divineName: true, wordsOfJesus: true }),
        seg('’s', { wordsOfJesus: true }),
      ],
      rest: [seg(' word.”', { wordsOfJesus: true })],
    });
  });

  it('gives the whole verse as the first word when it is one word, and nothing for no text', () => {
    expect(splitFirstWord([seg('Amen.')])).toEqual({ firstWord: [seg('Amen.')], rest: [] });
    expect(splitFirstWord([])).toEqual({ firstWord: [], rest: [] });
  });

  it('loses no character', () => {
    const segments = styleVerseText('And God said, “Let there be light”: and there was light.');
    const { firstWord, rest } = splitFirstWord(segments);
    expect([...firstWord, ...rest].map((segment) => segment.text).join('')).toBe(
      segments.map((segment) => segment.text).join(''),
    );
  });
});
