CREATE TABLE "tool_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tool_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"price" integer NOT NULL,
	"transaction_id" integer,
	"idempotency_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"image_file" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tool_tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tool_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tool_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"price" integer NOT NULL,
	"transaction_id" integer,
	"idempotency_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"free" boolean DEFAULT false NOT NULL,
	"refund_transaction_id" integer,
	"job_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"width" integer,
	"height" integer,
	"image_file" text,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tool_tasks_status_check" CHECK ("tool_tasks"."status" in ('queued', 'running', 'succeeded', 'failed')),
	CONSTRAINT "tool_tasks_progress_check" CHECK ("tool_tasks"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tools" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tools_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"options" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tools_type_check" CHECK ("tools"."type" in ('ghep-anh', 'ghep-anh-2')),
	CONSTRAINT "tools_price_check" CHECK ("tools"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "tool_runs" ADD CONSTRAINT "tool_runs_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_runs" ADD CONSTRAINT "tool_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_runs" ADD CONSTRAINT "tool_runs_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_tool_id_tools_id_fk" FOREIGN KEY ("tool_id") REFERENCES "public"."tools"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_refund_transaction_id_transactions_id_fk" FOREIGN KEY ("refund_transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tool_runs_idempotency_unique" ON "tool_runs" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tool_runs_tool_user_idx" ON "tool_runs" USING btree ("tool_id","user_id","id");--> statement-breakpoint
CREATE INDEX "tool_runs_created_idx" ON "tool_runs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tool_tasks_idempotency_unique" ON "tool_tasks" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "tool_tasks_tool_user_idx" ON "tool_tasks" USING btree ("tool_id","user_id","id");--> statement-breakpoint
CREATE INDEX "tool_tasks_status_idx" ON "tool_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "tool_tasks_created_idx" ON "tool_tasks" USING btree ("created_at");