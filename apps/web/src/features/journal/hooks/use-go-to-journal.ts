import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { type JournalLanding, journalLandingState } from '../utils/journal-landing';

/**
 * After creating, updating or deleting a journal entry the member goes to /journal, a
 * topic entry's too; what changed is marked there: a journal entry on the Entries tab, a topic
 * entry's topic on the Topics tab, where the topic's bump has put it first
 * (docs/product/journal.md#where-the-member-goes-next). The mark travels in the history
 * entry's state, not the URL, so a shared or bookmarked /journal never shows one.
 */
export function useGoToJournal() {
  const navigate = useNavigate();
  return useCallback(
    (landing: JournalLanding) =>
      navigate(paths.app.journal.getHref(landing.kind === 'topic' ? 'topics' : null), {
        state: journalLandingState(landing),
      }),
    [navigate],
  );
}
