import type { InputFieldProps } from '@/components/form/input-field';
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
import { useCheckedForm } from '@/lib/checked-form';
import { VisitorLink } from '@/lib/visitor-navigation';
import { useResetPassword } from '../api/reset-password';

export const INVALID_RESET_LINK_MESSAGE =
  'This password reset link is invalid or has expired. Please request a new one.';

export function InvalidResetLink() {
  return (
    <div className="flex flex-col gap-5">
      <Alert>{INVALID_RESET_LINK_MESSAGE}</Alert>
      <Button asChild size="lg" className="w-full">
        <VisitorLink to={paths.auth.forgotPassword.getHref()}>Request a new link</VisitorLink>
      </Button>
    </div>
  );
}

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
}

// A plain form: the shared schema, with zod, loads as it shows (lib/checked-form.ts).
const loadResetSchema = () =>
  import('@manna/shared/auth/auth-schemas').then((module) => module.resetPasswordInputSchema);

export function ResetPasswordForm({ token, onSuccess }: ResetPasswordFormProps) {
  const resetPassword = useResetPassword();
  const { errors, handleSubmit, recheck } = useCheckedForm(loadResetSchema);

  if (isApiError(resetPassword.error) && resetPassword.error.code === 'INVALID_TOKEN') {
    return <InvalidResetLink />;
  }

  return (
    <form
      onSubmit={handleSubmit(({ password }) =>
        resetPassword.mutate({ token, newPassword: password }, { onSuccess }),
      )}
      onChange={recheck}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Choose a new password"
    >
      {formErrorOtherThanPassword(resetPassword.error) ? (
        <Alert>{getErrorMessage(resetPassword.error)}</Alert>
      ) : null}
      <NewPasswordFields
        register={(name) => ({ name })}
        errors={{
          password: { message: errors.password },
          confirmPassword: { message: errors.confirmPassword },
        }}
        resetError={resetPassword.error}
        pending={resetPassword.isPending}
      />
    </form>
  );
}

type NewPasswordName = 'password' | 'confirmPassword';

interface NewPasswordFieldsProps {
  /** Each field's name and, in a react-hook-form form, its `register(name)`. */
  register: (
    name: NewPasswordName,
  ) => Pick<InputFieldProps, 'name' | 'onChange' | 'onBlur' | 'ref'>;
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
