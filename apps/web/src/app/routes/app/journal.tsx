import { useParams, useSearchParams } from 'react-router';
import {
  EditJournalItemScreen,
  JournalItemScreen,
  JournalScreen,
  NewEntryScreen,
  NewTopicScreen,
} from '@/features/journal';

/** /journal (SPEC §2 journal list). */
export function JournalRoute() {
  return (
    <>
      <title>Journal · Manna</title>
      <JournalScreen />
    </>
  );
}

/** /journal/new (SPEC §2 new topic). */
export function NewTopicRoute() {
  return <NewTopicScreen />;
}

/** /journal/entries/new, optionally ?topic=id to add the entry to that topic. */
export function NewJournalEntryRoute() {
  const [searchParams] = useSearchParams();
  const topicId = searchParams.get('topic') || null;
  return <NewEntryScreen key={topicId ?? ''} topicId={topicId} />;
}

/** /journal/:id (SPEC §2 entry or topic detail). */
export function JournalItemRoute() {
  const { id = '' } = useParams();
  // A new id is a new screen: nothing typed or opened on the last one carries over.
  return <JournalItemScreen key={id} id={id} />;
}

/** /journal/:id/edit (SPEC §2 edit topic; entries are edited here too). */
export function EditJournalItemRoute() {
  const { id = '' } = useParams();
  return <EditJournalItemScreen key={id} id={id} />;
}
