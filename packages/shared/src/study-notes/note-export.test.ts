import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeNote } from '../testing/study-note-fixtures';
import {
  exportNotes,
  NOTE_EXPORT_CONTENT_TYPES,
  NOTE_EXPORT_CSV_COLUMNS,
  NOTE_EXPORT_SEPARATOR,
  noteExportFileName,
} from './note-export';
import type { StudyNote } from './study-notes';
import type { NoteExportFormat } from './study-schemas';

const BOM = '\uFEFF';

const john316 = makeNote({
  verse_reference: 'John 3:16',
  book: 'John',
  chapter: 3,
  verse: 16,
  title: 'God so loved',
  note_type: 'verse',
  translation: 'kjv',
  tags: ['faith', 'love'],
  color: 'blue',
  content: 'For God so loved the world,\nthat he gave his only begotten Son.',
  created_at: '2026-11-22T12:00:00.000Z',
  updated_at: '2026-11-23T08:00:00.000Z',
});

/** A minimal RFC 4180 reader, so the tests check what a spreadsheet would actually see. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else if (char === '\r' || char === '\n') {
      throw new Error(`Bare line break outside quotes at ${i}`);
    } else field += char;
  }
  if (quoted) throw new Error('Unterminated quoted field');
  if (field !== '' || row.length > 0) throw new Error('Last row does not end with CRLF');
  return rows;
}

/** The CSV's rows as objects keyed by the header, after checking the BOM. */
function csvRecords(csv: string): Record<string, string>[] {
  expect(csv.startsWith(BOM)).toBe(true);
  const [header, ...rows] = parseCsv(csv.slice(BOM.length));
  expect(header).toEqual([...NOTE_EXPORT_CSV_COLUMNS]);
  return rows.map((cells) => {
    expect(cells).toHaveLength(NOTE_EXPORT_CSV_COLUMNS.length);
    return Object.fromEntries(NOTE_EXPORT_CSV_COLUMNS.map((column, i) => [column, cells[i] ?? '']));
  });
}

function onlyRecord(notes: StudyNote[]): Record<string, string> {
  const [record, ...rest] = csvRecords(exportNotes(notes, 'csv'));
  expect(rest).toEqual([]);
  if (!record) throw new Error('No row');
  return record;
}

describe('noteExportFileName (bible-study-notes-{date}.txt)', () => {
  it.each<[NoteExportFormat, string]>([
    ['txt', 'bible-study-notes-2026-11-22.txt'],
    ['md', 'bible-study-notes-2026-11-22.md'],
    ['csv', 'bible-study-notes-2026-11-22.csv'],
  ])('%s', (format, name) => {
    expect(noteExportFileName(format, '2026-11-22')).toBe(name);
  });

  it('refuses anything but a YYYY-MM-DD date, since the name goes into a header', () => {
    for (const date of ['', '2026-1-2', '22/11/2026', '2026-11-22\r\nSet-Cookie: x', '../etc']) {
      expect(() => noteExportFileName('txt', date)).toThrow(RangeError);
    }
  });
});

describe('NOTE_EXPORT_CONTENT_TYPES', () => {
  it('declares UTF-8 for every format', () => {
    expect(NOTE_EXPORT_CONTENT_TYPES).toEqual({
      txt: 'text/plain; charset=utf-8',
      md: 'text/markdown; charset=utf-8',
      csv: 'text/csv; charset=utf-8',
    });
  });
});

describe('exportNotes as text', () => {
  it('writes the text layout for one note', () => {
    expect(exportNotes([john316], 'txt')).toBe(
      [
        'John 3:16 - God so loved',
        'Type: Verse Analysis | Translation: KJV | Date: November 22, 2026',
        'Tags: faith, love',
        '',
        'For God so loved the world,',
        'that he gave his only begotten Son.',
        '',
        '--------------------------------------------------',
        '',
        '',
      ].join('\n'),
    );
  });

  it('separates notes with a line of exactly 50 dashes', () => {
    const text = exportNotes([john316, makeNote({ title: 'Second' })], 'txt');
    const separators = text.split('\n').filter((line) => /^-+$/.test(line));
    expect(separators).toEqual([NOTE_EXPORT_SEPARATOR, NOTE_EXPORT_SEPARATOR]);
    expect(separators[0]).toHaveLength(50);
    expect(text).not.toContain('-'.repeat(51));
  });

  it('is empty for no notes', () => {
    expect(exportNotes([], 'txt')).toBe('');
    expect(exportNotes([], 'txt', { timeZone: 'Asia/Tokyo' })).toBe('');
  });

  it("heads a note without a title 'Untitled'", () => {
    for (const title of [null, '', '   ']) {
      const text = exportNotes([makeNote({ verse_reference: 'Psalms 23', title })], 'txt');
      expect(text.split('\n')[0]).toBe('Psalms 23 - Untitled');
    }
  });

  it("writes 'Tags: none' when there are no tags", () => {
    expect(exportNotes([makeNote({ tags: [] })], 'txt').split('\n')[2]).toBe('Tags: none');
  });

  it('uses the type label and upper-cases the translation', () => {
    const text = exportNotes([makeNote({ note_type: 'reflection', translation: 'nasb' })], 'txt');
    expect(text.split('\n')[1]).toMatch(/^Type: Spiritual Insight \| Translation: NASB \| Date: /);
  });

  it('keeps the notes in the order given', () => {
    const notes = ['First', 'Second', 'Third'].map((title) => makeNote({ title }));
    const headings = exportNotes(notes, 'txt')
      .split('\n')
      .filter((line) => line.startsWith('John 3:16 - '));
    expect(headings).toEqual(['John 3:16 - First', 'John 3:16 - Second', 'John 3:16 - Third']);
  });

  it("writes only '\\n' line endings, even for content typed with CRLF", () => {
    const text = exportNotes([makeNote({ content: 'one\r\ntwo\rthree' })], 'txt');
    expect(text).not.toContain('\r');
    expect(text).toContain('\none\ntwo\nthree\n');
  });

  it('keeps a title with a line break on the heading line', () => {
    const text = exportNotes([makeNote({ title: 'Grace\nand truth' })], 'txt');
    expect(text.split('\n')[0]).toBe('John 3:16 - Grace and truth');
  });

  describe('the created date', () => {
    // 23:30 UTC on 22 November is already 23 November in Auckland and still 22 in Los Angeles.
    const lateEvening = makeNote({ created_at: '2026-11-22T23:30:00Z' });
    const dateOf = (note: StudyNote, options: Parameters<typeof exportNotes>[2]) =>
      exportNotes([note], 'txt', options).split('\n')[1]?.split(' | Date: ')[1];

    it('is written in the member time zone', () => {
      expect(dateOf(lateEvening, { timeZone: 'Pacific/Auckland' })).toBe('November 23, 2026');
      expect(dateOf(lateEvening, { timeZone: 'America/Los_Angeles' })).toBe('November 22, 2026');
      const earlyMorningUtc = makeNote({ created_at: '2026-11-23T03:00:00Z' });
      expect(dateOf(earlyMorningUtc, { timeZone: 'America/Los_Angeles' })).toBe(
        'November 22, 2026',
      );
    });

    it('falls back to UTC for a missing or unknown zone', () => {
      const early = makeNote({ created_at: '2026-11-23T03:00:00Z' });
      for (const timeZone of [undefined, null, '', '  ', 'Mars/Olympus_Mons']) {
        expect(dateOf(early, { timeZone })).toBe('November 23, 2026');
      }
    });

    it('follows the locale, falling back to en-US for a malformed one', () => {
      expect(dateOf(lateEvening, { locale: 'fr-FR' })).toBe('22 novembre 2026');
      expect(dateOf(lateEvening, { locale: 'not a locale!' })).toBe('November 22, 2026');
    });

    it('is written as stored when it cannot be read', () => {
      expect(dateOf(makeNote({ created_at: 'someday' }), {})).toBe('someday');
    });
  });
});

describe('exportNotes as Markdown', () => {
  it('writes a heading, then each note', () => {
    expect(exportNotes([john316], 'md')).toBe(
      [
        '# Bible Study Notes',
        '',
        '## John 3:16 — God so loved',
        '',
        '*Verse Analysis · KJV · November 22, 2026*',
        '',
        'Tags: faith, love',
        '',
        'For God so loved the world,',
        'that he gave his only begotten Son.',
        '',
      ].join('\n'),
    );
  });

  it("puts '---' between notes, not after the last, each after a blank line", () => {
    const md = exportNotes([john316, john316, john316], 'md');
    const lines = md.split('\n');
    const separatorAt = lines.flatMap((line, i) => (line === '---' ? [i] : []));
    expect(separatorAt).toHaveLength(2);
    for (const i of separatorAt) {
      // A '---' right under a paragraph line would turn that line into a heading.
      expect(lines[i - 1]).toBe('');
      expect(lines[i + 1]).toBe('');
    }
    expect(md.trimEnd().endsWith('---')).toBe(false);
  });

  it('has only the heading for no notes', () => {
    expect(exportNotes([], 'md')).toBe('# Bible Study Notes\n');
  });

  it("heads a note without a title 'Untitled' and leaves out the tags line with no tags", () => {
    const md = exportNotes([makeNote({ title: null, tags: [] })], 'md');
    expect(md).toContain('\n## John 3:16 — Untitled\n');
    expect(md).not.toContain('Tags:');
  });

  it('escapes Markdown in titles but leaves the content as written', () => {
    const md = exportNotes(
      [makeNote({ title: '*Love* _is_ [patient] #1', content: '**bold** and [a link](x) #tag' })],
      'md',
    );
    expect(md).toContain('## John 3:16 — \\*Love\\* \\_is\\_ \\[patient\\] \\#1\n');
    expect(md).toContain('\n**bold** and [a link](x) #tag\n');
  });

  it('escapes a backslash in a title so it cannot escape what follows', () => {
    expect(exportNotes([makeNote({ title: 'a\\*b' })], 'md')).toContain('— a\\\\\\*b\n');
  });

  it("writes only '\\n' line endings", () => {
    expect(exportNotes([makeNote({ content: 'one\r\ntwo' })], 'md')).not.toContain('\r');
  });

  it('writes the created date in the member time zone', () => {
    const md = exportNotes([makeNote({ created_at: '2026-11-22T23:30:00Z' })], 'md', {
      timeZone: 'Pacific/Auckland',
    });
    expect(md).toContain('· November 23, 2026*');
  });
});

describe('exportNotes as CSV (RFC 4180)', () => {
  it('starts with a UTF-8 BOM and the header row, each row ending CRLF', () => {
    const csv = exportNotes([john316], 'csv');
    expect(csv.startsWith(`${BOM}reference,book,chapter,verse,title,type,translation,color,`)).toBe(
      true,
    );
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('is the BOM and the header for no notes', () => {
    expect(exportNotes([], 'csv')).toBe(`${BOM}${NOTE_EXPORT_CSV_COLUMNS.join(',')}\r\n`);
  });

  it('writes every field of a note', () => {
    expect(onlyRecord([john316])).toEqual({
      reference: 'John 3:16',
      book: 'John',
      chapter: '3',
      verse: '16',
      title: 'God so loved',
      type: 'Verse Analysis',
      translation: 'KJV',
      color: 'blue',
      tags: 'faith; love',
      created_at: '2026-11-22T12:00:00.000Z',
      updated_at: '2026-11-23T08:00:00.000Z',
      content: 'For God so loved the world,\nthat he gave his only begotten Son.',
    });
  });

  it('leaves verse and title empty for an untitled chapter note', () => {
    const record = onlyRecord([
      makeNote({ verse: null, title: null, verse_reference: 'John 3', tags: [] }),
    ]);
    expect(record).toMatchObject({ reference: 'John 3', verse: '', title: '', tags: '' });
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    const note = makeNote({ title: 'Love, "agape"', content: 'line one\nline "two", end' });
    const csv = exportNotes([note], 'csv');
    expect(csv).toContain(',"Love, ""agape""",');
    expect(csv).toContain(',"line one\nline ""two"", end"\r\n');
    expect(onlyRecord([note])).toMatchObject({
      title: 'Love, "agape"',
      content: 'line one\nline "two", end',
    });
  });

  it('does not quote a plain field', () => {
    expect(exportNotes([john316], 'csv')).toContain(',God so loved,');
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])(
    'guards against a formula in a cell starting with %j',
    (trigger) => {
      const payload = `${trigger}HYPERLINK("http://evil.example")`;
      const record = onlyRecord([makeNote({ title: payload, content: payload, tags: [payload] })]);
      expect(record.title).toBe(`'${payload}`);
      expect(record.tags).toBe(`'${payload}`);
      // Content line breaks are made '\n' first, and a leading line feed starts no formula.
      expect(record.content).toBe(trigger === '\r' ? `\n${payload.slice(1)}` : `'${payload}`);
    },
  );

  it('leaves cells that merely contain a trigger character alone', () => {
    const record = onlyRecord([makeNote({ title: 'a=b', content: 'x - y' })]);
    expect(record).toMatchObject({ title: 'a=b', content: 'x - y' });
  });

  it('gives one row per note in the order given', () => {
    const notes = ['A', 'B', 'C'].map((title) => makeNote({ title }));
    expect(csvRecords(exportNotes(notes, 'csv')).map((record) => record.title)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });

  it('round-trips any title and content through a CSV reader', () => {
    const text = fc.string({
      unit: fc.constantFrom('a', ' ', ',', '"', '\n', 'é', '🙏', ';', "'"),
      maxLength: 20,
    });
    fc.assert(
      fc.property(text, text, (title, content) => {
        const record = onlyRecord([makeNote({ title, content })]);
        expect(record.title).toBe(title);
        expect(record.content).toBe(content);
      }),
    );
  });
});

describe('exportNotes', () => {
  it('refuses an unknown format', () => {
    // A format the type rules out, as a caller outside TypeScript could still pass one.
    expect(() => exportNotes([john316], 'pdf' as NoteExportFormat)).toThrow(RangeError);
  });
});
