import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getUser } from '@/features/auth/api/get-user-request';
import { useLoad } from '@/lib/use-load';
import { useVisitorSearchParams, VisitorLink } from '@/lib/visitor-navigation';

// better-auth adds ?error=TOKEN_EXPIRED, INVALID_TOKEN or USER_NOT_FOUND to a link it refused.
export const EXPIRED_CONFIRMATION_MESSAGE =
  'This confirmation link has expired. Sign in with your e-mail and password and we will send you a new one.';
export const INVALID_CONFIRMATION_MESSAGE =
  'This confirmation link is not valid, perhaps because a newer one was sent. Sign in and we will send you a fresh link if you still need one.';

/** Where the link in the sign-up e-mail lands: the account is confirmed, and signed in. */
export function EmailConfirmedRoute() {
  const searchParams = useVisitorSearchParams();
  const { data: user, isPending } = useLoad(getUser);
  const error = searchParams.get('error');

  if (error) {
    return (
      <AuthLayout title="We couldn't confirm your e-mail">
        <div className="flex flex-col gap-5">
          <Alert>
            {error === 'TOKEN_EXPIRED'
              ? EXPIRED_CONFIRMATION_MESSAGE
              : INVALID_CONFIRMATION_MESSAGE}
          </Alert>
          <Button asChild size="lg" className="w-full">
            <VisitorLink to={paths.auth.login.getHref()}>Sign in</VisitorLink>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (isPending) return <PageSpinner label="Loading..." />;

  return (
    <AuthLayout
      title="Your e-mail is confirmed"
      description={
        user
          ? `Welcome to Manna, ${user.profile.full_name}. Your account is ready.`
          : 'Your account is ready: sign in to begin.'
      }
    >
      <Button asChild size="lg" className="w-full">
        <VisitorLink to={user ? paths.app.home.getHref() : paths.auth.login.getHref()}>
          {user ? 'Start reading' : 'Sign in'}
        </VisitorLink>
      </Button>
      {user ? null : (
        <p className="mt-4 text-center text-sm text-muted-foreground">
          New here?{' '}
          <VisitorTextLink to={paths.auth.register.getHref()}>Create an account</VisitorTextLink>
        </p>
      )}
    </AuthLayout>
  );
}
