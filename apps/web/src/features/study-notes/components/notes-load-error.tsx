import { RotateCw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

export interface NotesLoadErrorProps {
  message: string;
  onRetry: () => void;
  /** A retry is on its way: the button waits. */
  retrying: boolean;
}

/** A list that could not load: the error, inline, with a Retry button. */
export function NotesLoadError({ message, onRetry, retrying }: NotesLoadErrorProps) {
  return (
    <Alert>
      <p>{message}</p>
      <Button variant="outline" size="sm" className="mt-2" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        Retry
      </Button>
    </Alert>
  );
}
