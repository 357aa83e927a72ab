import { PASSWORD_MIN_LENGTH, WEAK_PASSWORD_CODE } from '@manna/shared';
import type { ReactNode } from 'react';
import { isApiError } from '@/lib/api-client';
import { InputField, type InputFieldProps } from './input-field';

/**
 * The server's word on a new password that is too easy to guess, which belongs under the
 * password field rather than above the form.
 */
export function weakPasswordMessage(error: unknown): string | undefined {
  return isApiError(error) && error.code === WEAK_PASSWORD_CODE ? error.message : undefined;
}

/** A form-level error, unless it is about the new password (shown by its field). */
export function formErrorOtherThanPassword(error: unknown): unknown {
  return weakPasswordMessage(error) === undefined ? error : null;
}

type NewPasswordFieldProps = Omit<InputFieldProps, 'label' | 'hint' | 'type' | 'autoComplete'> & {
  label?: ReactNode;
};

/** Choosing a password: says how long it must be and asks password managers to suggest one. */
export function NewPasswordField({ label = 'New password', ...props }: NewPasswordFieldProps) {
  return (
    <InputField
      label={label}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters, and hard to guess: a few uncommon words together work well.`}
      {...props}
      type="password"
      autoComplete="new-password"
    />
  );
}

/** Typing the new password a second time. */
export function ConfirmPasswordField({
  label = 'Confirm new password',
  ...props
}: NewPasswordFieldProps) {
  return <InputField label={label} {...props} type="password" autoComplete="new-password" />;
}
