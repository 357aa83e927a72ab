import type { ReactNode } from 'react';
import { InputField, type InputFieldProps } from './input-field';

type EmailFieldProps = Omit<
  InputFieldProps,
  'label' | 'type' | 'autoComplete' | 'inputMode' | 'autoCapitalize' | 'spellCheck'
> & { label?: ReactNode };

/** An email address input with the keyboard and autofill hints that suit one. */
export function EmailField({ label = 'Email', ...props }: EmailFieldProps) {
  return (
    <InputField
      label={label}
      {...props}
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
    />
  );
}
