import { PASSWORD_MIN_LENGTH } from '@manna/shared';
import type { ReactNode } from 'react';
import { InputField, type InputFieldProps } from './input-field';

type NewPasswordFieldProps = Omit<InputFieldProps, 'label' | 'hint' | 'type' | 'autoComplete'> & {
  label?: ReactNode;
};

/** Choosing a password: says how long it must be and asks password managers to suggest one. */
export function NewPasswordField({ label = 'New password', ...props }: NewPasswordFieldProps) {
  return (
    <InputField
      label={label}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
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
