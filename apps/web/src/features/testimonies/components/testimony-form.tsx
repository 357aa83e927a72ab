import type { createTestimonyInputSchema } from '@manna/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { getErrorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { SHARE_TESTIMONY_FAILED } from '../utils/testimony-messages';

// The prayer a testimony tells about is not typed in: it comes from where the member started.
type TestimonyField = 'title' | 'content';
type TestimonyFieldsInput = Pick<z.input<typeof createTestimonyInputSchema>, TestimonyField>;
export type TestimonyFormValues = Pick<z.output<typeof createTestimonyInputSchema>, TestimonyField>;

// The shared schema, with zod, loads after the form shows (lib/lazy-zod-resolver.ts).
const testimonyResolver = lazyZodResolver(
  () => import('@manna/shared/testimonies/testimony-schemas'),
  (schemas) => schemas.createTestimonyInputSchema.pick({ title: true, content: true }),
);

export const TESTIMONY_TITLE_LABEL = 'Title';
export const TESTIMONY_STORY_LABEL = 'Your story';
export const SEND_TESTIMONY_LABEL = 'Send for review';

interface TestimonyFormProps {
  defaultValues: { title: string; content: string };
  pending: boolean;
  error?: unknown;
  onSubmit: (values: TestimonyFormValues) => void;
}

/**
 * A testimony's title and story, checked with the shared createTestimonyInputSchema ('Give your
 * testimony a title', 'Content is required';
 * docs/product/prayers-and-testimonies.md#limits-and-messages).
 */
export function TestimonyForm({ defaultValues, pending, error, onSubmit }: TestimonyFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TestimonyFieldsInput, unknown, TestimonyFormValues>({
    resolver: testimonyResolver,
    defaultValues,
  });
  useEffect(() => testimonyResolver.preload(), []);

  return (
    <form
      onSubmit={handleSubmit((values) => {
        if (!pending) onSubmit(values);
      })}
      noValidate
      aria-label="Share a testimony"
      className="flex flex-col gap-5"
    >
      {error ? <Alert title={SHARE_TESTIMONY_FAILED}>{getErrorMessage(error)}</Alert> : null}
      <Field label={TESTIMONY_TITLE_LABEL} error={errors.title?.message}>
        {(control) => (
          <Input
            {...control}
            aria-required="true"
            autoComplete="off"
            placeholder="e.g. A door opened for Sam"
            {...register('title')}
          />
        )}
      </Field>
      <Field
        label={TESTIMONY_STORY_LABEL}
        error={errors.content?.message}
        hint="What did you pray for, and how did God answer? Leave out anything others should not read."
      >
        {(control) => (
          <Textarea {...control} aria-required="true" rows={10} {...register('content')} />
        )}
      </Field>
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? <ButtonSpinner /> : null}
          {pending ? 'Sending...' : SEND_TESTIMONY_LABEL}
        </Button>
      </div>
    </form>
  );
}
