import { SIGN_UP_CLOSED } from '@manna/shared';
import { useState } from 'react';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert } from '@/components/ui/alert';
import { VisitorTextLink } from '@/components/ui/visitor-text-link';
import { paths } from '@/config/paths';
import { getUser } from '@/features/auth/api/get-user-request';
import {
  AccountMethodTabs,
  LazyPhoneSignUpForm,
} from '@/features/auth/components/account-method-tabs';
import { CheckEmail } from '@/features/auth/components/check-email';
import { RegisterForm } from '@/features/auth/components/register-form';
import { getCommunityNotice } from '@/features/community-notice/api/get-community-notice-request';
import { useLoad } from '@/lib/use-load';
import { useVisitorNavigate, VisitorRedirect } from '@/lib/visitor-navigation';

export function RegisterRoute() {
  const { data: user } = useLoad(getUser);
  const navigate = useVisitorNavigate();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // docs/product/admin.md#settings: a closed sign-up is said before anyone types. While the
  // answer is on its way (or if it fails) the form shows; the server refuses with the same words.
  const notice = useLoad(getCommunityNotice).data;
  const signUpClosed = notice?.sign_up_open === false;

  if (user) return <VisitorRedirect to={paths.app.home.getHref()} />;

  if (sentTo) {
    return (
      <AuthLayout title="Almost there">
        <CheckEmail email={sentTo} />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Create your account"
      description="Join your community in reading, prayer and reflection."
    >
      {signUpClosed ? (
        <div className="flex flex-col gap-5">
          <Alert variant="info">{SIGN_UP_CLOSED}</Alert>
          <p className="text-center text-sm text-muted-foreground">
            Already have an account?{' '}
            <VisitorTextLink to={paths.auth.login.getHref()}>Sign in</VisitorTextLink>
          </p>
        </div>
      ) : (
        <AccountMethodTabs
          label="Create an account with"
          phoneOffered={notice?.phone_sign_in === true}
          email={<RegisterForm onSuccess={setSentTo} />}
          phone={
            <LazyPhoneSignUpForm
              onSignedUp={() => navigate(paths.app.home.getHref(), { replace: true })}
            />
          }
        />
      )}
    </AuthLayout>
  );
}
