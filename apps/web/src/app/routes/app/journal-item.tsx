import { useParams } from 'react-router';
import { JournalItemScreen } from '@/features/journal';

/** /journal/:id, an entry or a topic (docs/product/journal.md#routes). */
export function JournalItemRoute() {
  const { id = '' } = useParams();
  // A new id is a new screen: nothing typed or opened on the last one carries over.
  return <JournalItemScreen key={id} id={id} />;
}
