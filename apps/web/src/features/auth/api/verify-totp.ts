import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

export interface VerifyTotpInput {
  code: string;
  trustDevice?: boolean;
}

/** Completes a sign-in (second step) or confirms a new authenticator during setup. */
export async function verifyTotp({ code, trustDevice }: VerifyTotpInput): Promise<void> {
  await callAuth((client) => client.twoFactor.verifyTotp({ code, trustDevice }));
}

/** The two-factor screen moves on with a full page load, which asks who is signed in afresh. */
export function useVerifyTotp() {
  return useAction(verifyTotp);
}
