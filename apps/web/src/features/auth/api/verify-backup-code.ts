import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

export interface VerifyBackupCodeInput {
  code: string;
  trustDevice?: boolean;
}

export async function verifyBackupCode({
  code,
  trustDevice,
}: VerifyBackupCodeInput): Promise<void> {
  await callAuth((client) => client.twoFactor.verifyBackupCode({ code, trustDevice }));
}

/** The two-factor screen moves on with a full page load, which asks who is signed in afresh. */
export function useVerifyBackupCode() {
  return useAction(verifyBackupCode);
}
