import { type AdminSettings, type AdminSettingsInput, adminSettingsEndpoints } from '@manna/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '@/lib/api-client';
import { adminSettingsQueryKey } from './get-admin-settings';

/** PUT /api/admin/settings: every setting at once; answers them as saved. */
export async function updateAdminSettings(settings: AdminSettingsInput): Promise<AdminSettings> {
  return callApi(adminSettingsEndpoints.update, { body: settings });
}

export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...adminSettingsQueryKey, 'update'],
    mutationFn: updateAdminSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(adminSettingsQueryKey, saved);
      // The audit log and overview (under 'admin'), the prices members see, and the notice.
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
      void queryClient.invalidateQueries({ queryKey: ['purchases'] });
      void queryClient.invalidateQueries({ queryKey: ['community-notice'] });
    },
  });
}
