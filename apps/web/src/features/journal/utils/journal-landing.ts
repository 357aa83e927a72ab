import type { SavedEntry } from '../components/entry-form';

/**
 * What /journal marks after a change made elsewhere: a journal entry just saved, on the Entries
 * tab, or the topic an entry was just saved in or deleted from, on the Topics tab, where the
 * topic's bump has put it first (docs/product/journal.md#where-the-member-goes-next).
 */
export type JournalLanding =
  | { kind: 'entry'; id: string }
  | { kind: 'topic'; id: string; change: 'saved' | 'deleted' };

/** The history state that carries a mark to /journal (hooks/use-go-to-journal.ts). */
export function journalLandingState(landing: JournalLanding) {
  return { journalLanding: landing };
}

/** What /journal marks once an entry is saved: the entry, or the topic it was saved in. */
export function landingAfterSaving(saved: SavedEntry): JournalLanding {
  return saved.kind === 'entry'
    ? { kind: 'entry', id: saved.entry.id }
    : { kind: 'topic', id: saved.entry.topic_id, change: 'saved' };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The mark a navigation to /journal carries, if any (history state can hold anything). Checked
 * by hand, not with a zod schema: zod would be the biggest part of /journal's first load
 * (docs/decisions/005-first-load-budget.md).
 */
export function journalLandingOf(state: unknown): JournalLanding | null {
  if (!isRecord(state) || !isRecord(state.journalLanding)) return null;
  const { kind, id, change } = state.journalLanding;
  if (typeof id !== 'string') return null;
  if (kind === 'entry') return { kind, id };
  if (kind === 'topic' && (change === 'saved' || change === 'deleted')) return { kind, id, change };
  return null;
}
