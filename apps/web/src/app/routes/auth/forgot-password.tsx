import { AuthLayout } from '@/components/layouts/auth-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot your password?"
      description="Enter your email and we'll send you a link to choose a new one."
      footer={<TextLink to={paths.auth.login.getHref()}>Back to sign in</TextLink>}
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
