import { getErrorMessage } from '@/lib/api-client';

/**
 * Logs a reading failure with what was being attempted ('Failed to fetch reading plans: ...',
 * docs/product/reading-plans.md#messages), and returns the member-facing message.
 */
export function reportReadingError(context: string, error: unknown, details?: object): string {
  const message = getErrorMessage(error);
  console.error(`${context}: ${message}`, ...(details ? [details] : []), error);
  return message;
}
