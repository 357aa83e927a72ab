import { MailCheck } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useResendConfirmation } from '../api/resend-confirmation';

/** After sign-up: the account waits for the member to open the link we e-mailed. */
export function CheckEmail({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <div className="flex flex-col items-center gap-4 py-2 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-success/10 text-success">
        <MailCheck aria-hidden="true" className="size-6" />
      </span>
      <div role="status" className="flex flex-col gap-2">
        <p className="font-semibold">Check your e-mail</p>
        <p>
          We've sent a link to <span className="font-semibold break-all">{email}</span>. Open it to
          confirm your address and finish creating your account.
        </p>
      </div>
      <p className="text-sm text-muted-foreground">
        The link works for 24 hours. Nothing there? Look in your spam folder, or send it again.
      </p>
      {resend.error ? <Alert>{getErrorMessage(resend.error)}</Alert> : null}
      {resend.isSuccess ? (
        <p role="status" className="text-sm text-success">
          We've sent the link again.
        </p>
      ) : null}
      <Button
        variant="outline"
        className="w-full"
        disabled={resend.isPending}
        onClick={() => resend.mutate(email)}
      >
        {resend.isPending ? <ButtonSpinner /> : null}
        {resend.isPending ? 'Sending...' : 'Send the link again'}
      </Button>
      <p className="text-sm text-muted-foreground">
        Already confirmed?{' '}
        <VisitorTextLink to={paths.auth.login.getHref()}>Sign in</VisitorTextLink>
      </p>
    </div>
  );
}
