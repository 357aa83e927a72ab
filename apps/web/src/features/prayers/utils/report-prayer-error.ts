import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

/**
 * A failed prayer action, told to the member as an error toast
 * (docs/product/accounts-and-shell.md#toasts, 5 s). The query
 * client has already logged it and, unless it was a 4xx answer, reported it (lib/query-client).
 */
export function reportPrayerError(title: string, error: unknown): void {
  toast({ type: 'error', title, message: getErrorMessage(error) });
}
