import { useMutation } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';

export interface ResetPasswordVariables {
  token: string;
  newPassword: string;
}

export async function resetPassword({ token, newPassword }: ResetPasswordVariables): Promise<void> {
  await callAuth((client) => client.resetPassword({ newPassword, token }));
}

export function useResetPassword() {
  return useMutation({ mutationKey: ['auth', 'reset-password'], mutationFn: resetPassword });
}
