import { Navigate } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';

/** `/`: members go home, everyone else to sign in (the welcome page is not designed yet). */
export function RootRedirect() {
  const { data: user, isPending, error } = useUser();
  if (isPending && !error) return <PageSpinner label="Loading..." />;
  return <Navigate to={user ? paths.app.home.getHref() : paths.auth.login.getHref()} replace />;
}
