import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { BackToJournalLink } from './back-to-journal-link';

interface JournalFormPageProps {
  title: string;
  description?: string;
  /** Where 'Back' goes (the journal, or the topic or entry being edited). */
  backTo?: string;
  backLabel?: string;
  children: ReactNode;
}

/** The frame of the journal's form screens: back link, heading, and the form on a card. */
export function JournalFormPage({
  title,
  description,
  backTo,
  backLabel,
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
      <Card className="p-4 sm:p-6">{children}</Card>
    </div>
  );
}
