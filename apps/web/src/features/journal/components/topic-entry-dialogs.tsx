import type { JournalTopicEntry } from '@manna/shared';
import { type FormEvent, useState } from 'react';
import { DialogActions, PendingDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { useUpdateTopicEntry } from '../api/update-topic-entry';
import { useGoToJournal } from '../hooks/use-go-to-journal';
import { landingAfterSaving } from '../utils/journal-landing';
import { UPDATE_TOPIC_ENTRY_FAILED } from '../utils/journal-messages';
import { EntryForm } from './entry-form';

// Loaded with the first click that opens one (components/journal-dialogs.ts).

interface TopicEntryDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entry: JournalTopicEntry;
  /** The entry's heading, under the dialog's title. */
  title: string;
}

/** Editing a topic's entry in place, with the entry form. */
export function EditTopicEntryDialog({ open, onOpenChange, entry, title }: TopicEntryDialogProps) {
  const goToJournal = useGoToJournal();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel="Close entry editor">
        <DialogHeading title="Edit entry" description={title} />
        {open ? (
          <EntryForm
            target={{ mode: 'edit-topic-entry', entry }}
            onSaved={(saved) => goToJournal(landingAfterSaving(saved))}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

interface AnswerTopicEntryDialogProps extends TopicEntryDialogProps {
  onError: (prefix: string, error: unknown) => void;
}

/** Marking a prayer answered, with how it was answered if the member wants to say. */
export function AnswerTopicEntryDialog({
  open,
  onOpenChange,
  entry,
  title,
  onError,
}: AnswerTopicEntryDialogProps) {
  const updateEntry = useUpdateTopicEntry();
  const [details, setDetails] = useState(entry.answer_details ?? '');

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = details.trim();
    updateEntry.mutate(
      {
        id: entry.id,
        changes: { is_answered: true, answer_details: trimmed === '' ? null : trimmed },
      },
      {
        onSuccess: () => onOpenChange(false),
        onError: (error) => {
          onOpenChange(false);
          onError(UPDATE_TOPIC_ENTRY_FAILED, error);
        },
      },
    );
  };

  return (
    <PendingDialog open={open} onOpenChange={onOpenChange} pending={updateEntry.isPending}>
      <DialogContent closeLabel="Close">
        <form onSubmit={save} className="flex flex-col gap-4">
          <DialogHeading title="Mark as answered" description={title} />
          <Field label="Answer details (optional)">
            {(field) => (
              <Textarea
                {...field}
                rows={4}
                value={details}
                onChange={(event) => setDetails(event.target.value)}
                placeholder="How did God answer?"
              />
            )}
          </Field>
          <DialogActions
            pending={updateEntry.isPending}
            actionLabel="Mark answered"
            pendingLabel="Saving..."
          />
        </form>
      </DialogContent>
    </PendingDialog>
  );
}
