CREATE TYPE "public"."bank_event_status" AS ENUM('received', 'credited', 'waiting', 'invalid');--> statement-breakpoint
CREATE TYPE "public"."topup_order_status" AS ENUM('pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."topup_settlement" AS ENUM('webhook', 'confirmed', 'assigned');--> statement-breakpoint
CREATE TABLE "bank_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" text,
	"raw" jsonb NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" "bank_event_status" DEFAULT 'received' NOT NULL,
	"reason" text,
	"gateway" text,
	"account_number" text,
	"transfer_type" text,
	"amount_vnd" bigint,
	"content" text,
	"reference_code" text,
	"transaction_date" text,
	"order_id" integer,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topup_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topup_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"memo_code" text NOT NULL,
	"amount_vnd" bigint NOT NULL,
	"status" "topup_order_status" DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_vnd" bigint,
	"credit_beli" bigint,
	"bonus_beli" bigint,
	"paid_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"settled_by" "topup_settlement",
	"bank_event_id" integer,
	"handled_by" integer,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "topup_orders_amount_check" CHECK ("topup_orders"."amount_vnd" > 0)
);
--> statement-breakpoint
ALTER TABLE "bank_events" ADD CONSTRAINT "bank_events_order_id_topup_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."topup_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_events_provider_unique" ON "bank_events" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "bank_events_status_idx" ON "bank_events" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "topup_orders_memo_unique" ON "topup_orders" USING btree ("memo_code");--> statement-breakpoint
CREATE INDEX "topup_orders_user_idx" ON "topup_orders" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "topup_orders_status_idx" ON "topup_orders" USING btree ("status","id");