import {
  MISSING_CREDENTIALS_MESSAGE,
  PHONE_MESSAGES,
  phoneErrorMessage,
  phoneSignInInputSchema,
} from '@manna/shared';
import { type FormEvent, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { usePhoneSignIn } from '../api/phone';
import type { SignInResult } from '../api/sign-in';
import { defaultCountry, toE164 } from '../utils/phone-numbers';
import { PhoneNumberField } from './phone-number-field';

/** The server's refusal in our words (docs/product/accounts-and-shell.md#sign-up-by-phone). */
export function phoneFormError(error: unknown): string | null {
  if (!error) return null;
  return (isApiError(error) && phoneErrorMessage(error.code)) || getErrorMessage(error);
}

/** Sign-in with a phone number and password: a lazy chunk of /login's Phone tab. */
export function PhoneSignInForm({ onSuccess }: { onSuccess: (result: SignInResult) => void }) {
  const signIn = usePhoneSignIn();
  const [country, setCountry] = useState(defaultCountry);
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [validationError, setValidationError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Trim, then require both, as the e-mail form does
    // (docs/product/accounts-and-shell.md#sign-in-sign-up-recovery).
    const parsed = phoneSignInInputSchema.safeParse({ phoneNumber: number, password });
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    const phoneNumber = toE164(country, parsed.data.phoneNumber);
    if (!phoneNumber) {
      setValidationError(PHONE_MESSAGES.invalidNumber);
      return;
    }
    setValidationError(null);
    signIn.mutate({ phoneNumber, password: parsed.data.password }, { onSuccess });
  };

  const errorMessage = validationError ?? phoneFormError(signIn.error);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Sign in with phone"
    >
      {errorMessage ? <Alert>{errorMessage}</Alert> : null}
      <PhoneNumberField
        country={country}
        onCountryChange={setCountry}
        number={number}
        onNumberChange={setNumber}
        invalid={validationError !== null}
      />
      <Field
        label="Password"
        labelAction={
          <VisitorTextLink to={paths.auth.forgotPassword.getHref('phone')} className="text-sm">
            Forgot password?
          </VisitorTextLink>
        }
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={validationError ? true : undefined}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? <ButtonSpinner /> : null}
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
    </form>
  );
}
