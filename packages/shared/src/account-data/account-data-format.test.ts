import { describe, expect, it } from 'vitest';
import { voiceMemoUrl } from '../voice-memos/voice-memos';
import {
  describeImportIssue,
  exportArchiveName,
  importDocumentSchema,
} from './account-data-format';
import {
  bookmarkMarkdown,
  journalEntryMarkdown,
  markdownDocument,
  prayerMarkdown,
} from './account-data-markdown';
import { importedId } from './imported-ids';

const AT = '2026-11-27T08:00:00.000Z';
const PRAYER = '11111111-1111-4111-8111-111111111111';
const MEMO = '22222222-2222-4222-8222-222222222222';
const ENTRY = '33333333-3333-4333-8333-333333333333';

const documentWith = (records: Record<string, unknown[]>) => ({
  format: 'manna-export',
  version: 1,
  exported_at: AT,
  profile: { full_name: 'Lydia', email: 'lydia@example.com' },
  token_ledger: [{ delta: 1000, reason: 'purchase' }],
  ...records,
});
const entry = (fields: Record<string, unknown> = {}) => ({
  id: ENTRY,
  title: null,
  content: 'By the river',
  prayer_id: null,
  voice_memo_url: null,
  created_at: AT,
  updated_at: AT,
  ...fields,
});
const firstIssue = (input: unknown) => {
  const parsed = importDocumentSchema.safeParse(input);
  const [issue] = parsed.success ? [] : parsed.error.issues;
  return issue ? describeImportIssue(issue) : null;
};

describe('importedId', () => {
  it('is the same for the same member and record, and differs for another member or record', () => {
    const lydia = 'user-lydia';
    expect(importedId(lydia, ENTRY)).toBe(importedId(lydia, ENTRY.toUpperCase()));
    expect(importedId(lydia, ENTRY)).not.toBe(importedId('user-priscilla', ENTRY));
    expect(importedId(lydia, ENTRY)).not.toBe(importedId(lydia, PRAYER));
    expect(importedId(lydia, ENTRY)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('importDocumentSchema', () => {
  it('reads the importable sections and leaves the record-only ones out', () => {
    const parsed = importDocumentSchema.parse(documentWith({ journal_entries: [entry()] }));
    expect(parsed.journal_entries).toHaveLength(1);
    expect(parsed.prayers).toEqual([]);
    expect(parsed).not.toHaveProperty('token_ledger');
  });

  it('names the bad record and its field', () => {
    const bad = documentWith({ journal_entries: [entry(), entry({ content: ' ' })] });
    expect(firstIssue(bad)).toBe('journal_entries[1].content: Content is required');
  });

  it('refuses another format and a newer version', () => {
    expect(firstIssue({ ...documentWith({}), format: 'other' })).toBe(
      'format: This file is not a Manna export (its format is not manna-export).',
    );
    expect(firstIssue({ ...documentWith({}), version: 2 })).toBe(
      'version: This export was made by a newer version of Manna than this one can read.',
    );
  });

  it('refuses a link to a prayer or memo the export does not hold', () => {
    const orphan = documentWith({
      journal_entries: [entry({ prayer_id: PRAYER, voice_memo_url: voiceMemoUrl(MEMO) })],
    });
    expect(firstIssue(orphan)).toBe('journal_entries[0].prayer_id: names no prayer of this export');
    const linked = documentWith({
      prayers: [
        { id: PRAYER, title: 'Rain', content: 'Send rain', created_at: AT, updated_at: AT },
      ],
      voice_memos: [
        {
          id: MEMO,
          file: `voice-memos/${MEMO}.webm`,
          content_type: 'audio/webm',
          size_bytes: 10,
          created_at: AT,
        },
      ],
      journal_entries: [entry({ prayer_id: PRAYER, voice_memo_url: voiceMemoUrl(MEMO) })],
    });
    expect(firstIssue(linked)).toBeNull();
  });
});

describe('the readable files', () => {
  const formatDate = () => 'November 27, 2026';

  it('writes an entry with its title, date, answer and memo, escaping Markdown in the title', () => {
    const text = journalEntryMarkdown(
      {
        title: 'Thanks *always*',
        content: 'By the river',
        answered: true,
        answer_details: 'Rain came',
        voice_memo_url: voiceMemoUrl(MEMO),
        created_at: AT,
      },
      formatDate,
    );
    expect(text).toBe(
      [
        '## Thanks \\*always\\*',
        '',
        '*November 27, 2026*',
        '',
        'By the river',
        '',
        '**Answered:** Rain came',
        '',
        `Voice memo: voice-memos/${MEMO}.*`,
      ].join('\n'),
    );
  });

  it('quotes a bookmarked verse and marks a prayer waiting', () => {
    expect(
      bookmarkMarkdown(
        {
          reference: 'Ruth 1:16',
          text: 'Whither thou goest',
          translation: 'kjv',
          tags: [],
          created_at: AT,
        },
        formatDate,
      ),
    ).toContain('## Ruth 1:16 (KJV)\n\n*November 27, 2026*\n\n> Whither thou goest');
    expect(
      prayerMarkdown(
        {
          title: 'Rain',
          content: 'Send rain',
          is_answered: false,
          answer_details: null,
          created_at: AT,
        },
        formatDate,
      ),
    ).toContain('*waiting · November 27, 2026*');
  });

  it('puts sections under the heading, between rules, as they come', async () => {
    async function* sections() {
      yield 'one';
      yield 'two';
    }
    const pieces: string[] = [];
    for await (const piece of markdownDocument('# Journal', sections())) pieces.push(piece);
    expect(pieces.join('')).toBe('# Journal\n\none\n\n---\n\ntwo\n');
  });

  it('names the archive by the member’s date', () => {
    expect(exportArchiveName('2026-11-27')).toBe('manna-export-2026-11-27.zip');
    expect(() => exportArchiveName('27/11/2026')).toThrow(RangeError);
  });
});
