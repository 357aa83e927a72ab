import { AuthLayout } from '@/components/layouts/auth-layout';
import { toast } from '@/components/ui/use-toast';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';
import { useVisitorNavigate, useVisitorSearchParams } from '@/lib/visitor-navigation';

export function ResetPasswordRoute() {
  const searchParams = useVisitorSearchParams();
  const navigate = useVisitorNavigate();
  // better-auth sends ?token=... for a good link and ?error=INVALID_TOKEN for a bad or old one.
  const token = searchParams.get('token');
  const invalid = !token || searchParams.has('error');

  return (
    <AuthLayout
      title="Choose a new password"
      description={invalid ? undefined : 'Pick something memorable that only you know.'}
      footer={<VisitorTextLink to={paths.auth.login.getHref()}>Back to sign in</VisitorTextLink>}
    >
      {invalid ? (
        <InvalidResetLink />
      ) : (
        <ResetPasswordForm
          token={token}
          onSuccess={() => {
            toast({
              type: 'success',
              title: 'Password updated',
              message: 'You can now sign in with your new password.',
            });
            navigate(paths.auth.login.getHref(), { replace: true });
          }}
        />
      )}
    </AuthLayout>
  );
}
