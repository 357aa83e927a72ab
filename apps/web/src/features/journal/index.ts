// The journal (docs/product/journal.md#routes): entries, topics, voice memos and journal
// achievements. The screens load with the journal route's own chunk. Other features refresh the
// journal after changing it (a prayer linked to the journal) through `journalQueryPrefix`.
export { journalQueryPrefix } from './api/query-keys';
export {
  EditJournalItemScreen,
  NewEntryScreen,
  NewTopicScreen,
} from './components/journal-form-screens';
export { JournalItemScreen } from './components/journal-item-screen';
export { JournalScreen } from './components/journal-screen';
