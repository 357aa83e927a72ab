import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BOOK_ALIASES } from './book-aliases';
import { BIBLE_BOOKS, type BibleBook, findBookByCode } from './books';
import {
  API_BIBLE_SHORT_NAMES,
  type ApiBibleShortName,
  formatReference,
  InvalidReferenceError,
  isApiBibleShortName,
  type ParsedReference,
  parseReference,
  resolveBibleId,
  toApiBibleChapterId,
} from './references';

/**
 * The API.Bible passage id (docs/product/scripture.md#apibible) for a parsed reference, in the form BOOK.chapter.verses: 'JHN.3.16',
 * or 'JHN.3.16-JHN.3.18' for a range. A reference without verses gives the chapter id 'JHN.3'.
 * The server fetches chapters and single verses only, so this lives with its tests.
 */
function toApiBiblePassageId(parsed: ParsedReference): string {
  const chapterId = toApiBibleChapterId(parsed.bookCode, parsed.chapter);
  if (parsed.verseStart === undefined) return chapterId;
  const start = `${chapterId}.${parsed.verseStart}`;
  if (parsed.verseEnd === undefined || parsed.verseEnd === parsed.verseStart) return start;
  return `${start}-${chapterId}.${parsed.verseEnd}`;
}

function book(code: string): BibleBook {
  const found = findBookByCode(code);
  if (!found) throw new Error(`no book ${code}`);
  return found;
}

function expectInvalid(reference: string) {
  let thrown: unknown;
  try {
    parseReference(reference);
  } catch (error) {
    thrown = error;
  }
  expect(thrown, reference).toBeInstanceOf(InvalidReferenceError);
  if (!(thrown instanceof InvalidReferenceError)) throw new Error(`${reference} was not refused`);
  // The message carries the reference exactly as given.
  expect(thrown.message).toBe(`Invalid reference format: ${reference}`);
  expect(thrown.reference).toBe(reference);
}

describe('parseReference', () => {
  it('parses a book, chapter and verse (John is JHN)', () => {
    expect(parseReference('John 3:16')).toEqual({
      book: book('JHN'),
      bookCode: 'JHN',
      bookName: 'John',
      chapter: 3,
      verseStart: 16,
    });
  });

  it('parses a chapter alone and a verse range', () => {
    expect(parseReference('John 3')).toEqual({
      book: book('JHN'),
      bookCode: 'JHN',
      bookName: 'John',
      chapter: 3,
    });
    expect(parseReference('John 3:16-18')).toMatchObject({
      chapter: 3,
      verseStart: 16,
      verseEnd: 18,
    });
  });

  it('accepts an optional leading digit (1 Corinthians is 1CO)', () => {
    expect(parseReference('1 Corinthians 13:4-7')).toEqual({
      book: book('1CO'),
      bookCode: '1CO',
      bookName: '1 Corinthians',
      chapter: 13,
      verseStart: 4,
      verseEnd: 7,
    });
    expect(parseReference('1 John 4:8')).toMatchObject({ bookCode: '1JN', chapter: 4 });
    expect(parseReference('1Cor 13')).toMatchObject({ bookCode: '1CO', chapter: 13 });
    expect(parseReference('3 John 1:4')).toMatchObject({ bookCode: '3JN', verseStart: 4 });
  });

  it('treats plus signs as spaces', () => {
    expect(parseReference('John+3:16')).toEqual(parseReference('John 3:16'));
    expect(parseReference('1+Corinthians+13:4-7')).toEqual(parseReference('1 Corinthians 13:4-7'));
    expect(parseReference('Song+of+Solomon+2:4')).toEqual(parseReference('Song of Solomon 2:4'));
  });

  it('accepts multi-word books', () => {
    expect(parseReference('Song of Solomon 2:4')).toMatchObject({
      bookCode: 'SNG',
      bookName: 'Song of Solomon',
      chapter: 2,
      verseStart: 4,
    });
    expect(parseReference('Song of Songs 2:4')).toMatchObject({ bookCode: 'SNG' });
    expect(parseReference('First John 1:9')).toMatchObject({ bookCode: '1JN', verseStart: 9 });
    expect(parseReference('Acts of the Apostles 2')).toMatchObject({ bookCode: 'ACT' });
  });

  it.each([
    ['jn 3', 'JHN', 3, undefined, undefined],
    ['Ps 23', 'PSA', 23, undefined, undefined],
    ['Psalm 23:1', 'PSA', 23, 1, undefined],
    ['gen 1:1-3', 'GEN', 1, 1, 3],
    ['Gen. 1:1', 'GEN', 1, 1, undefined],
    ['1 Cor. 13:4', '1CO', 13, 4, undefined],
    ['I Cor 13', '1CO', 13, undefined, undefined],
    ['1st John 1:9', '1JN', 1, 9, undefined],
    ['II Kings 2:11', '2KI', 2, 11, undefined],
    ['Phil 4:13', 'PHP', 4, 13, undefined],
    ['Phlm 1:6', 'PHM', 1, 6, undefined],
    ['Jude 1:24', 'JUD', 1, 24, undefined],
    ['Judg 6:12', 'JDG', 6, 12, undefined],
    ['JHN 3:16', 'JHN', 3, 16, undefined],
    ['1CO 13', '1CO', 13, undefined, undefined],
  ])('accepts the alias in %s', (reference, bookCode, chapter, verseStart, verseEnd) => {
    const parsed = parseReference(reference);
    expect(parsed.bookCode).toBe(bookCode);
    expect(parsed.book?.code).toBe(bookCode);
    expect(parsed.bookName).toBe(book(bookCode).name);
    expect(parsed.chapter).toBe(chapter);
    expect(parsed.verseStart).toBe(verseStart);
    expect(parsed.verseEnd).toBe(verseEnd);
  });

  it('accepts en and em dashes, and spaces around the colon and dash', () => {
    const expected = parseReference('John 3:16-18');
    expect(parseReference('John 3:16–18')).toEqual(expected);
    expect(parseReference('John 3:16—18')).toEqual(expected);
    expect(parseReference('John 3 : 16 - 18')).toEqual(expected);
    expect(parseReference('  john   3:16-18  ')).toEqual(expected);
    expect(parseReference('John3:16-18')).toEqual(expected);
  });

  it('drops a range that ends where it starts', () => {
    expect(parseReference('John 3:16-16')).toEqual(parseReference('John 3:16'));
    expect(parseReference('John 3:16-16')).not.toHaveProperty('verseEnd');
  });

  it('upper-cases unknown book names and leaves book undefined', () => {
    expect(parseReference('Hezekiah 3')).toEqual({
      book: undefined,
      bookCode: 'HEZEKIAH',
      bookName: 'Hezekiah',
      chapter: 3,
    });
    expect(parseReference('1 Hezekiah 3:2')).toMatchObject({
      book: undefined,
      bookCode: '1HEZEKIAH',
      bookName: '1 Hezekiah',
      verseStart: 2,
    });
    expect(parseReference('gospel+of+thomas 1')).toMatchObject({
      bookCode: 'GOSPELOFTHOMAS',
      bookName: 'gospel of thomas',
    });
  });

  it('does not check the chapter against the book (the caller does)', () => {
    expect(parseReference('Jude 5')).toMatchObject({ bookCode: 'JUD', chapter: 5 });
  });

  it.each([
    '',
    '   ',
    'John',
    '3:16',
    '16',
    'John 3:',
    'John 3:16-',
    'John :16',
    'John 3-4',
    'John 3:16,18',
    'John 3:16-3:18',
    'John 3:16a',
    '12 John 3',
    '1 2 John 3',
    'John 3 16',
    'Jo3hn 3',
    'Jöhn 3:16',
    'John 3:16 NIV',
    '+',
    'JHN.3.16',
  ])('rejects the shape of %j', (reference) => {
    expectInvalid(reference);
  });

  it.each([
    'John 0',
    'John 00',
    'John 3:0',
    'John 0:1',
    'John 3:0-2',
    'John 3:1-0',
    'John 3:18-16',
    'Hezekiah 0',
    'John 99999999999999999999',
    'John 3:99999999999999999999',
  ])('rejects %j (chapter 0, verse 0, end before start, unsafe numbers)', (reference) => {
    expectInvalid(reference);
  });

  it('keeps the reference as given in the message, plus signs included', () => {
    expectInvalid('John+0');
    expectInvalid('  Hezekiah+ ');
  });
});

describe('InvalidReferenceError', () => {
  it('is an Error with the invalid-format message', () => {
    const error = new InvalidReferenceError('Foo');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('InvalidReferenceError');
    expect(error.message).toBe('Invalid reference format: Foo');
  });
});

describe('API.Bible ids', () => {
  it('builds chapter ids', () => {
    expect(toApiBibleChapterId('JHN', 3)).toBe('JHN.3');
    expect(toApiBibleChapterId('1co', 13)).toBe('1CO.13');
  });

  it('builds verse ids of the form BOOK.chapter.verses', () => {
    expect(toApiBiblePassageId(parseReference('John 3:16'))).toBe('JHN.3.16');
    expect(toApiBiblePassageId(parseReference('John 3:16-18'))).toBe('JHN.3.16-JHN.3.18');
    expect(toApiBiblePassageId(parseReference('1 Cor 13:4-7'))).toBe('1CO.13.4-1CO.13.7');
    expect(toApiBiblePassageId(parseReference('Ps 23'))).toBe('PSA.23');
    expect(toApiBiblePassageId(parseReference('Hezekiah 3:1'))).toBe('HEZEKIAH.3.1');
  });
});

describe('formatReference', () => {
  it('formats chapters, verses and ranges with the full book name', () => {
    expect(formatReference(parseReference('jn 3:16-18'))).toBe('John 3:16-18');
    expect(formatReference(parseReference('JHN 3'))).toBe('John 3');
    expect(formatReference(parseReference('ps 23:1'))).toBe('Psalms 23:1');
    expect(formatReference(parseReference('first cor 13:4–7'))).toBe('1 Corinthians 13:4-7');
    expect(formatReference(parseReference('hezekiah  3'))).toBe('hezekiah 3');
  });
});

describe('resolveBibleId', () => {
  const ids: Record<ApiBibleShortName, string> = {
    nasb: 'nasb-id-01',
    kjv: 'kjv-id-01',
    esv: 'esv-id-01',
    niv: 'niv-id-01',
    nlt: 'nlt-id-01',
  };

  it('uses an id containing a hyphen as is', () => {
    expect(resolveBibleId('de4e12af7f28f599-02', ids)).toBe('de4e12af7f28f599-02');
    expect(resolveBibleId('kjv-custom', ids)).toBe('kjv-custom');
  });

  it('maps the short names', () => {
    for (const name of API_BIBLE_SHORT_NAMES) {
      expect(resolveBibleId(name, ids)).toBe(ids[name]);
      expect(resolveBibleId(name.toUpperCase(), ids)).toBe(ids[name]);
    }
  });

  it('falls back to NASB for anything else', () => {
    for (const other of ['', 'web', 'msg', 'constructor', '__proto__', 'toString', 'kjv2']) {
      expect(resolveBibleId(other, ids), other).toBe(ids.nasb);
    }
  });

  it('property: any string is used as is, mapped, or falls back to NASB', () => {
    fc.assert(
      fc.property(fc.string(), (translation) => {
        const id = resolveBibleId(translation, ids);
        if (translation.includes('-')) expect(id).toBe(translation);
        else {
          const short = translation.trim().toLowerCase();
          expect(id).toBe(isApiBibleShortName(short) ? ids[short] : ids.nasb);
        }
      }),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Properties

/** A parsed reference names its book by code as a string: its aliases, looked up by it. */
const aliasesByCode = new Map<string, readonly string[]>(Object.entries(BOOK_ALIASES));

const arbitraryParsed: fc.Arbitrary<ParsedReference> = fc
  .record({
    book: fc.constantFrom(...BIBLE_BOOKS),
    chapter: fc.integer({ min: 1, max: 100_000 }),
    verses: fc.option(
      fc.record({
        start: fc.integer({ min: 1, max: 100_000 }),
        extra: fc.option(fc.integer({ min: 1, max: 1_000 }), { nil: undefined }),
      }),
      { nil: undefined },
    ),
  })
  .map(({ book, chapter, verses }) => {
    const parsed: ParsedReference = { book, bookCode: book.code, bookName: book.name, chapter };
    if (verses) {
      parsed.verseStart = verses.start;
      if (verses.extra !== undefined) parsed.verseEnd = verses.start + verses.extra;
    }
    return parsed;
  });

/** Random upper/lower case per character. */
const casingOf = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((upper) =>
      [...text].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''),
    );

const gap = (minLength: number) =>
  fc
    .array(fc.constantFrom(' ', '+', '  ', '\t', '++'), { minLength, maxLength: 3 })
    .map((parts) => parts.join(''));

/** The canonical reference written with random case, spaces, plus signs and dash kinds. */
const sloppyWritingOf = (parsed: ParsedReference) =>
  fc
    .record({
      name: casingOf(parsed.bookName),
      words: gap(1),
      lead: gap(0),
      beforeChapter: gap(1),
      aroundColon: fc.tuple(gap(0), gap(0)),
      aroundDash: fc.tuple(gap(0), gap(0)),
      dash: fc.constantFrom('-', '–', '—'),
      tail: gap(0),
    })
    .map(({ name, words, lead, beforeChapter, aroundColon, aroundDash, dash, tail }) => {
      let text = `${lead}${name.split(' ').join(words)}${beforeChapter}${parsed.chapter}`;
      if (parsed.verseStart !== undefined) {
        text += `${aroundColon[0]}:${aroundColon[1]}${parsed.verseStart}`;
        if (parsed.verseEnd !== undefined) {
          text += `${aroundDash[0]}${dash}${aroundDash[1]}${parsed.verseEnd}`;
        }
      }
      return text + tail;
    });

describe('reference properties', () => {
  it('parse(format(p)) equals p for every book and any chapter and verses', () => {
    fc.assert(
      fc.property(arbitraryParsed, (parsed) => {
        expect(parseReference(formatReference(parsed))).toEqual(parsed);
      }),
    );
  });

  it('format(parse(x)) gives back a canonical reference x', () => {
    fc.assert(
      fc.property(arbitraryParsed.map(formatReference), (reference) => {
        expect(formatReference(parseReference(reference))).toBe(reference);
      }),
    );
  });

  it('the code, full name or any alias of a book parse to the same reference', () => {
    fc.assert(
      fc.property(
        arbitraryParsed.chain((parsed) =>
          fc.record({
            parsed: fc.constant(parsed),
            written: fc.constantFrom(
              parsed.bookCode,
              parsed.bookName,
              ...(aliasesByCode.get(parsed.bookCode) ?? []),
            ),
          }),
        ),
        ({ parsed, written }) => {
          const reference = formatReference(parsed).replace(parsed.bookName, written);
          expect(parseReference(reference)).toEqual(parsed);
        },
      ),
    );
  });

  it('any casing, extra spaces and plus signs of a valid reference parse identically', () => {
    fc.assert(
      fc.property(
        arbitraryParsed.chain((parsed) =>
          sloppyWritingOf(parsed).map((reference) => ({ parsed, reference })),
        ),
        ({ parsed, reference }) => {
          expect(parseReference(reference)).toEqual(parsed);
        },
      ),
    );
  });

  it('the API.Bible id follows BOOK.chapter.verses', () => {
    fc.assert(
      fc.property(arbitraryParsed, (parsed) => {
        const id = toApiBiblePassageId(parsed);
        const chapterId = `${parsed.bookCode}.${parsed.chapter}`;
        if (parsed.verseStart === undefined) expect(id).toBe(chapterId);
        else if (parsed.verseEnd === undefined)
          expect(id).toBe(`${chapterId}.${parsed.verseStart}`);
        else {
          expect(id).toBe(`${chapterId}.${parsed.verseStart}-${chapterId}.${parsed.verseEnd}`);
        }
      }),
    );
  });

  it('strings without a digit never parse', () => {
    const noDigit = fc
      .oneof(
        fc.string(),
        // Unicode look-alikes: Arabic-Indic and full-width digits, no-break space, dashes.
        fc.string({
          unit: fc.oneof(
            fc.constantFrom('٣', '３', '\u00a0', '\u2009', '–', '—', 'é', 'ſ'),
            fc.string({ minLength: 1, maxLength: 1 }),
          ),
        }),
        fc.stringMatching(/^[a-zA-Z .:+\-–]{0,30}$/),
        fc.constantFrom(...BIBLE_BOOKS.map((b) => b.name)).map((name) => `${name}:`),
      )
      .filter((text) => !/[0-9]/.test(text));
    fc.assert(
      fc.property(noDigit, (reference) => {
        expectInvalid(reference);
      }),
    );
  });

  it('any string either parses or throws InvalidReferenceError', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.stringMatching(/^[1-3]? ?[a-zA-Z .+]{1,12} ?\d{1,3}(:\d{1,3}(-\d{1,3})?)?$/),
        ),
        (reference) => {
          try {
            const parsed = parseReference(reference);
            expect(parsed.chapter).toBeGreaterThan(0);
            if (parsed.verseEnd !== undefined) {
              expect(parsed.verseEnd).toBeGreaterThan(
                parsed.verseStart ?? Number.POSITIVE_INFINITY,
              );
            }
          } catch (error) {
            expect(error).toBeInstanceOf(InvalidReferenceError);
          }
        },
      ),
    );
  });

  it('unknown book words keep book undefined and an upper-cased code', () => {
    fc.assert(
      fc.property(
        fc
          .stringMatching(/^[a-z]{2,12}( [a-z]{2,12}){0,2}$/)
          .filter((name) => parseReference(`${name} 1`).book === undefined),
        fc.integer({ min: 1, max: 500 }),
        (name, chapter) => {
          expect(parseReference(`${name} ${chapter}`)).toEqual({
            book: undefined,
            bookCode: name.toUpperCase().replace(/ /g, ''),
            bookName: name,
            chapter,
          });
        },
      ),
    );
  });
});
