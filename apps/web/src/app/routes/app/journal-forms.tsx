import { useParams, useSearchParams } from 'react-router';
import { EditJournalItemScreen, NewEntryScreen, NewTopicScreen } from '@/features/journal';

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

/** /journal/:id/edit, a topic or an entry (docs/product/journal.md#routes). */
export function EditJournalItemRoute() {
  const { id = '' } = useParams();
  return <EditJournalItemScreen key={id} id={id} />;
}
