import { EMAIL_NOT_VERIFIED_CODE, MISSING_CREDENTIALS_MESSAGE } from '@manna/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { EmailField } from '@/components/form/email-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { ButtonSpinner } from '@/components/ui/spinner';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getErrorMessage, isApiError } from '@/lib/api-client';
import { type SignInResult, useSignIn } from '../api/sign-in';

interface LoginFormProps {
  onSuccess: (result: SignInResult) => void;
}

/** A new account signing in before opening its confirmation link; the server sent a new one. */
export const confirmEmailFirstMessage = (email: string) =>
  `Please confirm your e-mail address first: we've sent a new link to ${email}. Open it to finish signing in.`;

// The shared schema, with zod, loads once the form shows: the sign-in screen is the first a
// visitor meets, and zod was the largest part of its first load
// (docs/decisions/005-first-load-budget.md).
const loadAuthSchemas = () => import('@manna/shared/auth/auth-schemas');

/** The two fields as typed: the form is plain, the shared schema checks them on submit. */
function typedValues(form: HTMLFormElement) {
  const data = new FormData(form);
  return { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
}

export function LoginForm({ onSuccess }: LoginFormProps) {
  const signIn = useSignIn();
  const [validationError, setValidationError] = useState<string | null>(null);
  useEffect(() => {
    // A failure is the submit's to report.
    loadAuthSchemas().catch(() => undefined);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = typedValues(event.currentTarget);
    const { signInInputSchema } = await loadAuthSchemas();
    // Trim, then require both an email and a password
    // (docs/product/accounts-and-shell.md#sign-in-sign-up-recovery).
    const parsed = signInInputSchema.safeParse(values);
    if (!parsed.success) {
      setValidationError(parsed.error.issues[0]?.message ?? MISSING_CREDENTIALS_MESSAGE);
      return;
    }
    setValidationError(null);
    signIn.mutate(parsed.data, { onSuccess });
  };

  const awaitingConfirmation =
    isApiError(signIn.error) && signIn.error.code === EMAIL_NOT_VERIFIED_CODE;
  const errorMessage =
    validationError ??
    (signIn.error && !awaitingConfirmation ? getErrorMessage(signIn.error) : null);

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Sign in"
    >
      {errorMessage ? <Alert>{errorMessage}</Alert> : null}
      {awaitingConfirmation && signIn.variables ? (
        <Alert variant="info">{confirmEmailFirstMessage(signIn.variables.email)}</Alert>
      ) : null}
      <EmailField name="email" aria-invalid={validationError ? true : undefined} />
      <Field
        label="Password"
        labelAction={
          <VisitorTextLink to={paths.auth.forgotPassword.getHref()} className="text-sm">
            Forgot password?
          </VisitorTextLink>
        }
      >
        {(control) => (
          <Input
            {...control}
            name="password"
            type="password"
            autoComplete="current-password"
            aria-invalid={validationError ? true : undefined}
          />
        )}
      </Field>
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending ? <ButtonSpinner /> : null}
        {signIn.isPending ? 'Signing in...' : 'Sign in'}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        New to Manna?{' '}
        <VisitorTextLink to={paths.auth.register.getHref()}>Create an account</VisitorTextLink>
      </p>
    </form>
  );
}
