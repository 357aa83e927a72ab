import { AuthLayout } from '@/components/layouts/auth-layout';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getUser } from '@/features/auth/api/get-user-request';
import { TwoFactorForm } from '@/features/auth/components/two-factor-form';
import { parseReturnPath, resolveReturnPath } from '@/features/auth/utils/return-path';
import { useLoad } from '@/lib/use-load';
import {
  useVisitorNavigate,
  useVisitorSearchParams,
  VisitorRedirect,
} from '@/lib/visitor-navigation';

export function TwoFactorRoute() {
  const searchParams = useVisitorSearchParams();
  const navigate = useVisitorNavigate();
  const { data: user } = useLoad(getUser);
  const returnPath = parseReturnPath(searchParams.get('return'));
  const returnTo = resolveReturnPath(returnPath);

  if (user) return <VisitorRedirect to={returnTo} />;

  return (
    <AuthLayout
      title="Two-step verification"
      description="One more step to keep your account safe."
      footer={
        <VisitorTextLink to={paths.auth.login.getHref(returnPath)}>Back to sign in</VisitorTextLink>
      }
    >
      <TwoFactorForm
        returnTo={returnPath}
        onSuccess={() => navigate(returnTo, { replace: true })}
      />
    </AuthLayout>
  );
}
