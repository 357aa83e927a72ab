import { useParams, useSearchParams } from 'react-router';
import {
  EditJournalItemScreen,
  JournalItemScreen,
  JournalScreen,
  NewEntryScreen,
  NewTopicScreen,
} from '@/features/journal';

/** /journal, the journal list (docs/product/journal.md#routes). */
export function JournalRoute() {
  return (
    <>
      <title>Journal · Manna</title>
      <JournalScreen />
    </>
  );
}

/** /journal/new, a new topic (docs/product/journal.md#routes). */
export function NewTopicRoute() {
  return <NewTopicScreen />;
}

/** /journal/entries/new, optionally ?topic=id to add the entry to that topic. */
export function NewJournalEntryRoute() {
  const [searchParams] = useSearchParams();
  const topicId = searchParams.get('topic') || null;
  return <NewEntryScreen key={topicId ?? ''} topicId={topicId} />;
}

/** /journal/:id, an entry or a topic (docs/product/journal.md#routes). */
export function JournalItemRoute() {
  const { id = '' } = useParams();
  // A new id is a new screen: nothing typed or opened on the last one carries over.
  return <JournalItemScreen key={id} id={id} />;
}

/** /journal/:id/edit, a topic or an entry (docs/product/journal.md#routes). */
export function EditJournalItemRoute() {
  const { id = '' } = useParams();
  return <EditJournalItemScreen key={id} id={id} />;
}
