import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { getErrorMessage } from '@/lib/api-client';
import { AUTH_NOT_READY_MESSAGE, useUser } from '../api/get-user';
import { buildLoginRedirect } from '../utils/return-path';

export interface SignInRequiredState {
  signInRequired: true;
}

/** SPEC §2: protected screens verify the account, then send visitors to /login?return=... */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { data: user, isPending, error, refetch, isFetching } = useUser();
  const location = useLocation();

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
