import { type FormEvent, useEffect, useId, useState } from 'react';
import { OneTimeCodeInput } from '@/components/form/one-time-code-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { useVerifyBackupCode } from '../api/verify-backup-code';
import { useVerifyTotp } from '../api/verify-totp';

type Method = 'totp' | 'backup';

// The code's shared schema, with zod, loads once the form shows, as on the sign-in form
// (docs/decisions/015-visitor-entry.md).
const loadAuthSchemas = () => import('@manna/shared/auth/auth-schemas');

function describeVerifyError(error: unknown): { message: string; expired: boolean } {
  if (isApiError(error) && error.code === 'INVALID_TWO_FACTOR_COOKIE') {
    return {
      message: 'Your sign-in attempt has expired. Please sign in again.',
      expired: true,
    };
  }
  return { message: getErrorMessage(error), expired: false };
}

interface TwoFactorFormProps {
  onSuccess: () => void;
  returnTo: string | null;
}

export function TwoFactorForm({ onSuccess, returnTo }: TwoFactorFormProps) {
  const [method, setMethod] = useState<Method>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [validationError, setValidationError] = useState<string | null>(null);
  const trustId = useId();
  const verifyTotp = useVerifyTotp();
  const verifyBackupCode = useVerifyBackupCode();
  const mutation = method === 'totp' ? verifyTotp : verifyBackupCode;
  useEffect(() => {
    // A failure is the submit's to report.
    loadAuthSchemas().catch(() => undefined);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (method === 'totp') {
      const { totpCodeSchema } = await loadAuthSchemas();
      const parsed = totpCodeSchema.safeParse(code);
      if (!parsed.success) {
        setValidationError(parsed.error.issues[0]?.message ?? 'Enter your 6-digit code');
        return;
      }
      setValidationError(null);
      verifyTotp.mutate({ code: parsed.data, trustDevice }, { onSuccess });
    } else {
      const backupCode = code.trim();
      if (backupCode === '') {
        setValidationError('Enter one of your backup codes');
        return;
      }
      setValidationError(null);
      verifyBackupCode.mutate({ code: backupCode, trustDevice }, { onSuccess });
    }
  };

  const switchMethod = () => {
    setMethod((current) => (current === 'totp' ? 'backup' : 'totp'));
    setCode('');
    setValidationError(null);
    verifyTotp.reset();
    verifyBackupCode.reset();
  };

  const serverError = mutation.error ? describeVerifyError(mutation.error) : null;

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Verify sign-in"
    >
      {serverError ? (
        <Alert>
          {serverError.message}{' '}
          {serverError.expired ? (
            <VisitorTextLink to={paths.auth.login.getHref(returnTo)}>
              Back to sign in
            </VisitorTextLink>
          ) : null}
        </Alert>
      ) : null}
      {method === 'totp' ? (
        <Field
          key="totp"
          label="Authentication code"
          hint="Open your authenticator app and enter the 6-digit code for Manna."
          error={validationError ?? undefined}
        >
          {(control) => (
            <OneTimeCodeInput
              {...control}
              value={code}
              onValueChange={setCode}
              pattern="[0-9]*"
              autoFocus
              className="text-center font-mono text-2xl tracking-[0.4em]"
            />
          )}
        </Field>
      ) : (
        <Field
          key="backup"
          label="Backup code"
          hint="Each backup code works once. You saved them when you turned on two-factor authentication."
          error={validationError ?? undefined}
        >
          {(control) => (
            <Input
              {...control}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
              className="font-mono"
            />
          )}
        </Field>
      )}
      <div className="flex items-start gap-3">
        <input
          id={trustId}
          type="checkbox"
          checked={trustDevice}
          onChange={(event) => setTrustDevice(event.target.checked)}
          className="mt-1 size-4 shrink-0 rounded accent-primary focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        />
        <label htmlFor={trustId} className="text-sm">
          <span className="font-medium">Trust this device</span>
          <span className="block text-muted-foreground">
            Skip this step on this device for 30 days.
          </span>
        </label>
      </div>
      <Button type="submit" size="lg" disabled={mutation.isPending} className="w-full">
        {mutation.isPending ? <ButtonSpinner /> : null}
        {mutation.isPending ? 'Verifying...' : 'Verify'}
      </Button>
      <Button type="button" variant="link" onClick={switchMethod} className="self-center">
        {method === 'totp' ? 'Use a backup code instead' : 'Use your authenticator app instead'}
      </Button>
    </form>
  );
}
