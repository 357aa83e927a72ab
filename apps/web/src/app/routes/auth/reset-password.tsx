import { useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';
import {
  InvalidResetLink,
  ResetPasswordForm,
} from '@/features/auth/components/reset-password-form';

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  // better-auth sends ?token=... for a good link and ?error=INVALID_TOKEN for a bad or old one.
  const token = searchParams.get('token');
  const invalid = !token || searchParams.has('error');

  return (
    <AuthLayout
      title="Choose a new password"
      description={invalid ? undefined : 'Pick something memorable that only you know.'}
      footer={<TextLink to={paths.auth.login.getHref()}>Back to sign in</TextLink>}
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
