import type { JournalTopic } from '@manna/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { NEW_ENTRY_LABEL, NEW_TOPIC_LABEL } from '../utils/journal-messages';
import { EntryForm, type SavedEntry } from './entry-form';
import { JournalFormPage } from './journal-form-page';
import { JournalItemLoader } from './journal-item-screen';
import { TopicForm } from './topic-form';

/**
 * Where a saved entry leads. SPEC §2: after creating or updating a journal entry the member goes
 * to /journal. A topic entry goes back to its topic, where it was added from.
 */
function afterEntrySaved(saved: SavedEntry): string {
  return saved.kind === 'entry'
    ? paths.app.journal.getHref()
    : paths.app.journalItem.getHref(saved.entry.topic_id);
}

/** /journal/entries/new, with ?topic=id to add the entry to that topic. */
export function NewEntryScreen({ topicId }: { topicId: string | null }) {
  const navigate = useNavigate();
  const back = topicId ? paths.app.journalItem.getHref(topicId) : paths.app.journal.getHref();
  return (
    <JournalFormPage
      title={NEW_ENTRY_LABEL}
      description="Pour out your heart. Your entry stays private unless you say otherwise."
      backTo={back}
      backLabel={topicId ? 'Back to the topic' : undefined}
    >
      <EntryForm
        target={{ mode: 'create', topicId }}
        onSaved={(saved) => navigate(afterEntrySaved(saved))}
        onCancel={() => navigate(back)}
      />
    </JournalFormPage>
  );
}

/** /journal/new (SPEC §2 "new topic"); the new topic opens next, ready for its first entry. */
export function NewTopicScreen() {
  const navigate = useNavigate();
  return (
    <JournalFormPage
      title={NEW_TOPIC_LABEL}
      description="Gather the prayers of one concern and watch how God answers over time."
    >
      <TopicForm
        onSaved={(topic: JournalTopic) => navigate(paths.app.journalItem.getHref(topic.id))}
        onCancel={() => navigate(paths.app.journal.getHref())}
      />
    </JournalFormPage>
  );
}

/** /journal/:id/edit (SPEC §2 "edit topic"; an entry is edited at the same place). */
export function EditJournalItemScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const detail = paths.app.journalItem.getHref(id);
  return (
    <JournalItemLoader id={id}>
      {(item) =>
        item.kind === 'entry' ? (
          <JournalFormPage title="Edit entry" backTo={detail} backLabel="Back to the entry">
            <EntryForm
              target={{ mode: 'edit-entry', entry: item.entry }}
              onSaved={(saved) => navigate(afterEntrySaved(saved))}
              onCancel={() => navigate(detail)}
            />
          </JournalFormPage>
        ) : (
          <JournalFormPage title="Edit topic" backTo={detail} backLabel="Back to the topic">
            <TopicForm
              topic={item.topic}
              onSaved={() => navigate(detail)}
              onCancel={() => navigate(detail)}
            />
          </JournalFormPage>
        )
      }
    </JournalItemLoader>
  );
}
