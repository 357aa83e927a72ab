import { Alert } from '@/components/ui/alert';

/**
 * The journal's error line (docs/product/journal.md#errors: shown for 5 seconds; `useJournalError`
 * clears it). Nothing is rendered without a message.
 */
export function JournalErrorAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return <Alert>{message}</Alert>;
}
