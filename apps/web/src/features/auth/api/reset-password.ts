import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

export interface ResetPasswordVariables {
  token: string;
  newPassword: string;
}

export async function resetPassword({ token, newPassword }: ResetPasswordVariables): Promise<void> {
  await callAuth((client) => client.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useAction(resetPassword);
}
