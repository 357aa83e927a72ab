import { NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';

export interface NotesEmptyStateProps {
  title: string;
  message: string;
  /** An action under the message (the 'first note' button). */
  children?: ReactNode;
}

/** No notes to show: an icon, a title, a message and perhaps a way to write the first one. */
export function NotesEmptyState({ title, message, children }: NotesEmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-6 py-10 text-center">
      <NotebookPen aria-hidden="true" className="size-8 text-primary" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{message}</p>
      {children}
    </div>
  );
}
