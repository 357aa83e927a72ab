import { AuthLayout } from '@/components/layouts/auth-layout';
import { toast } from '@/components/ui/use-toast';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { accountMethodOf, paths } from '@/config/paths';
import {
  AccountMethodTabs,
  LazyPhonePasswordResetForm,
} from '@/features/auth/components/account-method-tabs';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { getCommunityNotice } from '@/features/community-notice/api/get-community-notice-request';
import { useLoad } from '@/lib/use-load';
import { useVisitorNavigate, useVisitorSearchParams } from '@/lib/visitor-navigation';

export function ForgotPasswordRoute() {
  const searchParams = useVisitorSearchParams();
  const navigate = useVisitorNavigate();
  // docs/security.md#accounts: a server without SMS offers no reset by text message.
  const phoneOffered = useLoad(getCommunityNotice).data?.phone_sign_in === true;

  return (
    <AuthLayout
      title="Forgot your password?"
      description={
        phoneOffered
          ? "Enter your email or your mobile number and we'll help you choose a new one."
          : "Enter your email and we'll send you a link to choose a new one."
      }
      footer={<VisitorTextLink to={paths.auth.login.getHref()}>Back to sign in</VisitorTextLink>}
    >
      <AccountMethodTabs
        label="Reset with"
        phoneOffered={phoneOffered}
        initialMethod={accountMethodOf(searchParams)}
        email={<ForgotPasswordForm />}
        phone={
          <LazyPhonePasswordResetForm
            onSuccess={() => {
              toast({
                type: 'success',
                title: 'Password updated',
                message: 'You can now sign in with your new password.',
              });
              navigate(paths.auth.login.getHref(null, 'phone'), { replace: true });
            }}
          />
        }
      />
    </AuthLayout>
  );
}
