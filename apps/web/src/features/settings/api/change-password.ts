import { useMutation } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';

export interface ChangePasswordVariables {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword({
  currentPassword,
  newPassword,
}: ChangePasswordVariables): Promise<void> {
  // Signing out other devices keeps a leaked old password from lingering in another session.
  await callAuth((client) =>
    client.changePassword({ currentPassword, newPassword, revokeOtherSessions: true }),
  );
}

export function useChangePassword() {
  return useMutation({ mutationKey: ['auth', 'change-password'], mutationFn: changePassword });
}
