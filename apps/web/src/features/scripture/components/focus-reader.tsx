import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ChevronLeft, ChevronRight, Minimize2 } from 'lucide-react';
import { type ComponentProps, useEffect, useRef } from 'react';
import { useSwipeable } from 'react-swipeable';
import { Button } from '@/components/ui/button';
import type { FontSize } from '@/features/reader-settings';
import { ChapterBody } from './chapter-body';
import type { ChapterPager } from './scripture-panel';

/** How far a finger travels sideways before it counts as turning the page. */
const SWIPE_DISTANCE_PX = 60;

interface FocusReaderProps extends Omit<ComponentProps<typeof ChapterBody>, 'highlight'> {
  /** The chapter and its translation, e.g. 'John 3 (KJV)'. */
  title: string;
  fontSize: FontSize;
  pager: ChapterPager | undefined;
  onExit: () => void;
}

/**
 * Focus mode (docs/product/scripture.md#focus-mode): the chapter alone on the whole screen, with
 * the previous and next chapter a button or a swipe away. A modal dialog: Escape leaves it, and
 * focus stays inside while it is open.
 */
export function FocusReader({ title, fontSize, pager, onExit, ...body }: FocusReaderProps) {
  const text = useRef<HTMLElement>(null);
  const swipe = useSwipeable({
    onSwipedLeft: () => pager?.onNext?.(),
    onSwipedRight: () => pager?.onPrevious?.(),
    delta: SWIPE_DISTANCE_PX,
    trackMouse: false,
  });
  const shownKey = body.reader.chapter
    ? `${body.reader.chapter.book_id}:${body.reader.chapter.chapter}`
    : null;

  // A new chapter starts at its top.
  useEffect(() => {
    if (shownKey && typeof text.current?.scrollTo === 'function') text.current.scrollTo(0, 0);
  }, [shownKey]);

  return (
    <DialogPrimitive.Root
      open
      onOpenChange={(open) => {
        if (!open) onExit();
      }}
    >
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          data-focus-reader
          className="fixed inset-0 z-50 flex flex-col bg-background pt-[env(safe-area-inset-top)] text-foreground focus-visible:outline-none"
        >
          <header className="flex h-12 shrink-0 items-center gap-2 border-b border-border/70 px-3">
            <DialogPrimitive.Title className="min-w-0 flex-1 truncate pl-1 font-serif text-lg font-semibold">
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="sm">
                <Minimize2 aria-hidden="true" />
                Exit focus mode
              </Button>
            </DialogPrimitive.Close>
          </header>

          <section
            {...swipe}
            ref={(element) => {
              swipe.ref(element);
              text.current = element;
            }}
            aria-label={title}
            // Scrollable content must be reachable by keyboard (WCAG 2.1.1).
            // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
            tabIndex={0}
            className="relative min-h-0 flex-1 overflow-y-auto overscroll-contain px-5 py-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset sm:px-8"
          >
            <div className="mx-auto h-full max-w-prose">
              <ChapterBody {...body} />
            </div>
          </section>

          <nav
            aria-label="Chapters"
            className="flex shrink-0 items-center justify-between gap-3 border-t border-border/70 px-3 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))]"
          >
            <Button
              variant="outline"
              size="sm"
              onClick={pager?.onPrevious}
              disabled={!pager?.onPrevious}
            >
              <ChevronLeft aria-hidden="true" />
              Previous chapter
            </Button>
            <Button variant="outline" size="sm" onClick={pager?.onNext} disabled={!pager?.onNext}>
              Next chapter
              <ChevronRight aria-hidden="true" />
            </Button>
          </nav>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
