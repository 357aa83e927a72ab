import type {
  createEntryInputSchema,
  createTopicEntryInputSchema,
  updateEntryInputSchema,
  updateTopicEntryInputSchema,
} from '@manna/shared';
import {
  ADD_TOPIC_ENTRY_FAILED,
  CREATE_ENTRY_FAILED,
  FETCH_TOPICS_FAILED,
  type JournalEntry,
  type JournalTopicEntry,
  TOPIC_ENTRY_TYPE_LABELS,
  TOPIC_ENTRY_TYPES,
  type TopicEntryType,
} from '@manna/shared';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Controller, type UseFormRegisterReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchField } from '@/components/form/switch-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateEntry } from '../api/create-entry';
import { useCreateTopicEntry } from '../api/create-topic-entry';
import { useTopics } from '../api/get-topics';
import { useUpdateEntry } from '../api/update-entry';
import { useUpdateTopicEntry } from '../api/update-topic-entry';
import { useJournalError } from '../hooks/use-journal-error';
import { discardVoiceMemo } from '../utils/discard-voice-memo';
import { journalErrorMessage } from '../utils/journal-errors';
import {
  ENTRY_SAVED_TOAST,
  ENTRY_UPDATED_TOAST,
  UPDATE_ENTRY_FAILED,
  UPDATE_TOPIC_ENTRY_FAILED,
} from '../utils/journal-messages';
import { JournalErrorAlert } from './journal-error-alert';
import { VoiceMemoRecorder } from './voice-memo-recorder';

/** What the form writes: a new entry (free, or in a topic), or an existing one. */
export type EntryFormTarget =
  | {
      mode: 'create';
      /**
       * Preselects this topic (?topic=id); it must be active to take the entry
       * (docs/product/journal.md#rules).
       */
      topicId?: string | null;
    }
  | { mode: 'edit-entry'; entry: JournalEntry }
  | { mode: 'edit-topic-entry'; entry: JournalTopicEntry };

export type SavedEntry =
  | { kind: 'entry'; entry: JournalEntry }
  | { kind: 'topic-entry'; entry: JournalTopicEntry };

export const SAVE_ENTRY_LABEL = 'Save entry';
export const NO_TOPIC_OPTION = 'No topic (a journal entry)';
export const INACTIVE_TOPIC_MESSAGE =
  "That topic isn't active, so it can't take new entries. Choose an active topic, or write a journal entry.";
export const FINISH_RECORDING_FIRST =
  'Save or discard your voice memo recording before saving the entry.';

export interface EntryFormValues {
  /** '' for a free journal entry. */
  topic_id: string;
  type: TopicEntryType;
  title: string;
  content: string;
  scripture_reference: string;
  is_private: boolean;
  answered: boolean;
  answer_details: string;
  voice_memo_url: string | null;
}

/** What a valid form sends, by where the entry goes. */
export type EntrySubmission =
  | { kind: 'update-entry'; id: string; changes: z.output<typeof updateEntryInputSchema> }
  | {
      kind: 'update-topic-entry';
      id: string;
      changes: z.output<typeof updateTopicEntryInputSchema>;
    }
  | {
      kind: 'create-topic-entry';
      topicId: string;
      input: z.output<typeof createTopicEntryInputSchema>;
    }
  | { kind: 'create-entry'; input: z.output<typeof createEntryInputSchema> };

/**
 * Validates with the schema for where the entry goes, which the topic chosen decides; the
 * schemas, with zod, load after the form shows (lib/lazy-zod-resolver.ts).
 */
const entryResolver = (target: EntryFormTarget) =>
  lazyZodResolver(
    () => import('../utils/entry-schema'),
    (schemas, values: EntryFormValues) => schemas.entrySchema(target, values.topic_id),
  );

function initialValues(target: EntryFormTarget): EntryFormValues {
  if (target.mode === 'edit-entry') {
    const { entry } = target;
    return {
      topic_id: '',
      type: 'prayer',
      title: entry.title ?? '',
      content: entry.content,
      scripture_reference: '',
      is_private: entry.is_private,
      answered: entry.answered,
      answer_details: entry.answer_details ?? '',
      voice_memo_url: entry.voice_memo_url,
    };
  }
  if (target.mode === 'edit-topic-entry') {
    const { entry } = target;
    return {
      topic_id: entry.topic_id,
      type: entry.type,
      title: entry.title ?? '',
      content: entry.content,
      scripture_reference: entry.scripture_reference ?? '',
      is_private: entry.is_private,
      answered: entry.is_answered,
      answer_details: entry.answer_details ?? '',
      voice_memo_url: entry.voice_memo_url,
    };
  }
  return {
    topic_id: target.topicId ?? '',
    // A topic entry is a prayer unless the member says otherwise
    // (docs/product/journal.md#entities).
    type: 'prayer',
    title: '',
    content: '',
    scripture_reference: '',
    // Entries are private by default (docs/product/journal.md#entities).
    is_private: true,
    answered: false,
    answer_details: '',
    voice_memo_url: null,
  };
}

interface EntryFormProps {
  target: EntryFormTarget;
  onSaved: (saved: SavedEntry) => void;
  onCancel: () => void;
}

/**
 * A journal entry or a topic entry: title (optional), content ('Content is required',
 * docs/product/journal.md#messages), private (on by default), answered with its details, and a
 * voice memo. A new entry can go into one of the member's active topics
 * (docs/product/journal.md#rules), which adds a type and a scripture reference.
 */
export function EntryForm({ target, onSaved, onCancel }: EntryFormProps) {
  const createEntry = useCreateEntry();
  const createTopicEntry = useCreateTopicEntry();
  const updateEntry = useUpdateEntry();
  const updateTopicEntry = useUpdateTopicEntry();
  const failure = useJournalError();
  const [recordingUnsaved, setRecordingUnsaved] = useState(false);
  const answerDetailsId = useId();

  const creating = target.mode === 'create';
  const savedMemoUrl = target.mode === 'create' ? null : target.entry.voice_memo_url;
  const activeTopics = useTopics('active', { enabled: creating });

  const {
    register,
    handleSubmit,
    control,
    watch,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EntryFormValues, unknown, EntrySubmission>({
    defaultValues: initialValues(target),
    resolver: entryResolver(target),
  });
  useEffect(() => entryResolver(target).preload(), [target]);
  const [topicId, answered, voiceMemoUrl] = watch(['topic_id', 'answered', 'voice_memo_url']);
  const inTopic = target.mode === 'edit-topic-entry' || topicId !== '';

  // Only active topics take entries (docs/product/journal.md#rules); a paused or completed (or
  // unknown) one asked for in the link falls back to a free entry, and the member is told why.
  const requestedTopicId = target.mode === 'create' ? (target.topicId ?? '') : '';
  const requestedTopicInactive =
    requestedTopicId !== '' &&
    activeTopics.isSuccess &&
    !activeTopics.data.some((topic) => topic.id === requestedTopicId);
  useEffect(() => {
    if (requestedTopicInactive) setValue('topic_id', '');
  }, [requestedTopicInactive, setValue]);

  const saving =
    isSubmitting ||
    createEntry.isPending ||
    createTopicEntry.isPending ||
    updateEntry.isPending ||
    updateTopicEntry.isPending;

  const save = handleSubmit(async (submission) => {
    if (saving) return;
    let prefix = CREATE_ENTRY_FAILED;
    try {
      let saved: SavedEntry;
      switch (submission.kind) {
        case 'update-entry': {
          prefix = UPDATE_ENTRY_FAILED;
          const { id, changes } = submission;
          saved = { kind: 'entry', entry: await updateEntry.mutateAsync({ id, changes }) };
          break;
        }
        case 'update-topic-entry': {
          prefix = UPDATE_TOPIC_ENTRY_FAILED;
          const { id, changes } = submission;
          saved = {
            kind: 'topic-entry',
            entry: await updateTopicEntry.mutateAsync({ id, changes }),
          };
          break;
        }
        case 'create-topic-entry': {
          prefix = ADD_TOPIC_ENTRY_FAILED;
          const { topicId, input } = submission;
          const { entry } = await createTopicEntry.mutateAsync({ topicId, input });
          saved = { kind: 'topic-entry', entry };
          break;
        }
        case 'create-entry': {
          const { entry } = await createEntry.mutateAsync(submission.input);
          saved = { kind: 'entry', entry };
          break;
        }
      }
      if (!creating) finishMemo(savedMemoUrl, saved.entry.voice_memo_url);
      toast({ type: 'success', ...(creating ? ENTRY_SAVED_TOAST : ENTRY_UPDATED_TOAST) });
      onSaved(saved);
    } catch (error) {
      // 'Failed to create journal entry: {message}' for 5 seconds; the text stays
      // (docs/product/journal.md#errors).
      failure.show(prefix, error);
    }
  });
  // A recording still open is the first thing to settle, before the fields are checked.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (!recordingUnsaved) {
      void save(event);
      return;
    }
    event.preventDefault();
    if (!saving) failure.showMessage(FINISH_RECORDING_FIRST);
  };

  const cancel = () => {
    // A memo recorded for this form but never saved with an entry would be left behind.
    if (voiceMemoUrl && voiceMemoUrl !== savedMemoUrl) void discardVoiceMemo(voiceMemoUrl);
    onCancel();
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <JournalErrorAlert message={failure.message} />

      {creating ? (
        <TopicChooser
          loading={activeTopics.isPending}
          loadError={
            activeTopics.isError
              ? journalErrorMessage(FETCH_TOPICS_FAILED, activeTopics.error)
              : null
          }
          topics={activeTopics.data ?? []}
          error={errors.topic_id?.message}
          inactiveNotice={requestedTopicInactive}
          registration={register('topic_id')}
        />
      ) : null}

      {inTopic ? (
        <Field label="Entry type" error={errors.type?.message}>
          {(field) => (
            <Select {...field} {...register('type')}>
              {TOPIC_ENTRY_TYPES.map((type) => (
                <option key={type} value={type}>
                  {TOPIC_ENTRY_TYPE_LABELS[type]}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ) : null}

      <Field label="Title (optional)" error={errors.title?.message}>
        {(field) => <Input {...field} autoComplete="off" {...register('title')} />}
      </Field>

      <Field label="Content" error={errors.content?.message}>
        {(field) => (
          <Textarea
            {...field}
            aria-required="true"
            rows={8}
            placeholder="Write your prayer, or what is on your heart..."
            {...register('content')}
          />
        )}
      </Field>

      {inTopic ? (
        <Field
          label="Scripture reference (optional)"
          error={errors.scripture_reference?.message}
          hint="For example John 3:16 or Psalm 23"
        >
          {(field) => <Input {...field} autoComplete="off" {...register('scripture_reference')} />}
        </Field>
      ) : null}

      <Controller
        control={control}
        name="voice_memo_url"
        render={({ field }) => (
          <VoiceMemoRecorder
            value={field.value}
            onChange={field.onChange}
            savedUrl={savedMemoUrl}
            disabled={saving}
            onUnsavedChange={setRecordingUnsaved}
          />
        )}
      />

      <Controller
        control={control}
        name="is_private"
        render={({ field }) => (
          <SwitchField
            label="Private"
            hint="Entries are private unless you turn this off. No one else can open your journal either way."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />

      <Controller
        control={control}
        name="answered"
        render={({ field }) => (
          <SwitchField
            label="Answered"
            hint="Mark a prayer God has answered."
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-controls={answered ? answerDetailsId : undefined}
          />
        )}
      />

      {answered ? (
        <div id={answerDetailsId}>
          <Field label="Answer details (optional)" error={errors.answer_details?.message}>
            {(field) => (
              <Textarea
                {...field}
                rows={4}
                placeholder="How did God answer?"
                {...register('answer_details')}
              />
            )}
          </Field>
        </div>
      ) : null}

      <FormActions
        className="pt-2"
        cancel={
          <Button type="button" variant="ghost" disabled={saving} onClick={cancel}>
            Cancel
          </Button>
        }
        pending={saving}
        actionLabel={SAVE_ENTRY_LABEL}
        pendingLabel="Saving..."
      />
    </form>
  );
}

/** Once saved without it, the entry's previous memo is deleted (the recorder only detached it). */
function finishMemo(previous: string | null, now: string | null) {
  if (previous && previous !== now) void discardVoiceMemo(previous);
}

interface TopicChooserProps {
  loading: boolean;
  loadError: string | null;
  topics: readonly { id: string; title: string }[];
  error: string | undefined;
  inactiveNotice: boolean;
  registration: UseFormRegisterReturn<'topic_id'>;
}

/** Only active topics are offered (docs/product/journal.md#rules). */
function TopicChooser({
  loading,
  loadError,
  topics,
  error,
  inactiveNotice,
  registration,
}: TopicChooserProps) {
  return (
    <div className="flex flex-col gap-2">
      <Field
        label="Topic"
        error={error}
        hint={topics.length > 0 ? 'Add this entry to one of your active topics.' : undefined}
      >
        {(field) =>
          // The picker keeps its room while the topics load: a spinner in its place moved the form
          // below when they came (docs/product/reading-plans.md#steady-layout). Registered only
          // once they are in, so a topic asked for (?topic=id) is selected among its options.
          loading ? (
            <Select {...field} disabled aria-busy="true">
              <option>Loading topics...</option>
            </Select>
          ) : (
            <Select {...field} {...registration}>
              <option value="">{NO_TOPIC_OPTION}</option>
              {topics.map((topic) => (
                <option key={topic.id} value={topic.id}>
                  {topic.title}
                </option>
              ))}
            </Select>
          )
        }
      </Field>
      {inactiveNotice ? <Alert variant="info">{INACTIVE_TOPIC_MESSAGE}</Alert> : null}
      {loadError ? <Alert>{loadError}</Alert> : null}
    </div>
  );
}
