import { PHONE_MESSAGES, phoneCodeSchema, phoneSignUpInputSchema } from '@manna/shared';
import { type FormEvent, useState } from 'react';
import { NewPasswordField, weakPasswordMessage } from '@/components/form/password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useSendPhoneCode, useVerifyPhoneSignUp } from '../api/phone';
import { defaultCountry, toE164 } from '../utils/phone-numbers';
import { PhoneCodeActions, PhoneCodeField } from './phone-code-parts';
import { PhoneNumberField } from './phone-number-field';
import { phoneFormError } from './phone-sign-in-form';

interface Details {
  fullName: string;
  phoneNumber: string;
  password: string;
}

type FieldErrors = Partial<Record<keyof Details, string>>;

/**
 * Sign-up with a phone number (docs/product/accounts-and-shell.md#sign-up-by-phone): name, number
 * and password, then the 6-digit code texted to the number; the account is created and signed in
 * when the code is right. A lazy chunk of /register's Phone tab.
 */
export function PhoneSignUpForm({ onSignedUp }: { onSignedUp: () => void }) {
  const [sentTo, setSentTo] = useState<Details | null>(null);
  return sentTo ? (
    <PhoneCodeStep
      details={sentTo}
      onChangeNumber={() => setSentTo(null)}
      onSignedUp={onSignedUp}
    />
  ) : (
    <PhoneDetailsStep onSent={setSentTo} />
  );
}

function PhoneDetailsStep({ onSent }: { onSent: (details: Details) => void }) {
  const sendCode = useSendPhoneCode();
  const [country, setCountry] = useState(defaultCountry);
  const [number, setNumber] = useState('');
  const [fullName, setFullName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneNumber = toE164(country, number) ?? '';
    const parsed = phoneSignUpInputSchema.safeParse({ fullName, phoneNumber, password });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'fullName' || key === 'phoneNumber' || key === 'password') && !found[key]) {
          found[key] = issue.message;
        }
      }
      setErrors(found);
      return;
    }
    setErrors({});
    sendCode.mutate(parsed.data.phoneNumber, { onSuccess: () => onSent(parsed.data) });
  };

  const formError = phoneFormError(sendCode.error);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Create account with phone"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <Field label="Full name" error={errors.fullName}>
        {(control) => (
          <Input
            {...control}
            value={fullName}
            onChange={(event) => setFullName(event.target.value)}
            autoComplete="name"
            autoCapitalize="words"
          />
        )}
      </Field>
      <PhoneNumberField
        country={country}
        onCountryChange={setCountry}
        number={number}
        onNumberChange={setNumber}
        error={errors.phoneNumber}
      />
      <NewPasswordField
        label="Password"
        error={errors.password}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="submit" size="lg" disabled={sendCode.isPending} className="mt-1 w-full">
        {sendCode.isPending ? <ButtonSpinner /> : null}
        {sendCode.isPending ? 'Sending your code...' : 'Text me a code'}
      </Button>
    </form>
  );
}

function PhoneCodeStep({
  details,
  onChangeNumber,
  onSignedUp,
}: {
  details: Details;
  onChangeNumber: () => void;
  onSignedUp: () => void;
}) {
  const verify = useVerifyPhoneSignUp();
  const resend = useSendPhoneCode();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = phoneCodeSchema.safeParse(code);
    if (!parsed.success) {
      setCodeError(parsed.error.issues[0]?.message ?? PHONE_MESSAGES.codeFormat);
      return;
    }
    setCodeError(null);
    // Signed in on success: /register moves on to the home screen.
    verify.mutate({ ...details, code: parsed.data }, { onSuccess: onSignedUp });
  };

  const weakPassword = weakPasswordMessage(verify.error);
  const serverError = weakPassword ?? phoneFormError(verify.error);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Enter your code"
    >
      <Alert variant="info">
        {`We've texted a 6-digit code to ${details.phoneNumber}. Enter it to create your account.`}
      </Alert>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <PhoneCodeField value={code} onValueChange={setCode} error={codeError ?? undefined} />
      <Button type="submit" size="lg" disabled={verify.isPending} className="mt-1 w-full">
        {verify.isPending ? <ButtonSpinner /> : null}
        {verify.isPending ? 'Creating your account...' : 'Create account'}
      </Button>
      <PhoneCodeActions
        onResend={() => {
          verify.reset();
          resend.mutate(details.phoneNumber);
        }}
        resending={resend.isPending}
        resent={resend.isSuccess}
        resendError={resend.error}
        onChangeNumber={onChangeNumber}
      />
    </form>
  );
}
