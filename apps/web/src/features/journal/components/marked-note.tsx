import { Check } from 'lucide-react';

/**
 * The words on a card marked on arrival ('Just saved'): shown, so the mark is never colour
 * alone, and given to the card's link as its description.
 */
export function MarkedNote({ id, children }: { id: string; children: string }) {
  return (
    <p
      id={id}
      className="inline-flex items-center gap-1 self-start rounded-full bg-primary/10 px-2 py-0.5 text-xs font-semibold text-primary"
    >
      <Check aria-hidden="true" className="size-3.5" />
      {children}
    </p>
  );
}

/** The frame of a marked card. */
export const MARKED_CARD_CLASSES = 'ring-2 ring-primary/70 bg-primary/5';
