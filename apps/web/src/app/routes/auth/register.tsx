import { SIGN_UP_CLOSED } from '@manna/shared';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useUser } from '@/features/auth';
import {
  AccountMethodTabs,
  LazyPhoneSignUpForm,
} from '@/features/auth/components/account-method-tabs';
import { CheckEmail } from '@/features/auth/components/check-email';
import { RegisterForm } from '@/features/auth/components/register-form';
import { useCommunityNotice } from '@/features/community-notice';

export function RegisterRoute() {
  const { data: user } = useUser();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // docs/product/admin.md#settings: a closed sign-up is said before anyone types. While the
  // answer is on its way (or if it fails) the form shows; the server refuses with the same words.
  const notice = useCommunityNotice().data;
  const signUpClosed = notice?.sign_up_open === false;

  if (user) return <Navigate to={paths.app.home.getHref()} replace />;

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
            Already have an account? <TextLink to={paths.auth.login.getHref()}>Sign in</TextLink>
          </p>
        </div>
      ) : (
        <AccountMethodTabs
          label="Create an account with"
          phoneOffered={notice?.phone_sign_in === true}
          email={<RegisterForm onSuccess={setSentTo} />}
          phone={<LazyPhoneSignUpForm />}
        />
      )}
    </AuthLayout>
  );
}
