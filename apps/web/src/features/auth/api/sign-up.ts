import type { SignUpInput } from '@manna/shared';
import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

/**
 * Creates the account; it is signed in once the member opens the link we e-mail them, which
 * lands on the e-mail confirmed screen. The answer is the same for an address that already has an
 * account (docs/security.md#accounts).
 */
export async function signUp({ fullName, email, password }: SignUpInput): Promise<void> {
  // The better-auth user's `name` holds the member's full name.
  await callAuth((client) => client.signUp.email({ name: fullName, email, password }));
}

export function useSignUp() {
  return useAction(signUp);
}
