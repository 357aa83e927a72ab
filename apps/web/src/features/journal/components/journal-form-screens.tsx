import type { JournalTopic } from '@manna/shared';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { lazyExport } from '@/lib/lazy-export';
import { useGoToJournal } from '../hooks/use-go-to-journal';
import { landingAfterSaving } from '../utils/journal-landing';
import { NEW_ENTRY_LABEL, NEW_TOPIC_LABEL } from '../utils/journal-messages';
import { JournalFormPage } from './journal-form-page';
import { JournalItemLoader } from './journal-item-loader';

// The forms, with the form library (and for an entry the voice-memo recorder and Radix Switch),
// load once the screen has shown its heading; JournalFormPage keeps their room until then
// (docs/decisions/005-first-load-budget.md).
const EntryForm = lazyExport(() => import('./entry-form'), 'EntryForm');
const TopicForm = lazyExport(() => import('./topic-form'), 'TopicForm');

/** /journal/entries/new, with ?topic=id to add the entry to that topic. */
export function NewEntryScreen({ topicId }: { topicId: string | null }) {
  const navigate = useNavigate();
  const goToJournal = useGoToJournal();
  const back = topicId ? paths.app.journalItem.getHref(topicId) : paths.app.journal.getHref();
  return (
    <JournalFormPage
      title={NEW_ENTRY_LABEL}
      description="Pour out your heart. Your entry stays private unless you say otherwise."
      backTo={back}
      backLabel={topicId ? 'Back to the topic' : undefined}
      form="new-entry"
    >
      <EntryForm
        target={{ mode: 'create', topicId }}
        onSaved={(saved) => goToJournal(landingAfterSaving(saved))}
        onCancel={() => navigate(back)}
      />
    </JournalFormPage>
  );
}

/**
 * /journal/new, a new topic (docs/product/journal.md#routes); the new topic opens next, ready for
 * its first entry.
 */
export function NewTopicScreen() {
  const navigate = useNavigate();
  return (
    <JournalFormPage
      title={NEW_TOPIC_LABEL}
      description="Gather the prayers of one concern and watch how God answers over time."
      form="topic"
    >
      <TopicForm
        onSaved={(topic: JournalTopic) => navigate(paths.app.journalItem.getHref(topic.id))}
        onCancel={() => navigate(paths.app.journal.getHref())}
      />
    </JournalFormPage>
  );
}

/** /journal/:id/edit, a topic's or an entry's edit form (docs/product/journal.md#routes). */
export function EditJournalItemScreen({ id }: { id: string }) {
  const navigate = useNavigate();
  const goToJournal = useGoToJournal();
  const detail = paths.app.journalItem.getHref(id);
  return (
    <JournalItemLoader id={id}>
      {(item) =>
        item.kind === 'entry' ? (
          <JournalFormPage
            title="Edit entry"
            backTo={detail}
            backLabel="Back to the entry"
            form="entry"
          >
            <EntryForm
              target={{ mode: 'edit-entry', entry: item.entry }}
              onSaved={(saved) => goToJournal(landingAfterSaving(saved))}
              onCancel={() => navigate(detail)}
            />
          </JournalFormPage>
        ) : (
          <JournalFormPage
            title="Edit topic"
            backTo={detail}
            backLabel="Back to the topic"
            form="topic"
          >
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
