import {
  createEntryInputSchema,
  createTopicEntryInputSchema,
  updateEntryInputSchema,
  updateTopicEntryInputSchema,
} from '@manna/shared/journal/journal-schemas';
import { z } from 'zod';
import type { EntryFormTarget, EntryFormValues, EntrySubmission } from '../components/entry-form';

// What the entry form checks with, apart from the form so that the form paints without zod
// (components/entry-form.tsx, docs/decisions/005-first-load-budget.md).

// Both kinds of entry share these; details belong to an answered entry only. The schemas turn an
// emptied optional field into null, so an update clears it.
const sharedFields = (values: EntryFormValues) => ({
  title: values.title,
  content: values.content,
  is_private: values.is_private,
  answer_details: values.answered ? values.answer_details : null,
  voice_memo_url: values.voice_memo_url,
});
const entryFields = (values: EntryFormValues) => ({
  ...sharedFields(values),
  answered: values.answered,
});
// A topic entry calls 'answered' is_answered (a switch, so never refused: its errors need no field).
const topicEntryFields = (values: EntryFormValues) => ({
  ...sharedFields(values),
  type: values.type,
  scripture_reference: values.scripture_reference,
  is_answered: values.answered,
});

/** The API's schema for what this form writes: an edit, or a new entry in a topic or not. */
export function entrySchema(
  target: EntryFormTarget,
  topicId: string,
): z.ZodType<EntrySubmission, EntryFormValues> {
  if (target.mode === 'edit-entry') {
    const { id } = target.entry;
    return z
      .preprocess(entryFields, updateEntryInputSchema)
      .transform((changes) => ({ kind: 'update-entry' as const, id, changes }));
  }
  if (target.mode === 'edit-topic-entry') {
    const { id } = target.entry;
    return z
      .preprocess(topicEntryFields, updateTopicEntryInputSchema)
      .transform((changes) => ({ kind: 'update-topic-entry' as const, id, changes }));
  }
  if (topicId !== '') {
    return z
      .preprocess(topicEntryFields, createTopicEntryInputSchema)
      .transform((input) => ({ kind: 'create-topic-entry' as const, topicId, input }));
  }
  return z
    .preprocess(entryFields, createEntryInputSchema)
    .transform((input) => ({ kind: 'create-entry' as const, input }));
}
