import type { CreateTestimonyInput, Testimony } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { testimoniesQueryPrefix, testimonyQueryKey } from './query-keys';

/** POST /api/testimonies → 201 { testimony }, pending until an admin reviews it. */
export async function createTestimony(input: CreateTestimonyInput): Promise<Testimony> {
  const { testimony } = await api.post<{ testimony: Testimony }>(
    '/api/testimonies',
    input as unknown as Record<string, unknown>,
  );
  return testimony;
}

export function useCreateTestimony() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...testimoniesQueryPrefix, 'create'],
    mutationFn: createTestimony,
    onSuccess: (testimony) => {
      // Its screen opens next and needs no request of its own.
      queryClient.setQueryData(testimonyQueryKey(testimony.id), testimony);
      void queryClient.invalidateQueries({ queryKey: testimoniesQueryPrefix });
    },
  });
}
