import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, isAdminRole, updateProfileInputSchema } from '@manna/shared';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { useUpdateProfile } from '@/features/auth';
import { getErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';

const profileFormSchema = updateProfileInputSchema.pick({ full_name: true }).required();

function ProfileForm({ user }: { user: CurrentUser }) {
  const updateProfile = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { full_name: user.profile.full_name },
  });

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

function Detail({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="font-medium break-words sm:text-right">{children}</dd>
    </div>
  );
}

export function AccountSection({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>Profile</CardTitle>
          <CardDescription>This is the name your community sees.</CardDescription>
        </CardHeader>
        <CardContent>
          <ProfileForm user={user} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Account details</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y divide-border">
            {/* A phone account's number, never its placeholder e-mail (CurrentUser.contact). */}
            <Detail term={user.contact.kind === 'phone' ? 'Phone' : 'Email'}>
              {user.contact.value}
            </Detail>
            <Detail term="Role">{isAdminRole(user.role) ? 'Administrator' : 'Member'}</Detail>
            <Detail term="Tokens">
              {formatNumber(user.tokens)}{' '}
              <TextLink to={paths.app.settings.getHref('tokens')} className="ml-2 text-sm">
                History and packs
              </TextLink>
            </Detail>
            <Detail term="Last sign-in">
              {user.last_login
                ? formatDateTime(user.last_login, { timeZone: user.time_zone })
                : 'Not recorded yet'}
            </Detail>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
