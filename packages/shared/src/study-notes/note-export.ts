// Study-note export files, behind the manager's Export button
// (docs/product/study-notes-and-bookmarks.md#export). The text format is the original's; Markdown
// and CSV are ours, built from the same fields. Notes are written in the order given: the caller
// sorts them.
import { isKnownTimeZone } from '../me/time-zone';
import { NOTE_TYPE_LABELS, type StudyNote } from './study-notes';
import type { NoteExportFormat } from './study-schemas';

export interface NoteExportOptions {
  /** Writes created dates in this IANA zone; UTC when missing or unknown. */
  timeZone?: string | null;
  /** BCP 47 locale for the created dates; 'en-US' when missing or malformed. */
  locale?: string;
}

export const NOTE_EXPORT_CONTENT_TYPES: Record<NoteExportFormat, string> = {
  txt: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** Notes in the text export are separated by a line of 50 dashes. */
export const NOTE_EXPORT_SEPARATOR = '-'.repeat(50);
/** A note without a title is headed 'Untitled'. */
export const UNTITLED_NOTE = 'Untitled';
export const NOTE_EXPORT_MARKDOWN_HEADING = '# Bible Study Notes';
export const NOTE_EXPORT_CSV_COLUMNS = [
  'reference',
  'book',
  'chapter',
  'verse',
  'title',
  'type',
  'translation',
  'color',
  'tags',
  'created_at',
  'updated_at',
  'content',
] as const;

const FALLBACK_LOCALE = 'en-US';
const FALLBACK_TIME_ZONE = 'UTC';
const PLAIN_DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** UTF-8 byte order mark: without it Excel reads a CSV in the local code page, mangling accents. */
const BYTE_ORDER_MARK = '\uFEFF';
const CSV_ROW_END = '\r\n';

/**
 * `bible-study-notes-{date}.txt`, and the same name with .md or .csv. The date is the
 * member's 'YYYY-MM-DD'; anything else is refused because the name goes into a
 * Content-Disposition header.
 */
export function noteExportFileName(format: NoteExportFormat, date: string): string {
  if (!PLAIN_DAY_PATTERN.test(date)) {
    throw new RangeError(`Export date must be written YYYY-MM-DD, not ${JSON.stringify(date)}`);
  }
  return `bible-study-notes-${date}.${format}`;
}

/**
 * The notes as a file in `format`. An empty list gives an empty text file, a Markdown file with
 * only its heading, and a CSV file with only its header row.
 */
export function exportNotes(
  notes: readonly StudyNote[],
  format: NoteExportFormat,
  options: NoteExportOptions = {},
): string {
  const formatDate = createdDateFormatter(options);
  switch (format) {
    case 'txt':
      return notes.map((note) => textBlock(note, formatDate)).join('');
    case 'md':
      return markdownFile(notes, formatDate);
    case 'csv':
      return csvFile(notes);
    default:
      throw new RangeError(`Unknown export format: ${String(format satisfies never)}`);
  }
}

export function createdDateFormatter({
  timeZone,
  locale,
}: NoteExportOptions): (iso: string) => string {
  const zone = timeZone?.trim();
  const resolvedZone = zone && isKnownTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat(locale || FALLBACK_LOCALE, {
      dateStyle: 'long',
      timeZone: resolvedZone,
    });
  } catch {
    // A malformed tag (say, from an Accept-Language header) should not cost the member the file.
    formatter = new Intl.DateTimeFormat(FALLBACK_LOCALE, {
      dateStyle: 'long',
      timeZone: resolvedZone,
    });
  }
  return (iso) => {
    const instant = new Date(iso);
    // An unreadable stored date is written as stored rather than failing the whole export.
    return Number.isNaN(instant.getTime()) ? iso : formatter.format(instant);
  };
}

/** Content typed with CRLF or CR breaks (a form post, another OS) is written with '\n'. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** Headings and meta lines are single lines: a stray line break in a title would split them. */
export function oneLine(text: string): string {
  return text.replace(/\s*[\r\n\u2028\u2029]+\s*/g, ' ').trim();
}

function titleOf(note: StudyNote): string {
  const title = note.title === null ? '' : oneLine(note.title);
  return title === '' ? UNTITLED_NOTE : title;
}

function typeLabelOf(note: StudyNote): string {
  // A type this build does not know is written as stored rather than as 'undefined'.
  return NOTE_TYPE_LABELS[note.note_type] ?? note.note_type;
}

function tagsOf(note: StudyNote): string[] {
  return note.tags.map(oneLine).filter((tag) => tag !== '');
}

/** A text block, ending with the 50-dash line and a blank line. */
function textBlock(note: StudyNote, formatDate: (iso: string) => string): string {
  const tags = tagsOf(note);
  return [
    `${oneLine(note.verse_reference)} - ${titleOf(note)}`,
    [
      `Type: ${typeLabelOf(note)}`,
      `Translation: ${oneLine(note.translation).toUpperCase()}`,
      `Date: ${formatDate(note.created_at)}`,
    ].join(' | '),
    `Tags: ${tags.length > 0 ? tags.join(', ') : 'none'}`,
    '',
    normalizeLineBreaks(note.content),
    '',
    NOTE_EXPORT_SEPARATOR,
    '',
    '',
  ].join('\n');
}

/**
 * Backslash-escapes what would turn plain text into Markdown: emphasis, links, code, a closing
 * '#' run in a heading, and raw HTML. The backslash itself too, or a title ending in one would
 * escape whatever follows it.
 */
export function escapeMarkdown(text: string): string {
  return text.replace(/[\\`*_[\]#<~]/g, '\\$&');
}

/** One note's Markdown section, as in the Markdown export (and the full data export's study-notes.md). */
export function markdownNoteSection(note: StudyNote, formatDate: (iso: string) => string): string {
  const tags = tagsOf(note);
  const meta = [
    typeLabelOf(note),
    oneLine(note.translation).toUpperCase(),
    formatDate(note.created_at),
  ]
    .map(escapeMarkdown)
    .join(' · ');
  return [
    `## ${escapeMarkdown(oneLine(note.verse_reference))} — ${escapeMarkdown(titleOf(note))}`,
    '',
    `*${meta}*`,
    '',
    ...(tags.length > 0 ? [`Tags: ${tags.map(escapeMarkdown).join(', ')}`, ''] : []),
    // The member's own Markdown, left as written.
    normalizeLineBreaks(note.content),
  ].join('\n');
}

/** Between two Markdown sections. The blank line before '---' matters: right after a paragraph it would make that a heading. */
export const MARKDOWN_SECTION_BREAK = '\n\n---\n\n';

function markdownFile(notes: readonly StudyNote[], formatDate: (iso: string) => string): string {
  const sections = notes.map((note) => markdownNoteSection(note, formatDate));
  if (sections.length === 0) return `${NOTE_EXPORT_MARKDOWN_HEADING}\n`;
  return `${NOTE_EXPORT_MARKDOWN_HEADING}\n\n${sections.join(MARKDOWN_SECTION_BREAK)}\n`;
}

/**
 * Spreadsheet apps run a cell starting with one of these as a formula (CSV injection), so such a
 * cell gets a leading apostrophe, which they show as text.
 */
const FORMULA_TRIGGER = /^[=+\-@\t\r]/;

/** RFC 4180: quoted when it holds a comma, quote or line break, with quotes doubled. */
function csvCell(value: string): string {
  const safe = FORMULA_TRIGGER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function csvFile(notes: readonly StudyNote[]): string {
  const rows = notes.map((note) =>
    [
      note.verse_reference,
      note.book,
      String(note.chapter),
      note.verse === null ? '' : String(note.verse),
      note.title ?? '',
      typeLabelOf(note),
      note.translation.toUpperCase(),
      note.color,
      note.tags.join('; '),
      note.created_at,
      note.updated_at,
      normalizeLineBreaks(note.content),
    ]
      .map(csvCell)
      .join(','),
  );
  const lines = [NOTE_EXPORT_CSV_COLUMNS.join(','), ...rows];
  return `${BYTE_ORDER_MARK}${lines.map((line) => `${line}${CSV_ROW_END}`).join('')}`;
}
