import {
  DELETE_CONFIRMATION,
  isNoteEdited,
  NOTE_DELETE_CONFIRM_MS,
  NOTE_TYPE_LABELS,
  notePreview,
  READ_MORE,
  type StudyNote,
  writingHeading,
} from '@manna/shared';
import { Pencil, Tag, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ButtonSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { formatInZone } from '@/lib/format';
import { PALETTE_ACCENT } from '@/lib/palette';

export interface NoteCardProps {
  note: StudyNote;
  /** Panel cards: collapsed to a 150-character preview with 'Read more'. */
  compact?: boolean;
  onEdit: (note: StudyNote) => void;
  /** Called on the confirming second click of the two-step delete. */
  onDelete: (note: StudyNote) => void;
  /** This note's delete is on its way. */
  deleting?: boolean;
}

/**
 * A note card (docs/product/study-notes-and-bookmarks.md#note-card): type, translation, created
 * date, tags, and the updated time only when it differs from the created time. Delete takes two
 * clicks within 3 seconds.
 */
export function NoteCard({
  note,
  compact = false,
  onEdit,
  onDelete,
  deleting = false,
}: NoteCardProps) {
  const titleId = useId();
  const contentId = useId();
  const [expanded, setExpanded] = useState(!compact);
  const [armed, setArmed] = useState(false);
  const disarmTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(disarmTimer.current), []);

  const pressDelete = () => {
    clearTimeout(disarmTimer.current);
    if (armed) {
      setArmed(false);
      onDelete(note);
      return;
    }
    setArmed(true);
    // The confirmation lapses after 3 s.
    disarmTimer.current = setTimeout(() => setArmed(false), NOTE_DELETE_CONFIRM_MS);
  };

  // docs/product/study-notes-and-bookmarks.md#notes: an untitled note is headed by its first
  // words, not by its verse, which every card shows under the heading; a heading that is the
  // whole first line is not shown twice.
  const { heading, rest } = writingHeading(note.title, note.content);
  const preview = notePreview(rest);
  const collapsed = compact && !expanded && preview.truncated;
  const created = formatInZone(note.created_at, { dateStyle: 'medium' });

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex flex-col gap-3 rounded-xl border border-l-4 border-border bg-card p-4 shadow-xs',
        PALETTE_ACCENT[note.color],
        armed && 'ring-2 ring-destructive/40',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={titleId} className="font-semibold leading-snug break-words">
            {heading}
          </h4>
          <p className="text-sm text-muted-foreground">{note.verse_reference}</p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={`Edit note: ${heading}`}
            onClick={() => onEdit(note)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant={armed ? 'destructive' : 'ghost'}
            size="sm"
            className={cn('size-9 px-0', !armed && 'text-destructive hover:text-destructive')}
            aria-label={armed ? `Confirm delete note: ${heading}` : `Delete note: ${heading}`}
            disabled={deleting}
            onClick={pressDelete}
          >
            {deleting ? <ButtonSpinner /> : <Trash2 aria-hidden="true" />}
          </Button>
        </div>
      </div>

      <ul className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
        <li className="rounded-full bg-secondary px-2 py-0.5 font-medium text-secondary-foreground">
          {NOTE_TYPE_LABELS[note.note_type]}
        </li>
        <li className="font-semibold tracking-wide">{note.translation.toUpperCase()}</li>
        <li>
          <time dateTime={note.created_at}>{created}</time>
        </li>
      </ul>

      {rest ? (
        <div id={contentId} className="text-sm leading-relaxed whitespace-pre-wrap break-words">
          {collapsed ? preview.text : rest}
        </div>
      ) : null}
      {compact && preview.truncated ? (
        <Button
          variant="link"
          size="sm"
          className="self-start text-sm"
          aria-expanded={expanded}
          aria-controls={contentId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Show less' : READ_MORE}
        </Button>
      ) : null}

      {note.tags.length > 0 ? (
        <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
          {note.tags.map((tag) => (
            <li
              key={tag}
              className="inline-flex items-center gap-1 rounded-full border border-border px-2 py-0.5 text-xs"
            >
              <Tag aria-hidden="true" className="size-3 text-muted-foreground" />
              {tag}
            </li>
          ))}
        </ul>
      ) : null}

      {isNoteEdited(note) ? (
        <p className="text-xs text-muted-foreground">
          Updated{' '}
          <time dateTime={note.updated_at}>
            {formatInZone(note.updated_at, { dateStyle: 'medium', timeStyle: 'short' })}
          </time>
        </p>
      ) : null}

      <p role="status" className={cn('text-sm font-medium text-destructive', !armed && 'sr-only')}>
        {armed ? DELETE_CONFIRMATION : ''}
      </p>
    </article>
  );
}
