import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInputSchema } from '@manna/shared';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  ConfirmPasswordField,
  formErrorOtherThanPassword,
  NewPasswordField,
  weakPasswordMessage,
} from '@/components/form/password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useResetPassword } from '../api/reset-password';

export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

export function InvalidResetLink() {
  return (
    <div className="flex flex-col gap-5">
      <Alert>{INVALID_RESET_LINK_MESSAGE}</Alert>
      <Button asChild size="lg" className="w-full">
        <Link to={paths.auth.forgotPassword.getHref()}>Request a new link</Link>
      </Button>
    </div>
  );
}

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
}

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (isApiError(resetPassword.error) && resetPassword.error.code === 'INVALID_TOKEN') {
    return <InvalidResetLink />;
  }

  return (
    <form
      onSubmit={handleSubmit(({ password }) =>
        resetPassword.mutate({ token, newPassword: password }, { onSuccess }),
      )}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Choose a new password"
    >
      {formErrorOtherThanPassword(resetPassword.error) ? (
        <Alert>{getErrorMessage(resetPassword.error)}</Alert>
      ) : null}
      <NewPasswordField
        error={errors.password?.message ?? weakPasswordMessage(resetPassword.error)}
        {...register('password')}
      />
      <ConfirmPasswordField
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={resetPassword.isPending} className="w-full">
        {resetPassword.isPending ? <ButtonSpinner /> : null}
        {resetPassword.isPending ? 'Resetting...' : 'Reset password'}
      </Button>
    </form>
  );
}
