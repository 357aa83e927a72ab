import { JOURNAL_ERROR_DISPLAY_MS } from '@manna/shared';
import { useCallback, useEffect, useState } from 'react';
import { reportJournalError } from '../utils/journal-errors';

// A fresh object per failure, so the same words shown again restart the clock.
interface ShownError {
  message: string;
}

export interface JournalError {
  /** The message on screen, or null once it has cleared. */
  message: string | null;
  /** Logs and reports the failure, and shows '{prefix}: {message}'. */
  show: (prefix: string, error: unknown) => void;
  /** Shows a message of our own (no failure behind it to report). */
  showMessage: (message: string) => void;
  clear: () => void;
}

/**
 * An error message in the journal shows for 5 seconds, then clears itself
 * (docs/product/journal.md#errors). Render `message` with <JournalErrorAlert>.
 */
export function useJournalError(displayMs: number = JOURNAL_ERROR_DISPLAY_MS): JournalError {
  const [shown, setShown] = useState<ShownError | null>(null);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), displayMs);
    return () => clearTimeout(timer);
  }, [shown, displayMs]);

  const showMessage = useCallback((message: string) => {
    setShown({ message });
  }, []);
  const show = useCallback(
    (prefix: string, error: unknown) => showMessage(reportJournalError(prefix, error)),
    [showMessage],
  );
  const clear = useCallback(() => setShown(null), []);

  return { message: shown?.message ?? null, show, showMessage, clear };
}
