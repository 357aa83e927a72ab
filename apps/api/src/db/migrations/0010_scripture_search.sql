CREATE TABLE "scripture_verses" (
	"translation" text NOT NULL,
	"position" integer NOT NULL,
	"book" text NOT NULL,
	"testament" text NOT NULL,
	"chapter" integer NOT NULL,
	"verse" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED NOT NULL,
	CONSTRAINT "scripture_verses_translation_position_pk" PRIMARY KEY("translation","position")
);
--> statement-breakpoint
CREATE INDEX "scripture_verses_search_idx" ON "scripture_verses" USING gin ("search");--> statement-breakpoint
CREATE INDEX "scripture_verses_book_idx" ON "scripture_verses" USING btree ("translation","book");--> statement-breakpoint
CREATE INDEX "scripture_verses_testament_idx" ON "scripture_verses" USING btree ("translation","testament");