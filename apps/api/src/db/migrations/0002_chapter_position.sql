DROP INDEX "bible_reading_chapters_plan_day_idx";--> statement-breakpoint
-- Existing rows get 0 until the seed (run at every start) writes their real order.
ALTER TABLE "bible_reading_chapters" ADD COLUMN "position" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "bible_reading_chapters" ALTER COLUMN "position" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "bible_reading_chapters_plan_day_idx" ON "bible_reading_chapters" USING btree ("plan_id","day","position");