import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { graphemeSegmenter } from './graphemes';
import {
  WRITING_HEADING_ELLIPSIS,
  WRITING_HEADING_MAX_LENGTH,
  writingHeading,
} from './writing-heading';

const graphemesOf = (text: string) => [...graphemeSegmenter().segment(text)].map((g) => g.segment);
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

describe('writingHeading', () => {
  it('keeps a title as it is, and leaves the whole content to follow it', () => {
    expect(writingHeading('  Morning thanks ', '  Thank you for the rain.\n')).toEqual({
      heading: 'Morning thanks',
      rest: 'Thank you for the rain.',
    });
  });

  it('draws the heading from the content when the title is missing or blank', () => {
    for (const title of [null, undefined, '', '   ']) {
      expect(writingHeading(title, 'Pray for Mum’s surgery').heading).toBe(
        'Pray for Mum’s surgery',
      );
    }
  });

  it('takes a short first line whole, without an ellipsis, and leaves the lines after it', () => {
    expect(writingHeading(null, '\n  Thank you, Lord  \n\nFor the rain\r\nand the sun')).toEqual({
      heading: 'Thank you, Lord',
      rest: 'For the rain\r\nand the sun',
    });
    expect(writingHeading(null, 'Grace upon grace')).toEqual({
      heading: 'Grace upon grace',
      rest: '',
    });
  });

  it('folds runs of spaces and tabs in the first line', () => {
    expect(writingHeading(null, 'Be \t still   and know').heading).toBe('Be still and know');
  });

  it('stops a long first line at a word boundary, drops the hanging comma and adds an ellipsis', () => {
    const content =
      'Lord, thank you for the rain that came this morning, and for the harvest it will bring.';
    const { heading, rest } = writingHeading(null, content);
    expect(heading).toBe('Lord, thank you for the rain that came this…');
    expect(graphemesOf(heading).length).toBeLessThanOrEqual(WRITING_HEADING_MAX_LENGTH);
    // A heading cut short only names the text: all of it follows.
    expect(rest).toBe(content);
    expect(writingHeading(null, 'Lord, thank you, and more', 17).heading).toBe('Lord, thank you…');
  });

  it('never ends inside a word when a word boundary keeps at least half of the room', () => {
    expect(writingHeading(null, 'In the beginning was the Word', 12).heading).toBe('In the…');
    expect(writingHeading(null, 'Jesus wept. And then', 13).heading).toBe('Jesus wept…');
  });

  it('cuts inside a word only when the words would leave too little', () => {
    expect(writingHeading(null, 'Supercalifragilistic expialidocious', 10).heading).toBe(
      `Supercali${WRITING_HEADING_ELLIPSIS}`,
    );
    expect(writingHeading(null, 'I antidisestablishmentarianism', 10).heading).toBe('I antidis…');
  });

  it('keeps a closing quote or bracket with its word', () => {
    expect(writingHeading(null, 'He said “peace” and then went on his way home', 18).heading).toBe(
      'He said “peace”…',
    );
  });

  it('never splits an accented letter, a flag or an emoji family', () => {
    const accented = 'e\u0301'.repeat(30);
    const accentedHeading = writingHeading(null, accented, 10).heading;
    expect(accentedHeading).toBe(`${'e\u0301'.repeat(9)}…`);
    const family = '👨‍👩‍👧';
    expect(writingHeading(null, `${family}🇬🇧`.repeat(10), 5).heading).toBe(
      `${family}🇬🇧${family}🇬🇧…`,
    );
  });

  it('counts in graphemes, not UTF-16 units: emoji take no more room than letters', () => {
    const praying = '🙏 '.repeat(6).trim();
    expect(writingHeading(null, praying, 11).heading).toBe(praying);
  });

  it('breaks between words in text written without spaces', () => {
    const { heading } = writingHeading(null, '神愛世人，甚至將他的獨生子賜給他們', 8);
    expect(heading.endsWith(WRITING_HEADING_ELLIPSIS)).toBe(true);
    expect(graphemesOf(heading).length).toBeLessThanOrEqual(8);
    expect('神愛世人，甚至將他的獨生子賜給他們'.startsWith(heading.slice(0, -1))).toBe(true);
  });

  it('answers an empty heading for blank content, and refuses a length with no room', () => {
    expect(writingHeading(null, ' \n\t ')).toEqual({ heading: '', rest: '' });
    expect(() => writingHeading(null, 'text', 1)).toThrow(RangeError);
    expect(() => writingHeading(null, 'text', 2.5)).toThrow(RangeError);
  });

  it('is always a prefix of the first line, within the length, never a broken character', () => {
    const piece = fc.constantFrom('a', 'bc', ' ', '\n', ',', '🙏', 'e\u0301', '👨‍👩‍👧', '🇬🇧', '神');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 80 }).map((pieces) => pieces.join('')),
        fc.integer({ min: 2, max: 60 }),
        (content, maxLength) => {
          const { heading, rest } = writingHeading(null, content, maxLength);
          const [line = '', ...after] = content.trim().split('\n');
          const firstLine = line.replace(/\s+/g, ' ').trim();
          const cut = heading.endsWith(WRITING_HEADING_ELLIPSIS);
          const words = cut ? heading.slice(0, -1) : heading;
          expect(graphemesOf(heading).length).toBeLessThanOrEqual(maxLength);
          expect(LONE_SURROGATE.test(heading)).toBe(false);
          expect(firstLine.startsWith(words)).toBe(true);
          // Every grapheme kept is one of the line's own graphemes.
          expect(graphemesOf(firstLine).slice(0, graphemesOf(words).length).join('')).toBe(words);
          // Nothing is shown twice or lost: the lines after a whole first line, else everything.
          if (!cut) expect(words).toBe(firstLine);
          expect(rest).toBe(cut ? content.trim() : after.join('\n').trim());
        },
      ),
    );
  });
});
