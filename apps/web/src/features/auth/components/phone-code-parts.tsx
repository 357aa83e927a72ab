import { OneTimeCodeInput } from '@/components/form/one-time-code-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { phoneFormError } from './phone-sign-in-form';

// What every step taking a texted code shares: the sign-up's and the password reset's
// (docs/product/accounts-and-shell.md#sign-up-by-phone).

interface PhoneCodeFieldProps {
  value: string;
  onValueChange: (code: string) => void;
  error?: string | undefined;
}

/** The 6-digit code from the text message. */
export function PhoneCodeField({ value, onValueChange, error }: PhoneCodeFieldProps) {
  return (
    <Field label="Code" error={error}>
      {(control) => <OneTimeCodeInput {...control} value={value} onValueChange={onValueChange} />}
    </Field>
  );
}

interface PhoneCodeActionsProps {
  /** Texts a new code to the same number. */
  onResend: () => void;
  resending: boolean;
  /** A new code was sent (and none is being sent now). */
  resent: boolean;
  /** Why the new code was refused, if it was. */
  resendError: unknown;
  /** Back to the step that asked for the number. */
  onChangeNumber: () => void;
}

/** 'Send a new code' and 'Change number', and word of the new code: on its way, or refused. */
export function PhoneCodeActions({
  onResend,
  resending,
  resent,
  resendError,
  onChangeNumber,
}: PhoneCodeActionsProps) {
  const refused = phoneFormError(resendError);
  return (
    <>
      {resent && !resending ? <Alert variant="info">A new code is on its way.</Alert> : null}
      {refused ? <Alert>{refused}</Alert> : null}
      <div className="flex justify-between gap-3 text-sm">
        <Button type="button" variant="ghost" disabled={resending} onClick={onResend}>
          Send a new code
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeNumber}>
          Change number
        </Button>
      </div>
    </>
  );
}
