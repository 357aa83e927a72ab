import type { SignInInput } from '@manna/shared';
import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

export interface SignInResult {
  /** The account has two-factor authentication: the TOTP step comes next. */
  twoFactorRequired: boolean;
}

/** A sign-in's answer, by e-mail or by phone: the two-factor plugin's, or a session. */
export function signInResultOf(data: unknown): SignInResult {
  // The two-factor plugin answers { twoFactorRedirect: true } instead of a session.
  const twoFactorRequired =
    typeof data === 'object' &&
    data !== null &&
    'twoFactorRedirect' in data &&
    data.twoFactorRedirect === true;
  return { twoFactorRequired };
}

export async function signIn({ email, password }: SignInInput): Promise<SignInResult> {
  return signInResultOf(await callAuth((client) => client.signIn.email({ email, password })));
}

/** The screen that signs in moves on with a full page load, which asks who is signed in afresh. */
export function useSignIn() {
  return useAction(signIn);
}
