import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '@/lib/auth-client';

export interface ResetPasswordVariables {
  token: string;
  newPassword: string;
}

export async function resetPassword({ token, newPassword }: ResetPasswordVariables): Promise<void> {
  await unwrapAuthResult(authClient.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
