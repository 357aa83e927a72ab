-- Trigram search of members by any part of a name or e-mail (docs/product/admin.md#members).
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database's owner may
-- create it. PGlite loads it in apps/api/src/db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_full_name_trgm_idx" ON "users" USING gin ("full_name" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_last_login_order_idx" ON "users" USING btree ("last_login" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "users_banned_idx" ON "users" USING btree ("created_at") WHERE "users"."banned";