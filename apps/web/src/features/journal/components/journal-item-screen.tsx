import { type JournalItem, writingHeading } from '@manna/shared';
import { EntryDetail } from './entry-detail';
import { JournalItemLoader } from './journal-item-loader';
import { TopicDetail } from './topic-detail';

/** The page title for what /journal/:id shows. */
export function journalItemTitle(item: JournalItem): string {
  return item.kind === 'entry'
    ? writingHeading(item.entry.title, item.entry.content).heading
    : item.topic.title;
}

/** /journal/:id, an entry or a topic (docs/product/journal.md#routes). */
export function JournalItemScreen({ id }: { id: string }) {
  return (
    <JournalItemLoader id={id}>
      {(item) => (
        <>
          <title>{`${journalItemTitle(item)} · Journal · Manna`}</title>
          {item.kind === 'entry' ? (
            <EntryDetail entry={item.entry} />
          ) : (
            <TopicDetail topic={item.topic} />
          )}
        </>
      )}
    </JournalItemLoader>
  );
}
