import { supportEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { supportQueryPrefix } from './query-keys';

/** POST /api/support/messages: starts the conversation, or reopens a closed one. */
export async function sendSupportMessage(body: string) {
  const { message } = await callApi(supportEndpoints.send, { body: { body } });
  return message;
}

export function useSendSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...supportQueryPrefix, 'send'],
    mutationFn: sendSupportMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportQueryPrefix }),
  });
}
