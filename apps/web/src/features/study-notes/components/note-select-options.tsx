// The <option>s of the note selects, for the editor and for the list filters (which put an
// 'All ...' option first).
import { NOTE_TYPE_LABELS, NOTE_TYPES, TRANSLATIONS, translationLabel } from '@manna/shared';

/** The note types, by label (docs/product/study-notes-and-bookmarks.md#note-types-and-colors). */
export function NoteTypeOptions() {
  return NOTE_TYPES.map((type) => (
    <option key={type} value={type}>
      {NOTE_TYPE_LABELS[type]}
    </option>
  ));
}

/** The translations a note can be written against. */
export function TranslationOptions() {
  return TRANSLATIONS.map((info) => (
    <option key={info.id} value={info.id}>
      {translationLabel(info)}
    </option>
  ));
}
