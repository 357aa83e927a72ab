import { pushEndpoints } from '@manna/shared';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';

export const pushPublicKeyQueryKey = ['push', 'public-key'] as const;

/** GET /api/push/public-key: the key a device subscribes with; it never changes for a server. */
export async function getPushPublicKey(): Promise<string> {
  const { publicKey } = await callApi(pushEndpoints.publicKey);
  return publicKey;
}

export const pushPublicKeyQueryOptions = () =>
  queryOptions({
    queryKey: pushPublicKeyQueryKey,
    queryFn: getPushPublicKey,
    staleTime: Number.POSITIVE_INFINITY,
  });
