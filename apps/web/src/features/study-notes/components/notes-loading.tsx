import { LOADING_STUDY_NOTES } from '@manna/shared';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

/** 'Loading study notes...' while a list loads; `compact` in the reader's notes panel. */
export function NotesLoading({ compact = false }: { compact?: boolean }) {
  return (
    <div className={cn('flex justify-center', compact ? 'py-8' : 'py-10')}>
      <Spinner label={LOADING_STUDY_NOTES} showLabel />
    </div>
  );
}
