import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInputSchema } from '@manna/shared';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  ConfirmPasswordField,
  formErrorOtherThanPassword,
  NewPasswordField,
  weakPasswordMessage,
} from '@/components/form/password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { useChangePassword } from '../api/change-password';

const changePasswordFormSchema = z
  .object({ currentPassword: z.string().min(1, 'Please enter your current password') })
  .and(resetPasswordInputSchema);

export function ChangePasswordForm({ username }: { username: string }) {
  const changePassword = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, password }) =>
    changePassword.mutate(
      { currentPassword, newPassword: password },
      {
        onSuccess: () => {
          reset();
          toast({
            type: 'success',
            title: 'Password changed',
            message: 'Your other devices have been signed out.',
          });
        },
      },
    ),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Change password</CardTitle>
        <CardDescription>Other devices will be signed out when you change it.</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Change password"
        >
          {formErrorOtherThanPassword(changePassword.error) ? (
            <Alert>{getErrorMessage(changePassword.error)}</Alert>
          ) : null}
          {/* Lets password managers know which account this password belongs to. */}
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={username}
            readOnly
            hidden
          />
          <Field label="Current password" error={errors.currentPassword?.message}>
            {(control) => (
              <Input
                {...control}
                {...register('currentPassword')}
                type="password"
                autoComplete="current-password"
              />
            )}
          </Field>
          <NewPasswordField
            error={errors.password?.message ?? weakPasswordMessage(changePassword.error)}
            {...register('password')}
          />
          <ConfirmPasswordField
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <div>
            <Button type="submit" disabled={changePassword.isPending}>
              {changePassword.isPending ? <ButtonSpinner /> : null}
              {changePassword.isPending ? 'Changing...' : 'Change password'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
