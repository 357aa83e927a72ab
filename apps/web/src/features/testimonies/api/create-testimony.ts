import { type CreateTestimonyInput, type Testimony, testimoniesEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { testimoniesQueryPrefix, testimonyQueryKey } from './query-keys';

/** POST /api/testimonies → 201 { testimony }, pending until an admin reviews it. */
export async function createTestimony(input: CreateTestimonyInput): Promise<Testimony> {
  const { testimony } = await callApi(testimoniesEndpoints.create, { body: input });
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
