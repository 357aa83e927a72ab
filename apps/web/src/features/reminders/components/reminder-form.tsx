import { zodResolver } from '@hookform/resolvers/zod';
import { createReminderInputSchema, WEEK_DAYS } from '@manna/shared';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { DialogActions } from '@/components/ui/confirm-dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { DAY_NAMES, DAY_SHORT_NAMES } from '../utils/reminder-days';

const reminderFieldsSchema = createReminderInputSchema.pick({
  title: true,
  message: true,
  time: true,
  days_of_week: true,
});
type ReminderFieldsInput = z.input<typeof reminderFieldsSchema>;
export type ReminderFormValues = z.output<typeof reminderFieldsSchema>;

interface ReminderFormProps {
  defaultValues: ReminderFormValues;
  actionLabel: string;
  pendingLabel: string;
  errorTitle: string;
  pending: boolean;
  error?: unknown;
  onSubmit: (values: ReminderFormValues) => void;
}

/**
 * A reminder's title, message, time and days, checked with the shared schema
 * (docs/product/reminders.md#limits). The days are toggle buttons, Sunday first.
 */
export function ReminderForm({
  defaultValues,
  actionLabel,
  pendingLabel,
  errorTitle,
  pending,
  error,
  onSubmit,
}: ReminderFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ReminderFieldsInput, unknown, ReminderFormValues>({
    resolver: zodResolver(reminderFieldsSchema),
    defaultValues,
  });
  const daysErrorId = useId();

  return (
    <form
      onSubmit={handleSubmit((values) => {
        if (!pending) onSubmit(values);
      })}
      noValidate
      className="flex flex-col gap-4"
    >
      {error ? <Alert title={errorTitle}>{getErrorMessage(error)}</Alert> : null}
      <Field label="Title" error={errors.title?.message}>
        {(field) => (
          <Input {...field} aria-required="true" autoComplete="off" {...register('title')} />
        )}
      </Field>
      <Field label="Message" error={errors.message?.message}>
        {(field) => <Textarea {...field} rows={2} aria-required="true" {...register('message')} />}
      </Field>
      <Field label="Time" error={errors.time?.message}>
        {(field) => (
          <Input
            {...field}
            type="time"
            aria-required="true"
            className="w-40"
            {...register('time')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="days_of_week"
        render={({ field: { value, onChange } }) => (
          <fieldset
            aria-describedby={errors.days_of_week ? daysErrorId : undefined}
            className="flex flex-col gap-2"
          >
            <legend className="mb-2 text-sm font-medium">Days</legend>
            <div className="flex flex-wrap gap-1.5">
              {WEEK_DAYS.map((day) => {
                const on = value.includes(day);
                return (
                  <button
                    key={day}
                    type="button"
                    aria-pressed={on}
                    aria-label={DAY_NAMES[day]}
                    onClick={() =>
                      onChange(on ? value.filter((other) => other !== day) : [...value, day])
                    }
                    className={cn(
                      'h-10 min-w-12 rounded-xl border px-2 text-sm font-medium transition-colors',
                      'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      on
                        ? 'border-primary bg-primary text-primary-foreground'
                        : 'border-input bg-card text-foreground hover:bg-accent',
                    )}
                  >
                    {DAY_SHORT_NAMES[day]}
                  </button>
                );
              })}
            </div>
            {errors.days_of_week ? (
              <p id={daysErrorId} className="text-sm font-medium text-destructive">
                {errors.days_of_week.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <DialogActions pending={pending} actionLabel={actionLabel} pendingLabel={pendingLabel} />
    </form>
  );
}
