import { type CurrentUser, meEndpoints, type UpdateProfileInput } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { userQueryKey } from './get-user';

export async function updateProfile(input: UpdateProfileInput): Promise<CurrentUser> {
  const { user } = await callApi(meEndpoints.update, { body: input });
  return user;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'update'],
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(userQueryKey, user);
    },
  });
}
