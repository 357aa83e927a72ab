import type { CreatePrayerInput, createPrayerInputSchema } from '@manna/shared';
import { type ReactNode, useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { SwitchField } from '@/components/form/switch-field';
import { Alert } from '@/components/ui/alert';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

/** What the form hands over: trimmed and checked by the shared schema. */
export type PrayerFormValues = z.output<typeof createPrayerInputSchema>;

// The shared schema, with zod, loads after the form shows (lib/lazy-zod-resolver.ts).
const prayerResolver = lazyZodResolver(
  () => import('@manna/shared/prayers/prayer-schemas'),
  (schemas) => schemas.createPrayerInputSchema,
);

export const PRAYER_TITLE_LABEL = 'Title';
export const PRAYER_REQUEST_LABEL = 'Prayer request';
export const PRAYER_PRIVATE_LABEL = 'Keep this prayer private';

interface PrayerFormProps {
  /** The form's accessible name, e.g. 'New prayer'. */
  label: string;
  defaultValues?: { title: string; content: string; is_private: boolean };
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A failed save, shown above the fields with `errorTitle`. */
  error?: unknown;
  errorTitle: string;
  onSubmit: (values: PrayerFormValues) => void;
  /** A Cancel button or link beside the submit button. */
  cancel?: ReactNode;
}

/**
 * A prayer's title, request and privacy (private by default), checked with the shared
 * createPrayerInputSchema so the form says what the API would ('Give your prayer a title',
 * 'Content is required'; docs/product/prayers-and-testimonies.md#limits-and-messages).
 */
export function PrayerForm({
  label,
  defaultValues = { title: '', content: '', is_private: true },
  submitLabel,
  pendingLabel,
  pending,
  error,
  errorTitle,
  onSubmit,
  cancel,
}: PrayerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CreatePrayerInput, unknown, PrayerFormValues>({
    resolver: prayerResolver,
    defaultValues,
  });
  useEffect(() => prayerResolver.preload(), []);

  const submit = handleSubmit((values) => {
    if (!pending) onSubmit(values);
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label} className="flex flex-col gap-5">
      {error ? <Alert title={errorTitle}>{getErrorMessage(error)}</Alert> : null}
      <Field label={PRAYER_TITLE_LABEL} error={errors.title?.message}>
        {(controlProps) => (
          <Input
            {...controlProps}
            aria-required="true"
            autoComplete="off"
            placeholder="e.g. Healing for Mum"
            {...register('title')}
          />
        )}
      </Field>
      <Field label={PRAYER_REQUEST_LABEL} error={errors.content?.message}>
        {(controlProps) => (
          <Textarea
            {...controlProps}
            aria-required="true"
            rows={6}
            placeholder="What would you like to bring to God?"
            {...register('content')}
          />
        )}
      </Field>
      <Controller
        control={control}
        name="is_private"
        render={({ field }) => (
          <SwitchField
            label={PRAYER_PRIVATE_LABEL}
            hint="Your prayers are only ever shown to you. A private prayer also stays out of anything you share later."
            ref={field.ref}
            name={field.name}
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <FormActions
        cancel={cancel}
        pending={pending}
        actionLabel={submitLabel}
        pendingLabel={pendingLabel}
      />
    </form>
  );
}
