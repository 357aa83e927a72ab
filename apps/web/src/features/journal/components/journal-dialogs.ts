import { lazyExport } from '@/lib/lazy-export';

// The journal screens' dialogs, with Radix Dialog (and, to edit a topic's entry, the entry form
// with the form library and the voice-memo recorder), load with the first click that opens one,
// not with the entry or topic (docs/decisions/005-first-load-budget.md). Each is rendered once
// useOpenedOnce says it has been opened.
export const ConfirmDialog = lazyExport(
  () => import('@/components/ui/confirm-dialog'),
  'ConfirmDialog',
);
export const EditTopicEntryDialog = lazyExport(
  () => import('./topic-entry-dialogs'),
  'EditTopicEntryDialog',
);
export const AnswerTopicEntryDialog = lazyExport(
  () => import('./topic-entry-dialogs'),
  'AnswerTopicEntryDialog',
);
