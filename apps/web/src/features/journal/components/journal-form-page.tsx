import type { ReactNode } from 'react';
import { AfterHeading } from '@/components/ui/after-heading';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { BackToJournalLink } from './back-to-journal-link';

// The room each form takes, kept while its code loads so that nothing moves when it comes
// (measured in Chromium at 375 and 1280 px wide; a new entry's has the topic chooser as well).
const FORM_ROOM = {
  'new-entry': 'min-h-[57.25rem] sm:min-h-[51.5rem]',
  entry: 'min-h-[50.25rem] sm:min-h-[44.5rem]',
  topic: 'min-h-[49rem] sm:min-h-[42.5rem]',
} as const;

interface JournalFormPageProps {
  title: string;
  description?: string;
  /** Where 'Back' goes (the journal, or the topic or entry being edited). */
  backTo?: string;
  backLabel?: string;
  /** Which form the card holds, for the room it keeps while the form loads. */
  form: keyof typeof FORM_ROOM;
  /** The form: a lazy component, rendered once the heading has shown. */
  children: ReactNode;
}

/**
 * The frame of the journal's form screens: back link, heading, and the form on a card. The form's
 * code (the form library, and for an entry the voice-memo recorder and Radix Switch) loads once
 * the heading shows (docs/decisions/005-first-load-budget.md).
 */
export function JournalFormPage({
  title,
  description,
  backTo,
  backLabel,
  form,
  children,
}: JournalFormPageProps) {
  return (
    <div className="flex flex-col gap-5">
      <title>{`${title} · Journal · Manna`}</title>
      <BackToJournalLink to={backTo} label={backLabel} />
      <header>
        <h1 className="font-serif text-3xl font-semibold">{title}</h1>
        {description ? <p className="mt-1 text-muted-foreground">{description}</p> : null}
      </header>
      <Card className="p-4 sm:p-6">
        <AfterHeading
          placeholder={
            <div className={cn('flex items-center justify-center', FORM_ROOM[form])}>
              <Spinner />
            </div>
          }
        >
          {children}
        </AfterHeading>
      </Card>
    </div>
  );
}
