import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

/** Sends the sign-up confirmation link again (the server answers alike for any address). */
export async function resendConfirmation(email: string): Promise<void> {
  await callAuth((client) => client.sendVerificationEmail({ email }));
}

export function useResendConfirmation() {
  return useAction(resendConfirmation);
}
