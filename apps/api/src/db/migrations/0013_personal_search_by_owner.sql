-- The personal search's GIN indexes over the owner and the vector, so a search reads only the
-- member's own matches (docs/product/search.md#speed). btree_gin ships with PostgreSQL (contrib)
-- and is a trusted extension: the database's owner may create it. PGlite loads it in
-- apps/api/src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "journal_entries_search_vector_idx";--> statement-breakpoint
DROP INDEX "journal_topic_entries_search_vector_idx";--> statement-breakpoint
DROP INDEX "prayers_search_vector_idx";--> statement-breakpoint
DROP INDEX "bible_study_notes_search_vector_idx";--> statement-breakpoint
DROP INDEX "bookmarks_search_vector_idx";--> statement-breakpoint
DROP INDEX "testimonies_search_vector_idx";--> statement-breakpoint
CREATE INDEX "journal_entries_user_id_search_vector_idx" ON "journal_entries" USING gin ("user_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "journal_topic_entries_user_id_search_vector_idx" ON "journal_topic_entries" USING gin ("user_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "prayers_user_id_search_vector_idx" ON "prayers" USING gin ("user_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bible_study_notes_user_id_search_vector_idx" ON "bible_study_notes" USING gin ("user_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bookmarks_user_id_search_vector_idx" ON "bookmarks" USING gin ("user_id","search_vector") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "testimonies_user_id_search_vector_idx" ON "testimonies" USING gin ("user_id","search_vector") WITH (fastupdate=false);