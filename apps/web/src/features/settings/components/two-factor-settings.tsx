import { totpCodeSchema } from '@manna/shared';
import { Check, Copy, ShieldCheck, ShieldOff } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { OneTimeCodeInput } from '@/components/form/one-time-code-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';
import { LazyBoundary, lazyExport } from '@/lib/lazy-export';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { type TwoFactorSetup, useEnableTwoFactor } from '../api/enable-two-factor';

const QrCode = lazyExport(() => import('./qr-code'), 'QrCode');

/** The base32 secret inside an otpauth:// URI, grouped in fours so it can be typed by hand. */
export function getTotpSecret(totpURI: string): string | null {
  try {
    const secret = new URL(totpURI).searchParams.get('secret');
    return secret ? (secret.match(/.{1,4}/g)?.join(' ') ?? secret) : null;
  } catch {
    return null;
  }
}

function PasswordStep({
  username,
  label,
  submitLabel,
  pendingLabel,
  variant = 'primary',
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  username: string;
  label: string;
  submitLabel: string;
  pendingLabel: string;
  variant?: 'primary' | 'destructive';
  pending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (password === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSubmit(password);
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={label}>
      {error ? <Alert>{getErrorMessage(error)}</Alert> : null}
      {/* Lets password managers know which account this password belongs to. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <Field
        label="Password"
        hint="For your safety, confirm it's you."
        error={missing ? 'Please enter your password' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoFocus
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant={variant} disabled={pending}>
          {pending ? <ButtonSpinner /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function BackupCodes({ codes }: { codes: string[] }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      toast({
        type: 'error',
        title: 'Could not copy',
        message: 'Please write the codes down or select and copy them by hand.',
      });
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <ul className="grid grid-cols-2 gap-2 rounded-xl bg-muted p-4 font-mono text-sm">
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div>
        <Button type="button" variant="outline" size="sm" onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy codes'}
        </Button>
      </div>
    </div>
  );
}

function SetupSteps({
  setup,
  onDone,
  onCancel,
}: {
  setup: TwoFactorSetup;
  onDone: () => void;
  onCancel: () => void;
}) {
  const confirm = useConfirmTwoFactor();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const secret = getTotpSecret(setup.totpURI);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = totpCodeSchema.safeParse(code);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'Enter the 6-digit code');
      return;
    }
    setInvalid(null);
    confirm.mutate({ code: parsed.data }, { onSuccess: onDone });
  };

  return (
    <ol className="flex flex-col gap-8">
      <li className="flex flex-col gap-3">
        <h3 className="font-sans text-base font-semibold">1. Scan this code</h3>
        <p className="text-sm text-muted-foreground">
          Open an authenticator app (such as Google Authenticator, 1Password or Authy) and scan the
          code, or type the setup key.
        </p>
        <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
          <div className="flex size-[184px] items-center justify-center rounded-xl border border-border bg-white">
            <LazyBoundary fallback={<Spinner label="Loading QR code..." />}>
              <QrCode value={setup.totpURI} label="Scan with your authenticator app" />
            </LazyBoundary>
          </div>
          {secret ? (
            <div className="flex min-w-0 flex-col gap-1 self-stretch">
              <span className="text-sm text-muted-foreground">Setup key</span>
              <code
                data-testid="totp-secret"
                className="rounded-lg bg-muted px-3 py-2 font-mono text-sm break-all select-all"
              >
                {secret}
              </code>
            </div>
          ) : null}
        </div>
      </li>
      <li className="flex flex-col gap-3">
        <h3 className="font-sans text-base font-semibold">2. Save your backup codes</h3>
        <p className="text-sm text-muted-foreground">
          If you lose your phone, each of these codes lets you sign in once. Keep them somewhere
          safe; they won't be shown again.
        </p>
        <BackupCodes codes={setup.backupCodes} />
      </li>
      <li className="flex flex-col gap-3">
        <h3 className="font-sans text-base font-semibold">3. Enter a code from the app</h3>
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-col gap-4"
          aria-label="Confirm your authenticator app"
        >
          {confirm.error ? <Alert>{getErrorMessage(confirm.error)}</Alert> : null}
          <Field label="6-digit code" error={invalid ?? undefined}>
            {(control) => (
              <OneTimeCodeInput
                {...control}
                value={code}
                onValueChange={setCode}
                className="max-w-48 font-mono text-lg tracking-[0.3em]"
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={confirm.isPending}>
              {confirm.isPending ? <ButtonSpinner /> : null}
              {confirm.isPending ? 'Verifying...' : 'Verify and turn on'}
            </Button>
            <Button type="button" variant="ghost" onClick={onCancel} disabled={confirm.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </li>
    </ol>
  );
}

type Step = 'idle' | 'password' | 'setup';

export function TwoFactorSettings({ enabled, username }: { enabled: boolean; username: string }) {
  const [step, setStep] = useState<Step>('idle');
  const enable = useEnableTwoFactor();
  const disable = useDisableTwoFactor();

  const cancel = () => {
    setStep('idle');
    enable.reset();
    disable.reset();
  };

  let body: React.ReactNode;
  if (enabled) {
    body =
      step === 'password' ? (
        <PasswordStep
          username={username}
          label="Turn off two-factor authentication"
          submitLabel="Turn off two-factor"
          pendingLabel="Turning off..."
          variant="destructive"
          pending={disable.isPending}
          error={disable.error}
          onCancel={cancel}
          onSubmit={(password) =>
            disable.mutate(
              { password },
              {
                onSuccess: () => {
                  cancel();
                  toast({
                    type: 'info',
                    title: 'Two-factor authentication is off',
                    message: 'Signing in now needs only your password.',
                  });
                },
              },
            )
          }
        />
      ) : (
        <Button variant="outline" onClick={() => setStep('password')}>
          <ShieldOff aria-hidden="true" />
          Turn off
        </Button>
      );
  } else if (step === 'setup' && enable.data) {
    body = (
      <SetupSteps
        setup={enable.data}
        onCancel={cancel}
        onDone={() => {
          cancel();
          toast({
            type: 'success',
            title: 'Two-factor authentication is on',
            message: "You'll be asked for a code from your app when you sign in.",
          });
        }}
      />
    );
  } else if (step === 'password') {
    body = (
      <PasswordStep
        username={username}
        label="Turn on two-factor authentication"
        submitLabel="Continue"
        pendingLabel="Preparing..."
        pending={enable.isPending}
        error={enable.error}
        onCancel={cancel}
        onSubmit={(password) => enable.mutate({ password }, { onSuccess: () => setStep('setup') })}
      />
    );
  } else {
    body = (
      <Button onClick={() => setStep('password')}>
        <ShieldCheck aria-hidden="true" />
        Turn on two-factor
      </Button>
    );
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Two-factor authentication</CardTitle>
          <span
            className={
              enabled
                ? 'rounded-full bg-success/12 px-3 py-1 text-xs font-semibold text-success'
                : 'rounded-full bg-muted px-3 py-1 text-xs font-semibold text-muted-foreground'
            }
          >
            {enabled ? 'On' : 'Off'}
          </span>
        </div>
        <CardDescription>
          Protect your account with a code from an authenticator app each time you sign in on a new
          device.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
