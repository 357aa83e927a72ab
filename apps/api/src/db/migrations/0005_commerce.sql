CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"token_amount" integer,
	"plan" text,
	"status" text DEFAULT 'open' NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"provider_session_id" text,
	"payment_reference" text,
	"provider_subscription_id" text,
	"tokens_added" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "checkouts_provider_session_id_unique" UNIQUE("provider_session_id")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"user_id" text,
	"payment_reference" text,
	"invoice_id" text,
	"provider_subscription_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_unlocks" (
	"user_id" text NOT NULL,
	"plan_id" uuid NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_unlocks_user_id_plan_id_pk" PRIMARY KEY("user_id","plan_id")
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "provider_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_unlocks" ADD CONSTRAINT "plan_unlocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_unlocks" ADD CONSTRAINT "plan_unlocks_plan_id_bible_reading_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."bible_reading_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_user_created_at_idx" ON "checkouts" USING btree ("user_id","created_at" desc);--> statement-breakpoint
CREATE INDEX "checkouts_payment_reference_idx" ON "checkouts" USING btree ("payment_reference");--> statement-breakpoint
CREATE INDEX "checkouts_provider_subscription_id_idx" ON "checkouts" USING btree ("provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_id_key" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "payment_events_received_at_idx" ON "payment_events" USING btree ("received_at" desc);--> statement-breakpoint
CREATE INDEX "payment_events_payment_reference_idx" ON "payment_events" USING btree ("payment_reference") WHERE "payment_events"."payment_reference" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_invoice_id_idx" ON "payment_events" USING btree ("invoice_id") WHERE "payment_events"."invoice_id" is not null;--> statement-breakpoint
CREATE INDEX "payment_events_provider_subscription_id_idx" ON "payment_events" USING btree ("provider_subscription_id") WHERE "payment_events"."provider_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "token_ledger_source_idx" ON "token_ledger" USING btree ("source_id");--> statement-breakpoint
-- Members who started a plan before it became premium keep it (docs/product/purchases.md): the
-- premium list is DEFAULT_COMMERCE_SETTINGS.premium_plan_slugs as it was when plans became premium.
INSERT INTO "plan_unlocks" ("user_id", "plan_id", "source")
SELECT DISTINCT "progress"."user_id", "progress"."plan_id", 'grandfathered'
FROM "user_reading_progress" "progress"
JOIN "bible_reading_plans" "plan" ON "plan"."id" = "progress"."plan_id"
WHERE "plan"."slug" IN ('gospels-30-days', 'letters-of-paul', 'psalms-and-proverbs-31-days')
ON CONFLICT DO NOTHING;
