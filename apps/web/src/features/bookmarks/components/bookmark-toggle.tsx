import { Bookmark, BookmarkCheck } from 'lucide-react';
import { cn } from '@/lib/cn';

// Loads with the reading screen, once per verse: keep it tiny.

export interface BookmarkToggleProps {
  /** 'John 3:16': names the button 'Bookmark John 3:16'. */
  reference: string;
  pressed: boolean;
  /** A change is on its way: the icon pulses and clicks are ignored. */
  pending?: boolean;
  onToggle: () => void;
}

/**
 * Each verse's bookmark toggle (docs/product/study-notes-and-bookmarks.md#in-the-reader): a small
 * icon button after the verse text. It is sized in em so it follows the reader's font size without
 * moving the words much; hidden until the verse is hovered or the button focused (faint on touch
 * screens, which cannot hover), and always shown once the verse is bookmarked. The name stays the
 * same in both states; aria-pressed says which one it is in.
 */
export function BookmarkToggle({
  reference,
  pressed,
  pending = false,
  onToggle,
}: BookmarkToggleProps) {
  const Icon = pressed ? BookmarkCheck : Bookmark;
  return (
    // A verse not bookmarked keeps no room in the line where a pointer can reveal its toggle:
    // prose flows without a gap after every verse, and nothing reflows on hover. Touch screens
    // cannot hover, so there the toggle keeps its place, half visible.
    <span
      className={cn(
        'bookmark-toggle-slot relative inline-block',
        !pressed && '[@media(hover:hover)]:w-0',
      )}
    >
      <button
        type="button"
        aria-label={`Bookmark ${reference}`}
        aria-pressed={pressed}
        aria-busy={pending || undefined}
        // Not `disabled`: the button keeps focus (and its place for keyboard users) while busy.
        aria-disabled={pending || undefined}
        onClick={() => {
          if (!pending) onToggle();
        }}
        className={cn(
          'bookmark-toggle relative ml-[0.2em] inline-flex size-[1.1em] items-center justify-center rounded-sm align-[-0.15em] leading-none select-none print:hidden',
          // A finger-sized hit area that takes no room in the line.
          'after:absolute after:-inset-[0.45em]',
          'text-muted-foreground transition-opacity duration-150 hover:text-primary',
          'focus-visible:opacity-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
          pressed
            ? 'text-primary opacity-100'
            : [
                'opacity-0 group-hover/verse:opacity-100 hover:opacity-100 [@media(hover:none)]:opacity-50',
                // Unseen, it must not catch a click meant for the words beneath it.
                '[@media(hover:hover)]:pointer-events-none [@media(hover:hover)]:group-hover/verse:pointer-events-auto [@media(hover:hover)]:focus-visible:pointer-events-auto',
                // Where a pointer shows it: raised above the end of the verse, clear of the words
                // on its line and of the next verse's number, like a tooltip.
                '[@media(hover:hover)]:absolute [@media(hover:hover)]:bottom-[0.9em] [@media(hover:hover)]:-left-[0.7em] [@media(hover:hover)]:z-10 [@media(hover:hover)]:ml-0 [@media(hover:hover)]:size-[1.4em] [@media(hover:hover)]:rounded-md [@media(hover:hover)]:bg-card [@media(hover:hover)]:shadow-sm [@media(hover:hover)]:ring-1 [@media(hover:hover)]:ring-border',
              ],
          pending && 'animate-pulse cursor-progress',
        )}
      >
        <Icon aria-hidden="true" className="size-[0.9em]" strokeWidth={pressed ? 2.5 : 2} />
      </button>
    </span>
  );
}
