import type { SignUpInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';
import { refreshUser } from './get-user';

export async function signUp({ fullName, email, password }: SignUpInput): Promise<void> {
  // The better-auth user's `name` holds the member's full name.
  await callAuth((client) => client.signUp.email({ name: fullName, email, password }));
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['auth', 'sign-up'],
    mutationFn: signUp,
    onSuccess: async () => {
      await refreshUser(queryClient);
    },
  });
}
