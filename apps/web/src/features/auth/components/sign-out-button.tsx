import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api-client';
import { useSignOut } from '../api/sign-out';

export function SignOutButton() {
  const navigate = useNavigate();
  const signOut = useSignOut({
    onSignedOut: () => navigate(paths.auth.login.getHref(), { replace: true }),
  });
  return (
    <Button
      variant="outline"
      size="lg"
      className="w-full border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onError: (error) =>
            toast({ type: 'error', title: 'Could not sign out', message: getErrorMessage(error) }),
        })
      }
    >
      {signOut.isPending ? <ButtonSpinner /> : <LogOut aria-hidden="true" />}
      {signOut.isPending ? 'Signing out...' : 'Sign out'}
    </Button>
  );
}
