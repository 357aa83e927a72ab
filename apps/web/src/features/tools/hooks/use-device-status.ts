import { useQuery } from '@tanstack/react-query';
import {
  notificationPermission,
  pushSubscriptionStatus,
  serviceWorkerStatus,
} from '../utils/device-status';
import { listCaches } from '../utils/offline-data';

export const deviceStatusQueryKey = ['diagnostics', 'device'] as const;

/** The service worker, Cache Storage, notifications and push, as this browser reports them. */
export function useDeviceStatus() {
  return useQuery({
    queryKey: deviceStatusQueryKey,
    queryFn: async () => ({
      serviceWorker: await serviceWorkerStatus(),
      caches: await listCaches(),
      notifications: notificationPermission(),
      push: await pushSubscriptionStatus(),
    }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
    networkMode: 'always',
  });
}
