import { useMutation } from '@tanstack/react-query';
import { callAuth } from '@/lib/auth-call';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

/** Starts TOTP setup: nothing is switched on until the first code is confirmed. */
export async function enableTwoFactor({ password }: { password: string }): Promise<TwoFactorSetup> {
  const data = await callAuth((client) => client.twoFactor.enable({ password, method: 'totp' }));
  if (data?.method !== 'totp') {
    throw new Error('The server did not return an authenticator setup. Please try again.');
  }
  return { totpURI: data.totpURI, backupCodes: data.backupCodes };
}

export function useEnableTwoFactor() {
  return useMutation({ mutationKey: ['two-factor', 'enable'], mutationFn: enableTwoFactor });
}
