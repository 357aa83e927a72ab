import type { CurrentUser } from '@manna/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { useUpdateProfile } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { lazyZodResolver } from '@/lib/lazy-zod-resolver';

// The schema, with zod, loads after the form shows (lib/lazy-zod-resolver.ts).
const profileResolver = lazyZodResolver(
  () => import('../utils/profile-form-schema'),
  (schemas) => schemas.profileFormSchema,
);

interface ProfileFormProps {
  user: CurrentUser;
  /**
   * The account section's PATCH /api/me. Passed in rather than imported: imported here, it moved
   * the signed-in member's query out of the entry chunk into a chunk of its own that every
   * screen then loads (docs/decisions/005-first-load-budget.md).
   */
  updateProfile: ReturnType<typeof useUpdateProfile>;
}

/** The member's name, the one the community sees. */
export function ProfileForm({ user, updateProfile }: ProfileFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: profileResolver,
    defaultValues: { full_name: user.profile.full_name },
  });
  useEffect(() => profileResolver.preload(), []);

  useEffect(() => {
    reset({ full_name: user.profile.full_name });
  }, [user.profile.full_name, reset]);

  const onSubmit = handleSubmit((values) =>
    updateProfile.mutate(values, {
      onSuccess: () =>
        toast({ type: 'success', title: 'Profile updated', message: 'Your name has been saved.' }),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Profile">
      {updateProfile.error ? <Alert>{getErrorMessage(updateProfile.error)}</Alert> : null}
      <Field label="Full name" error={errors.full_name?.message}>
        {(control) => <Input {...control} {...register('full_name')} autoComplete="name" />}
      </Field>
      <div>
        <Button type="submit" disabled={updateProfile.isPending || !isDirty}>
          {updateProfile.isPending ? <ButtonSpinner /> : null}
          {updateProfile.isPending ? 'Saving...' : 'Save name'}
        </Button>
      </div>
    </form>
  );
}
