import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_MESSAGES, phonePasswordResetInputSchema } from '@manna/shared';
import { type FormEvent, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formErrorOtherThanPassword } from '@/components/form/password-fields';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { useRequestPhonePasswordReset, useResetPasswordByPhone } from '../api/phone';
import { defaultCountry, toE164 } from '../utils/phone-numbers';
import { PhoneCodeActions, PhoneCodeField } from './phone-code-parts';
import { PhoneNumberField } from './phone-number-field';
import { phoneFormError } from './phone-sign-in-form';
import { NewPasswordFields } from './reset-password-form';

/**
 * A forgotten password, reset by text message
 * (docs/product/accounts-and-shell.md#reset-by-text-message): the number, then the texted code with
 * the new password. A lazy chunk of /forgot-password's Phone tab.
 */
export function PhonePasswordResetForm({ onSuccess }: { onSuccess: () => void }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo ? (
    <ResetCodeStep
      phoneNumber={sentTo}
      onChangeNumber={() => setSentTo(null)}
      onSuccess={onSuccess}
    />
  ) : (
    <ResetNumberStep onSent={setSentTo} />
  );
}

function ResetNumberStep({ onSent }: { onSent: (phoneNumber: string) => void }) {
  const requestCode = useRequestPhonePasswordReset();
  const [country, setCountry] = useState(defaultCountry);
  const [number, setNumber] = useState('');
  const [numberError, setNumberError] = useState<string | undefined>(undefined);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phoneNumber = toE164(country, number);
    if (!phoneNumber) {
      setNumberError(PHONE_MESSAGES.invalidNumber);
      return;
    }
    setNumberError(undefined);
    requestCode.mutate(phoneNumber, { onSuccess: () => onSent(phoneNumber) });
  };

  const formError = phoneFormError(requestCode.error);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Reset password with phone"
    >
      {formError ? <Alert>{formError}</Alert> : null}
      <PhoneNumberField
        country={country}
        onCountryChange={setCountry}
        number={number}
        onNumberChange={setNumber}
        error={numberError}
      />
      <Button type="submit" size="lg" disabled={requestCode.isPending} className="w-full">
        {requestCode.isPending ? <ButtonSpinner /> : null}
        {requestCode.isPending ? 'Sending your code...' : 'Text me a code'}
      </Button>
    </form>
  );
}

interface ResetCodeStepProps {
  phoneNumber: string;
  onChangeNumber: () => void;
  onSuccess: () => void;
}

function ResetCodeStep({ phoneNumber, onChangeNumber, onSuccess }: ResetCodeStepProps) {
  const resetPassword = useResetPasswordByPhone();
  const resend = useRequestPhonePasswordReset();
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(phonePasswordResetInputSchema),
    defaultValues: { code: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ code, password }) =>
    resetPassword.mutate({ phoneNumber, code, newPassword: password }, { onSuccess }),
  );

  const otherError = formErrorOtherThanPassword(resetPassword.error);
  const serverError = otherError ? phoneFormError(otherError) : null;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Choose a new password"
    >
      {/* Neutral on purpose, like the e-mail's answer: it never says whether the number is a member's. */}
      <Alert variant="info">
        {`If ${phoneNumber} has a Manna account, we've texted it a 6-digit code. Enter it and choose a new password.`}
      </Alert>
      {serverError ? <Alert>{serverError}</Alert> : null}
      <Controller
        control={control}
        name="code"
        render={({ field }) => (
          <PhoneCodeField
            value={field.value}
            onValueChange={field.onChange}
            error={errors.code?.message}
          />
        )}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        resetError={resetPassword.error}
        pending={resetPassword.isPending}
      />
      <PhoneCodeActions
        onResend={() => {
          resetPassword.reset();
          resend.mutate(phoneNumber);
        }}
        resending={resend.isPending}
        resent={resend.isSuccess}
        resendError={resend.error}
        onChangeNumber={onChangeNumber}
      />
    </form>
  );
}
