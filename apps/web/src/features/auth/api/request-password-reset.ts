import type { RequestPasswordResetInput } from '@manna/shared';
import { paths } from '@/config/paths';
import { callAuth } from '@/lib/auth-call';
import { useAction } from '@/lib/use-action';

/** The e-mailed link lands on /reset-password?token=... (or ?error=INVALID_TOKEN). */
export async function requestPasswordReset({ email }: RequestPasswordResetInput): Promise<void> {
  await callAuth((client) =>
    client.requestPasswordReset({ email, redirectTo: paths.auth.resetPassword.getHref() }),
  );
}

export function useRequestPasswordReset() {
  return useAction(requestPasswordReset);
}
