import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';

/**
 * `/` in the web app: the server gives it only to a signed-in member, and welcomes visitors with a
 * static page (docs/decisions/010-landing-pages.md). A session that has just ended, or the dev
 * server, still lands here without a member: sign-in is where they go.
 */
export function RootRedirect() {
  const { data: user, isPending, error } = useUser();
  if (isPending && !error) return <PageSpinner label="Loading..." />;
  return <Navigate to={user ? paths.app.home.getHref() : paths.auth.login.getHref()} replace />;
}
