import { type DeletionCodeSent, meEndpoints } from '@manna/shared';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export function sendDeletionCode(): Promise<DeletionCodeSent> {
  return callApi(meEndpoints.sendDeletionCode);
}

export function useSendDeletionCode() {
  return useMutation({ mutationKey: ['user', 'deletion-code'], mutationFn: sendDeletionCode });
}
