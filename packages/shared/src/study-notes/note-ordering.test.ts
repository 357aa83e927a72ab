import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeNote } from '../testing/study-note-fixtures';
import {
  compareChapterNotes,
  groupChapterNotes,
  groupNotesByBook,
  verseBadgeLabel,
} from './note-ordering';
import type { StudyNote } from './study-notes';

/**
 * Notes per verse for the verse badges (docs/product/study-notes-and-bookmarks.md#in-the-reader); chapter-level notes are not
 * on any verse and are left out. Keys are in ascending verse order.
 * The server counts them in SQL (GET /api/study-notes/verse-counts); this is the rule plainly.
 */
function countNotesByVerse(notes: readonly StudyNote[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const note of notes) {
    if (note.verse !== null) counts.set(note.verse, (counts.get(note.verse) ?? 0) + 1);
  }
  return new Map([...counts].sort(([a], [b]) => a - b));
}

const ids = (notes: readonly StudyNote[]) => notes.map((note) => note.id);

/** The same notes in the opposite order, to show a result does not depend on input order. */
function reversed<T>(items: readonly T[]): T[] {
  return [...items].reverse();
}

describe('compareChapterNotes (verse, empty first, then newest first)', () => {
  it('puts chapter-level notes before verse notes, verses ascending', () => {
    const notes = [
      makeNote({ id: 'v10', verse: 10 }),
      makeNote({ id: 'v2', verse: 2 }),
      makeNote({ id: 'chapter', verse: null }),
      makeNote({ id: 'v1', verse: 1 }),
    ];
    expect(ids([...notes].sort(compareChapterNotes))).toEqual(['chapter', 'v1', 'v2', 'v10']);
  });

  it('orders notes on the same verse newest created first', () => {
    const notes = [
      makeNote({ id: 'old', verse: 5, created_at: '2026-01-01T00:00:00Z' }),
      makeNote({ id: 'new', verse: 5, created_at: '2026-03-01T00:00:00Z' }),
      makeNote({ id: 'mid', verse: 5, created_at: '2026-02-01T00:00:00Z' }),
    ];
    expect(ids([...notes].sort(compareChapterNotes))).toEqual(['new', 'mid', 'old']);
  });

  it('compares instants, not strings, when offsets differ', () => {
    // 09:00+10:00 is 23:00 UTC the day before, so it is the older note despite sorting later
    // as text.
    const earlier = makeNote({
      id: 'earlier',
      verse: null,
      created_at: '2026-05-02T09:00:00+10:00',
    });
    const later = makeNote({ id: 'later', verse: null, created_at: '2026-05-02T00:30:00Z' });
    expect(ids([earlier, later].sort(compareChapterNotes))).toEqual(['later', 'earlier']);
  });

  it('breaks an exact tie by id so every caller agrees on the order', () => {
    const at = '2026-05-02T00:00:00Z';
    const b = makeNote({ id: 'b', created_at: at });
    const a = makeNote({ id: 'a', created_at: at });
    expect(ids([b, a].sort(compareChapterNotes))).toEqual(['a', 'b']);
    expect(compareChapterNotes(b, b)).toBe(0);
  });

  it('puts notes with an unreadable created_at after the dated ones', () => {
    const notes = [
      makeNote({ id: 'broken', created_at: 'not a date' }),
      makeNote({ id: 'dated', created_at: '2020-01-01T00:00:00Z' }),
    ];
    expect(ids([...notes].sort(compareChapterNotes))).toEqual(['dated', 'broken']);
  });

  it('is a consistent order: antisymmetric and independent of the input order', () => {
    const note = fc.record({
      id: fc.string({ maxLength: 3 }),
      verse: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
      minute: fc.integer({ min: 0, max: 3 }),
    });
    fc.assert(
      fc.property(fc.array(note, { maxLength: 12 }), (specs) => {
        const notes = specs.map((spec) =>
          makeNote({
            id: spec.id,
            verse: spec.verse,
            created_at: `2026-01-01T00:0${spec.minute}:00Z`,
          }),
        );
        for (const a of notes) {
          for (const b of notes) {
            expect(
              Math.sign(compareChapterNotes(a, b)) + Math.sign(compareChapterNotes(b, a)),
            ).toBe(0);
          }
        }
        const key = (list: StudyNote[]) => list.map((n) => `${n.id}|${n.verse}|${n.created_at}`);
        expect(key([...notes].sort(compareChapterNotes))).toEqual(
          key(reversed(notes).sort(compareChapterNotes)),
        );
      }),
    );
  });
});

describe('groupChapterNotes (Chapter Notes, then Verse {n} Notes)', () => {
  it('returns empty groups for no notes', () => {
    expect(groupChapterNotes([])).toEqual({ chapterNotes: [], verseGroups: [] });
  });

  it('splits chapter-level notes from verse groups, verses ascending, newest first inside', () => {
    const notes = [
      makeNote({ id: 'v3-old', verse: 3, created_at: '2026-01-01T00:00:00Z' }),
      makeNote({ id: 'ch-old', verse: null, created_at: '2026-01-01T00:00:00Z' }),
      makeNote({ id: 'v12', verse: 12 }),
      makeNote({ id: 'v3-new', verse: 3, created_at: '2026-02-01T00:00:00Z' }),
      makeNote({ id: 'ch-new', verse: null, created_at: '2026-02-01T00:00:00Z' }),
      makeNote({ id: 'v1', verse: 1 }),
    ];
    const groups = groupChapterNotes(notes);
    expect(ids(groups.chapterNotes)).toEqual(['ch-new', 'ch-old']);
    expect(groups.verseGroups.map(({ verse, notes }) => [verse, ids(notes)])).toEqual([
      [1, ['v1']],
      [3, ['v3-new', 'v3-old']],
      [12, ['v12']],
    ]);
  });

  it('has no chapter notes when all are on verses, and no verse groups the other way', () => {
    expect(groupChapterNotes([makeNote({ verse: 4 })]).chapterNotes).toEqual([]);
    expect(groupChapterNotes([makeNote({ verse: null })]).verseGroups).toEqual([]);
  });

  it('leaves the input array untouched', () => {
    const notes = [makeNote({ id: 'b', verse: 2 }), makeNote({ id: 'a', verse: 1 })];
    groupChapterNotes(notes);
    expect(ids(notes)).toEqual(['b', 'a']);
  });

  it('keeps every note exactly once, each group non-empty and under its own verse', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 1, max: 8 }), { nil: null }), { maxLength: 30 }),
        (verses) => {
          const notes = verses.map((verse) => makeNote({ verse }));
          const { chapterNotes, verseGroups } = groupChapterNotes(notes);
          const flattened = [...chapterNotes, ...verseGroups.flatMap((group) => group.notes)];
          expect(new Set(ids(flattened))).toEqual(new Set(ids(notes)));
          expect(flattened).toHaveLength(notes.length);
          expect(chapterNotes.every((note) => note.verse === null)).toBe(true);
          for (const group of verseGroups) {
            expect(group.notes.length).toBeGreaterThan(0);
            expect(group.notes.every((note) => note.verse === group.verse)).toBe(true);
          }
          const groupVerses = verseGroups.map((group) => group.verse);
          expect(groupVerses).toEqual([...new Set(groupVerses)].sort((a, b) => a - b));
        },
      ),
    );
  });
});

describe('groupNotesByBook', () => {
  it('returns no groups for no notes', () => {
    expect(groupNotesByBook([])).toEqual([]);
  });

  it('orders books alphabetically, numbered books by number, ignoring case', () => {
    const books = ['Romans', '2 John', 'genesis', '1 John', 'John', '10 Test', 'Acts', '2 Peter'];
    const groups = groupNotesByBook(books.map((book) => makeNote({ book })));
    expect(groups.map((group) => group.book)).toEqual([
      '1 John',
      '2 John',
      '2 Peter',
      '10 Test',
      'Acts',
      'genesis',
      'John',
      'Romans',
    ]);
  });

  it('orders within a book by chapter, then verse with the chapter note first, then newest', () => {
    const notes = [
      makeNote({ id: 'j10:1', chapter: 10, verse: 1 }),
      makeNote({ id: 'j3:16-old', chapter: 3, verse: 16, created_at: '2026-01-01T00:00:00Z' }),
      makeNote({ id: 'j3:2', chapter: 3, verse: 2 }),
      makeNote({ id: 'j3', chapter: 3, verse: null }),
      makeNote({ id: 'j2:20', chapter: 2, verse: 20 }),
      makeNote({ id: 'j3:16-new', chapter: 3, verse: 16, created_at: '2026-06-01T00:00:00Z' }),
      makeNote({ id: 'j3:1', chapter: 3, verse: 1 }),
    ];
    const [john, ...others] = groupNotesByBook(notes);
    expect(others).toEqual([]);
    expect(john?.book).toBe('John');
    expect(ids(john?.notes ?? [])).toEqual([
      'j2:20',
      'j3',
      'j3:1',
      'j3:2',
      'j3:16-new',
      'j3:16-old',
      'j10:1',
    ]);
  });

  it('keeps differently cased spellings of a book apart, in a fixed order', () => {
    const notes = [makeNote({ book: 'john' }), makeNote({ book: 'John' })];
    const forward = groupNotesByBook(notes).map((group) => group.book);
    expect(forward).toEqual(['John', 'john']);
    expect(groupNotesByBook(reversed(notes)).map((group) => group.book)).toEqual(forward);
  });

  it('does not reorder the input array', () => {
    const notes = [makeNote({ book: 'Mark' }), makeNote({ book: 'Acts' })];
    groupNotesByBook(notes);
    expect(notes.map((note) => note.book)).toEqual(['Mark', 'Acts']);
  });

  it('gives one group per book holding all and only its notes', () => {
    const bookNames = ['Genesis', 'John', '1 John', 'Psalms'];
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            book: fc.constantFrom(...bookNames),
            chapter: fc.integer({ min: 1, max: 5 }),
            verse: fc.option(fc.integer({ min: 1, max: 5 }), { nil: null }),
          }),
          { maxLength: 25 },
        ),
        (specs) => {
          const notes = specs.map((spec) => makeNote(spec));
          const groups = groupNotesByBook(notes);
          expect(groups.flatMap((group) => group.notes)).toHaveLength(notes.length);
          for (const group of groups) {
            expect(group.notes.every((note) => note.book === group.book)).toBe(true);
            const positions = group.notes.map((note): [number, number] => [
              note.chapter,
              note.verse ?? 0,
            ]);
            const sorted = [...positions].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
            expect(positions).toEqual(sorted);
          }
          expect(new Set(groups.map((group) => group.book)).size).toBe(groups.length);
        },
      ),
    );
  });
});

describe('countNotesByVerse', () => {
  it('counts verse notes only, keyed in ascending verse order', () => {
    const counts = countNotesByVerse([
      makeNote({ verse: 7 }),
      makeNote({ verse: null }),
      makeNote({ verse: 2 }),
      makeNote({ verse: 7 }),
      makeNote({ verse: null }),
    ]);
    expect([...counts]).toEqual([
      [2, 1],
      [7, 2],
    ]);
    expect(counts.has(0)).toBe(false);
  });

  it('is empty for no notes or only chapter notes', () => {
    expect(countNotesByVerse([]).size).toBe(0);
    expect(countNotesByVerse([makeNote({ verse: null })]).size).toBe(0);
  });
});

describe('verseBadgeLabel (the verse note badge caps at 9+)', () => {
  it.each([
    [0, ''],
    [1, '1'],
    [5, '5'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i notes: %j', (count, label) => {
    expect(verseBadgeLabel(count)).toBe(label);
  });

  it('shows no badge for a count that is not a positive number', () => {
    for (const count of [-1, 0.5, Number.NaN, Number.NEGATIVE_INFINITY]) {
      expect(verseBadgeLabel(count)).toBe('');
    }
  });

  it('rounds fractions down and caps infinity', () => {
    expect(verseBadgeLabel(2.9)).toBe('2');
    expect(verseBadgeLabel(9.5)).toBe('9');
    expect(verseBadgeLabel(Number.POSITIVE_INFINITY)).toBe('9+');
  });
});
