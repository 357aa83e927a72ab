DROP INDEX "journal_topic_entries_user_id_idx";--> statement-breakpoint
CREATE INDEX "journal_topic_entries_user_created_at_idx" ON "journal_topic_entries" USING btree ("user_id","created_at" desc);