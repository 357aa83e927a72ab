import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordInputSchema } from '@manna/shared';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
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
      <NewPasswordFields
        register={register}
        errors={errors}
        resetError={resetPassword.error}
        pending={resetPassword.isPending}
      />
    </form>
  );
}

type NewPasswordName = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** The form's register (react-hook-form): the form has both fields. */
  register: (name: NewPasswordName) => UseFormRegisterReturn;
  /** The form's own word on each field. */
  errors: Partial<Record<NewPasswordName, { message?: string | undefined }>>;
  /** The server's refusal: one about the password's strength shows under its field. */
  resetError: unknown;
  pending: boolean;
}

/** The new password, twice, and 'Reset password': after an e-mailed link or a texted code. */
export function NewPasswordFields({
  register,
  errors,
  resetError,
  pending,
}: NewPasswordFieldsProps) {
  return (
    <>
      <NewPasswordField
        error={errors.password?.message ?? weakPasswordMessage(resetError)}
        {...register('password')}
      />
      <ConfirmPasswordField
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <Button type="submit" size="lg" disabled={pending} className="w-full">
        {pending ? <ButtonSpinner /> : null}
        {pending ? 'Resetting...' : 'Reset password'}
      </Button>
    </>
  );
}
