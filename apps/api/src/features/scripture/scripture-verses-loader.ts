import { createHash } from 'node:crypto';
import { BUNDLED_TRANSLATION_IDS, findBookByCode, plainVerseText } from '@manna/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isLoaded, markLoaded } from '../../db/load-digest';
import { scriptureVerses } from '../../db/schema';
import type { BundledLibrary } from './bundled-library';

// Arbitrary constant: one server fills the table while the others wait, then find it filled.
const LOAD_LOCK_KEY = 727_514_003;
const SETTINGS_KEY = 'scripture_verses';
/** Rows per INSERT: one JSON parameter each, so the statement stays small however many rows. */
export const BATCH_SIZE = 2_000;
/** Bump when the rows are made differently from the same bundled files. */
const ROW_FORMAT = 1;

type VerseRow = typeof scriptureVerses.$inferInsert;

/**
 * The verses of every bundled translation, a batch at a time: one translation is parsed at a
 * time, and only a batch of rows is held with its JSON (docs/decisions/014-server-footprint.md).
 */
function* verseBatches(library: BundledLibrary): Generator<VerseRow[]> {
  for (const translation of BUNDLED_TRANSLATION_IDS) {
    let position = 0;
    let batch: VerseRow[] = [];
    for (const [code, chapters] of Object.entries(library.bible(translation).books)) {
      const book = findBookByCode(code);
      if (!book) throw new Error(`The bundled ${translation} has an unknown book ${code}`);
      for (const { chapter, verses } of chapters) {
        for (const { verse, text, omitted } of verses) {
          if (omitted) continue;
          position += 1;
          batch.push({
            translation,
            position,
            book: book.code,
            testament: book.testament,
            chapter,
            verse,
            text: plainVerseText(text),
          });
          if (batch.length === BATCH_SIZE) {
            yield batch;
            batch = [];
          }
        }
      }
    }
    if (batch.length > 0) yield batch;
  }
}

/**
 * Fills `scripture_verses` from the bundled translations when it is empty or holds other text
 * than they do (docs/decisions/011-scripture-search.md): a digest of the bundled files and of how
 * rows are made from them, kept in app_settings, tells. The first start on a new database pays
 * a few seconds (PostgreSQL builds each verse's search document); later starts compare digests.
 */
export async function loadScriptureVerses(
  db: Database,
  library: BundledLibrary,
): Promise<'loaded' | 'unchanged'> {
  const hash = createHash('sha256').update(`rows ${ROW_FORMAT}`);
  for (const translation of BUNDLED_TRANSLATION_IDS) hash.update(library.digest(translation));
  const digest = hash.digest('hex');

  if (await isLoaded(db, SETTINGS_KEY, digest)) return 'unchanged';
  const loaded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_KEY})`);
    // Another server may have filled it while this one waited for the lock.
    if (await isLoaded(tx, SETTINGS_KEY, digest)) return false;
    await tx.delete(scriptureVerses);
    for (const rows of verseBatches(library)) {
      const batch = JSON.stringify(rows);
      await tx.execute(sql`
        insert into ${scriptureVerses} (translation, position, book, testament, chapter, verse, text)
        select translation, position, book, testament, chapter, verse, text
        from json_to_recordset(${batch}::json) as verse(
          translation text, position integer, book text, testament text, chapter integer,
          verse integer, text text
        )`);
    }
    await markLoaded(tx, SETTINGS_KEY, digest);
    return true;
  });
  if (!loaded) return 'unchanged';
  // The planner's statistics, so that a book filter is weighed against the text index.
  await db.execute(sql`analyze ${scriptureVerses}`);
  return 'loaded';
}
