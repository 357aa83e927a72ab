// The texts of the data export and import (docs/product/your-data.md#messages).

export const IMPORT_NOT_AN_EXPORT =
  'This file is not a Manna export. Choose the .zip file that "Download my data" saved.';
export const IMPORT_NO_DOCUMENT =
  'This archive has no manna-export.json, so it is not a Manna export.';
export const IMPORT_BAD_JSON = 'manna-export.json in this archive is not valid JSON.';
export const IMPORT_EMPTY = 'Choose the .zip file that "Download my data" saved.';
export const IMPORT_TOO_LARGE =
  'That export is larger than Manna can import at once (at most 1 GB). Please contact support.';
export const IMPORT_UNKNOWN_FORMAT =
  'This file is not a Manna export (its format is not manna-export).';
export const IMPORT_NEWER_VERSION =
  'This export was made by a newer version of Manna than this one can read.';

/** A memo record whose file is not in the archive. */
export const memoFileMissing = (file: string) => `the archive has no file ${file}`;
/** A memo whose bytes are not the audio the record says. */
export const memoFileUnreadable = (reason: string) => `its file is not a playable memo: ${reason}`;
