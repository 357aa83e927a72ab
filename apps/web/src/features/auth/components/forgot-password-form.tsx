import type { RequestPasswordResetInput } from '@manna/shared';
import { MailCheck } from 'lucide-react';
import { EmailField } from '@/components/form/email-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { useCheckedForm } from '@/lib/checked-form';
import { useRequestPasswordReset } from '../api/request-password-reset';

// Neutral on purpose: it never reveals whether an account exists.
export const RESET_LINK_SENT_MESSAGE =
  "If an account exists for that email, we've sent a link to reset your password.";

// A plain form: the shared schema, with zod, loads as it shows (lib/checked-form.ts).
const loadRequestResetSchema = () =>
  import('@manna/shared/auth/auth-schemas').then(
    (module) => module.requestPasswordResetInputSchema,
  );

export function ForgotPasswordForm() {
  const requestReset = useRequestPasswordReset();
  const { errors, handleSubmit, recheck } =
    useCheckedForm<RequestPasswordResetInput>(loadRequestResetSchema);

  if (requestReset.isSuccess) {
    return (
      <div role="status" className="flex flex-col items-center gap-4 py-2 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
          <MailCheck aria-hidden="true" className="size-6" />
        </span>
        <p>{RESET_LINK_SENT_MESSAGE}</p>
        <p className="text-sm text-muted-foreground">
          The link expires after a while; if it does, you can ask for a new one here.
        </p>
      </div>
    );
  }

  return (
    <form
      onSubmit={handleSubmit((values) => requestReset.mutate(values))}
      onChange={recheck}
      noValidate
      className="flex flex-col gap-5"
      aria-label="Reset password"
    >
      {requestReset.error ? <Alert>{getErrorMessage(requestReset.error)}</Alert> : null}
      <EmailField error={errors.email} name="email" />
      <Button type="submit" size="lg" disabled={requestReset.isPending} className="w-full">
        {requestReset.isPending ? <ButtonSpinner /> : null}
        {requestReset.isPending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  );
}
