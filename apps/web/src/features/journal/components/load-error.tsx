import { JOURNAL_ERROR_DISPLAY_MS } from '@manna/shared';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';

export const NOT_LOADED_MESSAGE = "This part of your journal didn't load.";

interface LoadErrorProps {
  /**
   * The message (docs/product/journal.md#errors), e.g. 'Failed to fetch journal topics: {message}'.
   */
  message: string;
  /** When this failure happened (the query's errorUpdatedAt): a new failure shows anew. */
  occasion: number;
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Something that could not load. The error message shows for 5 seconds
 * (docs/product/journal.md#errors); after that a plain line and Retry stay, since an empty list in
 * its place would say there is nothing there.
 */
export function LoadError({ message, occasion, onRetry, retrying }: LoadErrorProps) {
  const [expiredOccasion, setExpiredOccasion] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpiredOccasion(occasion), JOURNAL_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [occasion]);
  const expired = expiredOccasion === occasion;

  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-destructive/40 bg-destructive/8 p-4 text-sm">
      {expired ? <p>{NOT_LOADED_MESSAGE}</p> : <p role="alert">{message}</p>}
      <Button variant="outline" size="sm" disabled={retrying} onClick={onRetry}>
        {retrying ? <ButtonSpinner /> : null}
        Retry
      </Button>
    </div>
  );
}
