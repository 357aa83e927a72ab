import type { Prayer, UpdatePrayerInput, updatePrayerInputSchema } from '@manna/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { DialogActions } from '@/components/ui/confirm-dialog';
import { DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import {
  EDIT_ANSWER_LABEL,
  MARK_ANSWERED_LABEL,
  PRAYER_ANSWERED_TOAST,
  PRAYER_UPDATED_TOAST,
  UPDATE_PRAYER_FAILED,
} from '../utils/prayer-messages';
import { type PrayerDialogProps, PrayerUpdateDialog } from './prayer-update-dialog';

export const ANSWER_DETAILS_LABEL = 'How did God answer? (optional)';

type AnswerInput = Pick<UpdatePrayerInput, 'answer_details'>;
type AnswerValues = Pick<z.output<typeof updatePrayerInputSchema>, 'answer_details'>;

// The shared schema, with zod, loads when the prayer's screen shows, not with it
// (lib/lazy-zod-resolver.ts).
const answerResolver = lazyZodResolver(
  () => import('@manna/shared/prayers/prayer-schemas'),
  (schemas) => schemas.updatePrayerInputSchema.pick({ answer_details: true }),
);

/**
 * 'Mark as answered', with room to tell how; on an answered prayer the same dialog edits the
 * answer (the server keeps the day it was first answered).
 */
export function AnswerPrayerDialog(props: PrayerDialogProps) {
  const { prayer, open } = props;
  const editing = prayer.is_answered;
  return (
    <PrayerUpdateDialog {...props}>
      {({ pending, error, save }) =>
        open ? (
          <AnswerForm
            prayer={prayer}
            editing={editing}
            pending={pending}
            error={error}
            onSubmit={({ answer_details }) =>
              save(
                { is_answered: true, answer_details: answer_details ?? null },
                editing ? PRAYER_UPDATED_TOAST : PRAYER_ANSWERED_TOAST,
              )
            }
          />
        ) : null
      }
    </PrayerUpdateDialog>
  );
}

interface AnswerFormProps {
  prayer: Prayer;
  editing: boolean;
  pending: boolean;
  error: unknown;
  onSubmit: (values: AnswerValues) => void;
}

function AnswerForm({ prayer, editing, pending, error, onSubmit }: AnswerFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AnswerInput, unknown, AnswerValues>({
    resolver: answerResolver,
    defaultValues: { answer_details: prayer.answer_details ?? '' },
  });
  useEffect(() => answerResolver.preload(), []);
  return (
    <form
      onSubmit={handleSubmit((values) => {
        if (!pending) onSubmit(values);
      })}
      noValidate
      className="flex flex-col gap-4"
    >
      <DialogHeading
        title={editing ? EDIT_ANSWER_LABEL : MARK_ANSWERED_LABEL}
        description={prayer.title}
      />
      {error ? <Alert title={UPDATE_PRAYER_FAILED}>{getErrorMessage(error)}</Alert> : null}
      <Field
        label={ANSWER_DETAILS_LABEL}
        error={errors.answer_details?.message}
        hint="A few words now will be a gift to read later."
      >
        {(control) => (
          <Textarea
            {...control}
            rows={5}
            placeholder="What happened, and what did you learn?"
            {...register('answer_details')}
          />
        )}
      </Field>
      <DialogActions
        pending={pending}
        actionLabel={editing ? 'Save answer' : MARK_ANSWERED_LABEL}
        pendingLabel="Saving..."
      />
    </form>
  );
}
