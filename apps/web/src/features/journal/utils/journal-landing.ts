import { z } from 'zod';
import type { SavedEntry } from '../components/entry-form';

/**
 * What /journal marks after a change made elsewhere: a journal entry just saved, on the Entries
 * tab, or the topic an entry was just saved in or deleted from, on the Topics tab, where the
 * topic's bump has put it first (docs/product/journal.md#where-the-member-goes-next).
 */
export type JournalLanding =
  | { kind: 'entry'; id: string }
  | { kind: 'topic'; id: string; change: 'saved' | 'deleted' };

const landingStateSchema = z.object({
  journalLanding: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('entry'), id: z.string() }),
    z.object({ kind: z.literal('topic'), id: z.string(), change: z.enum(['saved', 'deleted']) }),
  ]),
});

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

/** The mark a navigation to /journal carries, if any (history state can hold anything). */
export function journalLandingOf(state: unknown): JournalLanding | null {
  const parsed = landingStateSchema.safeParse(state);
  return parsed.success ? parsed.data.journalLanding : null;
}
