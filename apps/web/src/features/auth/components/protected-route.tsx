import { RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage, NetworkError } from '@/lib/api-client';
import { AUTH_NOT_READY_MESSAGE, useUser } from '../api/get-user';
import { buildLoginRedirect } from '../utils/return-path';

export interface SignInRequiredState {
  signInRequired: true;
  /** What the visitor was trying to do, said on the sign-in screen instead of the general line. */
  reason?: string;
}

interface ProtectedRouteProps {
  children: ReactNode;
  /** The screens can work without the server (public scripture kept on the device). */
  availableOffline?: boolean;
}

/**
 * Protected screens verify the account, then send visitors to /login?return=...
 * (docs/product/accounts-and-shell.md#who-is-signed-in).
 */
export function ProtectedRoute({ children, availableOffline = false }: ProtectedRouteProps) {
  const { data: user, isPending, error, refetch, isFetching } = useUser();
  const location = useLocation();

  // Offline, the account cannot be checked, but chapters read before are on this device:
  // reading screens open anyway (nothing personal is shown or kept offline). They stay open
  // while the account is checked again, until it answers.
  const [readingOffline, setReadingOffline] = useState(false);
  const offlineNow = availableOffline && user === undefined && error instanceof NetworkError;
  const answered = user !== undefined || (error !== null && !(error instanceof NetworkError));
  if (offlineNow && !readingOffline) setReadingOffline(true);
  if (answered && readingOffline) setReadingOffline(false);

  // A page opened offline never hears the query library's own reconnect (it starts out assuming
  // a network), so the guard listens for the browser's.
  useEffect(() => {
    if (!readingOffline) return;
    const recheck = () => void refetch({ cancelRefetch: false });
    window.addEventListener('online', recheck);
    return () => window.removeEventListener('online', recheck);
  }, [readingOffline, refetch]);

  if (readingOffline && !answered) {
    return (
      <>
        <p role="status" className="bg-muted px-4 py-2 text-center text-sm text-muted-foreground">
          You're offline. Chapters you have read before are still here.
        </p>
        {children}
      </>
    );
  }

  if (isPending && !error) return <PageSpinner label="Verifying account..." />;

  if (user === undefined) {
    return (
      <div className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4">
        <Alert title="We couldn't verify your account">
          {AUTH_NOT_READY_MESSAGE}: {getErrorMessage(error)}
        </Alert>
        <Button variant="outline" onClick={() => refetch()} disabled={isFetching}>
          <RotateCw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }

  if (user === null) {
    const state: SignInRequiredState = { signInRequired: true };
    return (
      <Navigate to={buildLoginRedirect(location.pathname, location.search)} replace state={state} />
    );
  }

  return children;
}
