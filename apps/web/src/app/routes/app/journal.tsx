import { JournalScreen } from '@/features/journal';

// The list alone: the entry and topic screens (journal-item.tsx) and the forms
// (journal-forms.tsx) load with their own routes, so /journal's first load carries neither
// (docs/decisions/005-first-load-budget.md).

/** /journal, the journal list (docs/product/journal.md#routes). */
export function JournalRoute() {
  return (
    <>
      <title>Journal · Manna</title>
      <JournalScreen />
    </>
  );
}
