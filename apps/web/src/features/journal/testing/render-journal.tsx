import type { CurrentUser } from '@manna/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type RouteObject, useParams, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { renderRoutesAsMember, ScreenForId } from '@/testing/test-utils';
import {
  EditJournalItemScreen,
  NewEntryScreen,
  NewTopicScreen,
} from '../components/journal-form-screens';
import { JournalItemScreen } from '../components/journal-item-screen';
import { JournalScreen } from '../components/journal-screen';

// The journal screens at their paths, wired as the app's route module wires them, plus stand-ins
// for the screens they lead to elsewhere.

function NewEntryAt() {
  const [searchParams] = useSearchParams();
  return <NewEntryScreen topicId={searchParams.get('topic') || null} />;
}

function PrayerAt() {
  const { id } = useParams();
  return <h1>Prayer {id}</h1>;
}

export const journalTestRoutes: RouteObject[] = [
  { path: paths.app.journal.path, element: <JournalScreen /> },
  { path: paths.app.newTopic.path, element: <NewTopicScreen /> },
  { path: paths.app.newJournalEntry.path, element: <NewEntryAt /> },
  { path: paths.app.journalItem.path, element: <ScreenForId screen={JournalItemScreen} /> },
  { path: paths.app.editJournalItem.path, element: <ScreenForId screen={EditJournalItemScreen} /> },
  { path: paths.app.prayer.path, element: <PrayerAt /> },
];

interface RenderJournalOptions {
  user?: CurrentUser;
  queryClient?: QueryClient;
  /** For fake timers: how userEvent moves time along. */
  advanceTimers?: (ms: number) => unknown;
}

/** Renders the journal at `path` with a signed-in member, the Toaster and a userEvent session. */
export function renderJournal(path: string, { user, ...options }: RenderJournalOptions = {}) {
  return renderRoutesAsMember(journalTestRoutes, { path, member: user, ...options });
}
