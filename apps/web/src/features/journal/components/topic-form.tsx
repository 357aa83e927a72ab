import {
  CREATE_TOPIC_FAILED,
  type CreateTopicInput,
  DEFAULT_TOPIC_COLOR,
  DEFAULT_TOPIC_ICON,
  DEFAULT_TOPIC_STATUS,
  type JournalTopic,
  TOPIC_COLORS,
  TOPIC_ICONS,
  TOPIC_STATUS_LABELS,
  TOPIC_STATUSES,
  UPDATE_TOPIC_FAILED,
} from '@manna/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { ColorField } from '@/components/form/color-field';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { FormActions } from '@/components/ui/form-actions';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/cn';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';
import { useCreateTopic } from '../api/create-topic';
import { useUpdateTopic } from '../api/update-topic';
import { useJournalError } from '../hooks/use-journal-error';
import { TOPIC_CREATED_TOAST, TOPIC_UPDATED_TOAST } from '../utils/journal-messages';
import { TOPIC_ICON_COMPONENTS, TOPIC_ICON_LABELS } from '../utils/topic-style';
import { JournalErrorAlert } from './journal-error-alert';

export const SAVE_TOPIC_LABEL = 'Save topic';
export const CREATE_TOPIC_LABEL = 'Create topic';

function initialValues(topic: JournalTopic | null): CreateTopicInput {
  return {
    title: topic?.title ?? '',
    description: topic?.description ?? '',
    goal: topic?.goal ?? '',
    // Defaults: active, blue, target (docs/product/journal.md#entities).
    status: topic?.status ?? DEFAULT_TOPIC_STATUS,
    color: topic?.color ?? DEFAULT_TOPIC_COLOR,
    icon: topic?.icon ?? DEFAULT_TOPIC_ICON,
  };
}

interface TopicFormProps {
  /** The topic to edit; absent for a new one. */
  topic?: JournalTopic | null;
  onSaved: (topic: JournalTopic) => void;
  onCancel: () => void;
}

// The shared schema, with zod, loads after the form shows (lib/lazy-zod-resolver.ts).
const topicResolver = lazyZodResolver(
  () => import('@manna/shared/journal/journal-schemas'),
  (schemas) => schemas.topicFormSchema,
);

/**
 * A journal topic: title, description, goal, status, colour and icon. The server's rules check
 * it here too, in the member's words: an empty title is 'Give your topic a title' under the
 * field, where the API answers 'User ID and title are required'
 * (docs/product/journal.md#topics). Whatever the server refuses instead is shown as it says it.
 */
export function TopicForm({ topic = null, onSaved, onCancel }: TopicFormProps) {
  const createTopic = useCreateTopic();
  const updateTopic = useUpdateTopic();
  const failure = useJournalError();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({
    resolver: topicResolver,
    defaultValues: initialValues(topic),
  });
  useEffect(() => topicResolver.preload(), []);
  const [color, icon] = watch(['color', 'icon']);
  const saving = createTopic.isPending || updateTopic.isPending;

  const save = handleSubmit(async (values) => {
    if (saving) return;
    try {
      if (topic) {
        const saved = await updateTopic.mutateAsync({
          id: topic.id,
          // Emptied description or goal are sent as null, so they are cleared.
          changes: {
            ...values,
            description: values.description ?? null,
            goal: values.goal ?? null,
          },
        });
        toast({ type: 'success', ...TOPIC_UPDATED_TOAST });
        onSaved(saved);
      } else {
        const saved = await createTopic.mutateAsync(values);
        toast({ type: 'success', ...TOPIC_CREATED_TOAST });
        onSaved(saved);
      }
    } catch (error) {
      // docs/product/journal.md#errors: 'Failed to create journal topic: {message}' / 'Failed to
      // update journal topic: ...'.
      failure.show(topic ? UPDATE_TOPIC_FAILED : CREATE_TOPIC_FAILED, error);
    }
  });

  return (
    <form onSubmit={save} noValidate className="flex flex-col gap-5">
      <JournalErrorAlert message={failure.message} />

      <Field label="Title" error={errors.title?.message}>
        {(field) => (
          <Input
            {...field}
            aria-required="true"
            autoComplete="off"
            placeholder="e.g. My family"
            {...register('title')}
          />
        )}
      </Field>

      <Field label="Description (optional)" error={errors.description?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={3}
            className="min-h-24"
            placeholder="What is this topic about?"
            {...register('description')}
          />
        )}
      </Field>

      <Field label="Goal (optional)" error={errors.goal?.message}>
        {(field) => (
          <Textarea
            {...field}
            rows={2}
            className="min-h-20"
            placeholder="What are you praying towards?"
            {...register('goal')}
          />
        )}
      </Field>

      <Field
        label="Status"
        error={errors.status?.message}
        hint="Only active topics take new entries."
      >
        {(field) => (
          <Select {...field} {...register('status')}>
            {TOPIC_STATUSES.map((status) => (
              <option key={status} value={status}>
                {TOPIC_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </Field>

      <ColorField
        colors={TOPIC_COLORS}
        value={color}
        registration={register('color')}
        error={errors.color?.message}
      />

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium leading-none">Icon</legend>
        <div className="flex flex-wrap gap-2">
          {TOPIC_ICONS.map((option) => {
            const Icon = TOPIC_ICON_COMPONENTS[option];
            return (
              <label
                key={option}
                className="relative cursor-pointer"
                title={TOPIC_ICON_LABELS[option]}
              >
                <input
                  type="radio"
                  value={option}
                  aria-label={TOPIC_ICON_LABELS[option]}
                  className="peer sr-only"
                  {...register('icon')}
                />
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-11 items-center justify-center rounded-xl border transition-colors',
                    'peer-focus-visible:ring-2 peer-focus-visible:ring-ring',
                    icon === option
                      ? 'border-primary bg-primary text-primary-foreground'
                      : 'border-border bg-card text-foreground hover:bg-accent',
                  )}
                >
                  <Icon className="size-5" />
                </span>
              </label>
            );
          })}
        </div>
        {errors.icon?.message ? (
          <p className="text-sm font-medium text-destructive">{errors.icon.message}</p>
        ) : null}
      </fieldset>

      <FormActions
        className="pt-2"
        cancel={
          <Button type="button" variant="ghost" disabled={saving} onClick={onCancel}>
            Cancel
          </Button>
        }
        pending={saving}
        actionLabel={topic ? SAVE_TOPIC_LABEL : CREATE_TOPIC_LABEL}
        pendingLabel="Saving..."
      />
    </form>
  );
}
