ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "user_groups" ADD COLUMN "from_provider" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "awaiting_approval_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_awaiting_approval" ON "users" USING btree ("id") WHERE "users"."awaiting_approval_since" is not null;