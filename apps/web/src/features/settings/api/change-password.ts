import { useMutation } from '@tanstack/react-query';
import { authClient, unwrapAuthResult } from '@/lib/auth-client';

export interface ChangePasswordVariables {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword({
  currentPassword,
  newPassword,
}: ChangePasswordVariables): Promise<void> {
  // Signing out other devices keeps a leaked old password from lingering in another session.
  await unwrapAuthResult(
    authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}
