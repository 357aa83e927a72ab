import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { parseReturnPath, resolveReturnPath, useUser } from '@/features/auth';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';

export function TwoFactorRoute() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const returnPath = parseReturnPath(searchParams.get('return'));
  const returnTo = resolveReturnPath(returnPath);

  if (user) return <Navigate to={returnTo} replace />;

  return (
    <AuthLayout
      title="Two-step verification"
      description="One more step to keep your account safe."
      footer={<TextLink to={paths.auth.login.getHref(returnPath)}>Back to sign in</TextLink>}
    >
      <TwoFactorForm
        returnTo={returnPath}
        onSuccess={() => navigate(returnTo, { replace: true })}
      />
    </AuthLayout>
  );
}
