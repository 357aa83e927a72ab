CREATE TABLE "reading_schedule_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"days" integer NOT NULL,
	"chapters" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_schedule_moves" (
	"adjustment_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"from_day" integer NOT NULL,
	"to_day" integer NOT NULL,
	CONSTRAINT "reading_schedule_moves_adjustment_id_chapter_id_pk" PRIMARY KEY("adjustment_id","chapter_id")
);
--> statement-breakpoint
CREATE TABLE "user_scheduled_chapters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"chapter_id" uuid NOT NULL,
	"day" integer NOT NULL,
	CONSTRAINT "user_scheduled_chapters_day_check" CHECK ("user_scheduled_chapters"."day" >= 1)
);
--> statement-breakpoint
ALTER TABLE "reading_schedule_adjustments" ADD CONSTRAINT "reading_schedule_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_schedule_adjustments" ADD CONSTRAINT "reading_schedule_adjustments_plan_id_bible_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bible_reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_schedule_moves" ADD CONSTRAINT "reading_schedule_moves_adjustment_id_reading_schedule_adjustments_id_fk" FOREIGN KEY ("adjustment_id") REFERENCES "public"."reading_schedule_adjustments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_schedule_moves" ADD CONSTRAINT "reading_schedule_moves_chapter_id_bible_reading_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."bible_reading_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scheduled_chapters" ADD CONSTRAINT "user_scheduled_chapters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scheduled_chapters" ADD CONSTRAINT "user_scheduled_chapters_plan_id_bible_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bible_reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_scheduled_chapters" ADD CONSTRAINT "user_scheduled_chapters_chapter_id_bible_reading_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."bible_reading_chapters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reading_schedule_adjustments_user_plan_key" ON "reading_schedule_adjustments" USING btree ("user_id","plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_scheduled_chapters_user_chapter_key" ON "user_scheduled_chapters" USING btree ("user_id","chapter_id");--> statement-breakpoint
CREATE INDEX "user_scheduled_chapters_user_plan_idx" ON "user_scheduled_chapters" USING btree ("user_id","plan_id");