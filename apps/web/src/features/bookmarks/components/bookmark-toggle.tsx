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
 * SPEC §2 "Each verse has a bookmark toggle": a small icon button after the verse text. It is
 * sized in em so it follows the reader's font size without moving the words much; hidden until
 * the verse is hovered or the button focused (faint on touch screens, which cannot hover), and
 * always shown once the verse is bookmarked. The name stays the same in both states; aria-pressed
 * says which one it is in.
 */
export function BookmarkToggle({
  reference,
  pressed,
  pending = false,
  onToggle,
}: BookmarkToggleProps) {
  const Icon = pressed ? BookmarkCheck : Bookmark;
  return (
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
          : 'opacity-0 hover:opacity-100 [:hover>&]:opacity-100 [@media(hover:none)]:opacity-50',
        pending && 'animate-pulse cursor-progress',
      )}
    >
      <Icon aria-hidden="true" className="size-[0.9em]" strokeWidth={pressed ? 2.5 : 2} />
    </button>
  );
}
