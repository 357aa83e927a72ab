import type { ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

const CODE_LENGTH = 6;

type OneTimeCodeInputProps = Omit<
  ComponentProps<typeof Input>,
  'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'maxLength'
> & {
  value: string;
  /** Receives the digits only, at most six of them. */
  onValueChange: (code: string) => void;
};

/** The 6-digit code from an authenticator app. Pass the Field's control props straight in. */
export function OneTimeCodeInput({ value, onValueChange, ...props }: OneTimeCodeInputProps) {
  return (
    <Input
      {...props}
      value={value}
      onChange={(event) =>
        onValueChange(event.target.value.replace(/[^\d]/g, '').slice(0, CODE_LENGTH))
      }
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
    />
  );
}
