import type { StudyNote } from '@manna/shared';
import { NoteCard } from './note-card';

export interface NoteCardListProps {
  notes: readonly StudyNote[];
  /** Panel cards (see NoteCard). */
  compact?: boolean;
  onEdit: (note: StudyNote) => void;
  onDelete: (note: StudyNote) => void;
  /** The note whose delete is on its way, if any. */
  deletingId?: string;
}

/** Notes as a list of cards. */
export function NoteCardList({ notes, compact, onEdit, onDelete, deletingId }: NoteCardListProps) {
  return (
    <ul className="flex flex-col gap-3">
      {notes.map((note) => (
        <li key={note.id}>
          <NoteCard
            note={note}
            compact={compact}
            onEdit={onEdit}
            onDelete={onDelete}
            deleting={deletingId === note.id}
          />
        </li>
      ))}
    </ul>
  );
}
