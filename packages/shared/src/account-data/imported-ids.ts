// docs/decisions/012-export-and-import.md#idempotency: an imported record's id is derived from
// the importing member and the id it had in the export, so importing the same file again
// names the same rows (and adds nothing), while two members importing one file never collide.
import { v5 as uuidV5 } from 'uuid';

/** Manna's namespace for imported records' ids (a random UUID, fixed forever). */
const IMPORTED_RECORD_NAMESPACE = '6f1b7f3e-2d4c-4c1e-9a55-3b8e0f6d2a71';

/** The id an exported record gets in `memberId`'s account. */
export function importedId(memberId: string, exportedId: string): string {
  return uuidV5(`${memberId}/${exportedId.toLowerCase()}`, IMPORTED_RECORD_NAMESPACE);
}
