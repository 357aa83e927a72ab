import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOK_ALIASES, normalizeBookName, resolveBook } from './book-aliases';
import { BIBLE_BOOKS } from './books';

const codeOf = (name: string) => resolveBook(name)?.code;

/** Random upper/lower case per character. */
const casingOf = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''),
    );

/** Random dots after characters, extra spaces between words and around the name. */
const sloppySpacingOf = (text: string) =>
  fc
    .record({
      dots: fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }),
      gap: fc.constantFrom(' ', '  ', ' \t ', '   '),
      lead: fc.constantFrom('', ' ', '  '),
      tail: fc.constantFrom('', ' ', '\t'),
    })
    .map(
      ({ dots, gap, lead, tail }) =>
        lead +
        [...text]
          .map((char, i) => (dots[i] && char !== ' ' ? `${char}.` : char))
          .join('')
          .split(' ')
          .join(gap) +
        tail,
    );

describe('resolveBook', () => {
  it('accepts codes and full names (John is JHN, 1 Corinthians is 1CO)', () => {
    expect(codeOf('John')).toBe('JHN');
    expect(codeOf('JHN')).toBe('JHN');
    expect(codeOf('1 Corinthians')).toBe('1CO');
    expect(codeOf('1CO')).toBe('1CO');
    expect(codeOf('Song of Solomon')).toBe('SNG');
  });

  it.each([
    ['jn', 'JHN'],
    ['jhn', 'JHN'],
    ['joh', 'JHN'],
    ['psalm', 'PSA'],
    ['ps', 'PSA'],
    ['psa', 'PSA'],
    ['pss', 'PSA'],
    ['song', 'SNG'],
    ['song of songs', 'SNG'],
    ['sos', 'SNG'],
    ['canticles', 'SNG'],
    ['1 cor', '1CO'],
    ['1co', '1CO'],
    ['gen', 'GEN'],
    ['Gen.', 'GEN'],
    ['exod', 'EXO'],
    ['deut', 'DEU'],
    ['1 Sam', '1SA'],
    ['2 Kgs', '2KI'],
    ['1 Chr', '1CH'],
    ['Eccl', 'ECC'],
    ['Qoheleth', 'ECC'],
    ['Ezek', 'EZK'],
    ['Matt', 'MAT'],
    ['Mk', 'MRK'],
    ['Lk', 'LUK'],
    ['1 Thess', '1TH'],
    ['2 Tim', '2TI'],
    ['Jas', 'JAS'],
    ['1 Pet', '1PE'],
    ['1 Jn', '1JN'],
    ['3 Jn', '3JN'],
    ['Rev', 'REV'],
    ['Revelations', 'REV'],
    ['Apocalypse', 'REV'],
  ])('accepts the alias %s', (alias, code) => {
    expect(codeOf(alias)).toBe(code);
  });

  it.each([
    ['i corinthians', '1CO'],
    ['first corinthians', '1CO'],
    ['1st corinthians', '1CO'],
    ['1corinthians', '1CO'],
    ['II Corinthians', '2CO'],
    ['second cor', '2CO'],
    ['2nd Cor.', '2CO'],
    ['III John', '3JN'],
    ['Third John', '3JN'],
    ['3rd jn', '3JN'],
    ['I Kings', '1KI'],
    ['ii sam', '2SA'],
    ['First Peter', '1PE'],
    ['1Thess', '1TH'],
  ])('accepts roman numerals, words and ordinals for numbered books: %s', (name, code) => {
    expect(codeOf(name)).toBe(code);
  });

  it('resolves the documented ambiguities', () => {
    // Jude keeps its USFM code 'jud'; Judges has its own abbreviations.
    expect(codeOf('jud')).toBe('JUD');
    expect(codeOf('jde')).toBe('JUD');
    expect(codeOf('judg')).toBe('JDG');
    expect(codeOf('jdg')).toBe('JDG');
    // 'jon' is Jonah's code; John is 'jn'.
    expect(codeOf('jon')).toBe('JON');
    // Philippians 'phil'/'php' vs Philemon 'phlm'/'phm'.
    expect(codeOf('phil')).toBe('PHP');
    expect(codeOf('php')).toBe('PHP');
    expect(codeOf('phlm')).toBe('PHM');
    expect(codeOf('phm')).toBe('PHM');
    expect(codeOf('philem')).toBe('PHM');
    // Ezra vs Ezekiel.
    expect(codeOf('ezr')).toBe('EZR');
    expect(codeOf('ezk')).toBe('EZK');
    // Titus vs 1 Timothy.
    expect(codeOf('tit')).toBe('TIT');
    expect(codeOf('1 ti')).toBe('1TI');
    for (const ambiguous of ['jo', 'ja', 'ju', 'ez', 'ma', 'ha', 'ph', 'phi', 'ti', 'so']) {
      expect(resolveBook(ambiguous), ambiguous).toBeUndefined();
    }
  });

  it('ignores case, dots and extra spaces', () => {
    expect(codeOf('  SONG   of  solomon ')).toBe('SNG');
    expect(codeOf('1 .Cor.')).toBe('1CO');
    expect(codeOf('S.o.S.')).toBe('SNG');
    expect(codeOf('1+John')).toBe('1JN');
  });

  it('does not find unknown books', () => {
    for (const name of ['', ' ', 'Hezekiah', '4 John', 'Johnny', 'Isaiahs', 'i', 'first']) {
      expect(resolveBook(name), name).toBeUndefined();
    }
  });

  it('lists aliases for every one of the 66 books, each resolving to its own book', () => {
    expect(Object.keys(BOOK_ALIASES)).toHaveLength(66);
    for (const book of BIBLE_BOOKS) {
      for (const alias of BOOK_ALIASES[book.code]) {
        expect(alias, 'aliases are stored normalized').toBe(normalizeBookName(alias));
        expect(resolveBook(alias)?.code, alias).toBe(book.code);
      }
    }
  });

  it('property: the code and the full name always find the book', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BIBLE_BOOKS).chain((book) =>
          fc
            .constantFrom(book.code, book.name)
            .chain(casingOf)
            .chain(sloppySpacingOf)
            .map((name) => ({ book, name })),
        ),
        ({ book, name }) => {
          expect(resolveBook(name)).toBe(book);
        },
      ),
    );
  });

  it('property: every alias of a numbered book works with any number spelling', () => {
    const spellings: Record<string, readonly string[]> = {
      '1': ['1', '1 ', 'i ', 'I ', 'first ', 'First ', '1st '],
      '2': ['2', '2 ', 'ii ', 'II ', 'second ', 'Second ', '2nd '],
      '3': ['3', '3 ', 'iii ', 'III ', 'third ', 'Third ', '3rd '],
    };
    const numbered = BIBLE_BOOKS.filter((book) => /^\d/.test(book.code));
    fc.assert(
      fc.property(
        fc.constantFrom(...numbered).chain((book) => {
          const names = [book.code, book.name, ...BOOK_ALIASES[book.code]];
          return fc.record({
            book: fc.constant(book),
            stem: fc.constantFrom(...names.map((name) => normalizeBookName(name).slice(2))),
            prefix: fc.constantFrom(...(spellings[book.code.charAt(0)] ?? [])),
          });
        }),
        ({ book, stem, prefix }) => {
          expect(resolveBook(`${prefix}${stem}`)).toBe(book);
        },
      ),
    );
  });
});

describe('normalizeBookName', () => {
  it('lower-cases, drops dots, collapses spaces and writes numbers as digits', () => {
    expect(normalizeBookName('  Song  of   Solomon ')).toBe('song of solomon');
    expect(normalizeBookName('1 Cor.')).toBe('1 cor');
    expect(normalizeBookName('1CO')).toBe('1 co');
    expect(normalizeBookName('First  John')).toBe('1 john');
    expect(normalizeBookName('III John')).toBe('3 john');
    expect(normalizeBookName('2nd Kings')).toBe('2 kings');
    expect(normalizeBookName('Isaiah')).toBe('isaiah');
    expect(normalizeBookName('4John')).toBe('4john');
  });
});
