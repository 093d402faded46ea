CREATE TABLE "aov_crawl_pictures" (
	"source" text PRIMARY KEY NOT NULL,
	"sha256" text NOT NULL,
	"upload" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aov_crawls" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_crawls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"file" text,
	"status" text DEFAULT 'running' NOT NULL,
	"job_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"pictures_total" integer DEFAULT 0 NOT NULL,
	"pictures_done" integer DEFAULT 0 NOT NULL,
	"error" text,
	"outcome" jsonb,
	"started_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "aov_crawl_pictures" ADD CONSTRAINT "aov_crawl_pictures_upload_uploads_id_fk" FOREIGN KEY ("upload") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_crawls" ADD CONSTRAINT "aov_crawls_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aov_crawl_pictures_sha256" ON "aov_crawl_pictures" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "aov_crawls_created_at" ON "aov_crawls" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "aov_crawls_one_running" ON "aov_crawls" USING btree ("status") WHERE status = 'running';