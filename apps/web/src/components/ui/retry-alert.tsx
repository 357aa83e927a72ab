import { RotateCw } from 'lucide-react';
import { getErrorMessage } from '@/lib/api-client';
import { Alert } from './alert';
import { Button } from './button';

interface RetryAlertProps {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

/** Something could not load: what went wrong, inline, with a Retry button. */
export function RetryAlert({ title, error, onRetry, retrying }: RetryAlertProps) {
  return (
    <Alert title={title}>
      <p>{getErrorMessage(error)}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Retry
      </Button>
    </Alert>
  );
}
