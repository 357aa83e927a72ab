import { AuthLayout } from '@/components/layouts/auth-layout';
import { Alert } from '@/components/ui/alert';
import { accountMethodOf, paths } from '@/config/paths';
import { getUser } from '@/features/auth/api/get-user-request';
import type { SignInResult } from '@/features/auth/api/sign-in';
import {
  AccountMethodTabs,
  LazyPhoneSignInForm,
} from '@/features/auth/components/account-method-tabs';
import { LoginForm } from '@/features/auth/components/login-form';
import { parseReturnPath, resolveReturnPath } from '@/features/auth/utils/return-path';
import { getCommunityNotice } from '@/features/community-notice/api/get-community-notice-request';
import { SIGN_IN_REQUIRED_MESSAGE } from '@/lib/api-client';
import { useLoad } from '@/lib/use-load';
import {
  useVisitorLocation,
  useVisitorNavigate,
  useVisitorSearchParams,
  VisitorRedirect,
} from '@/lib/visitor-navigation';

function isSignInRequiredState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'signInRequired' in state;
}

function reasonOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('reason' in state)) return null;
  return typeof state.reason === 'string' ? state.reason : null;
}

export function LoginRoute() {
  const searchParams = useVisitorSearchParams();
  const location = useVisitorLocation();
  const navigate = useVisitorNavigate();
  const { data: user } = useLoad(getUser);
  const returnParam = searchParams.get('return');
  const returnTo = resolveReturnPath(returnParam);
  // A visitor sent here by a guard or a 401 is told why
  // (docs/product/accounts-and-shell.md#who-is-signed-in).
  const signInRequired = returnParam !== null || isSignInRequiredState(location.state);
  // …or why they were signed out (their account deleted, docs/product/accounts-and-shell.md#delete-my-account).
  const notice = reasonOf(location.state) ?? (signInRequired ? SIGN_IN_REQUIRED_MESSAGE : null);
  // docs/security.md#accounts: a server without SMS offers no phone sign-in.
  const phoneOffered = useLoad(getCommunityNotice).data?.phone_sign_in === true;

  if (user) return <VisitorRedirect to={returnTo} />;

  const onSuccess = ({ twoFactorRequired }: SignInResult) =>
    navigate(
      twoFactorRequired ? paths.auth.twoFactor.getHref(parseReturnPath(returnParam)) : returnTo,
      { replace: true },
    );

  return (
    <AuthLayout title="Sign in" description="Welcome back. Your daily bread is waiting.">
      <div className="flex flex-col gap-5">
        {notice ? <Alert variant="info">{notice}</Alert> : null}
        <AccountMethodTabs
          label="Sign in with"
          phoneOffered={phoneOffered}
          initialMethod={accountMethodOf(searchParams)}
          email={<LoginForm onSuccess={onSuccess} />}
          phone={<LazyPhoneSignInForm onSuccess={onSuccess} />}
        />
      </div>
    </AuthLayout>
  );
}
