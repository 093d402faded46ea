CREATE TABLE "ledger_hold_settlements" (
	"hold_id" integer PRIMARY KEY NOT NULL,
	"outcome" text NOT NULL,
	"transaction_id" integer,
	"reason" text DEFAULT '' NOT NULL,
	"settled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_hold_settlements_outcome_check" CHECK ("ledger_hold_settlements"."outcome" in ('posted', 'voided')),
	CONSTRAINT "ledger_hold_settlements_transaction_check" CHECK (("ledger_hold_settlements"."outcome" = 'posted') = ("ledger_hold_settlements"."transaction_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "ledger_holds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_holds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" "transaction_type" NOT NULL,
	"amount" bigint NOT NULL,
	"from_wallet_id" integer NOT NULL,
	"to_wallet_id" integer NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"initiator_id" integer,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_holds_amount_check" CHECK ("ledger_holds"."amount" > 0),
	CONSTRAINT "ledger_holds_amount_range" CHECK ("ledger_holds"."amount" between -9007199254740991 and 9007199254740991),
	CONSTRAINT "ledger_holds_parties_check" CHECK ("ledger_holds"."from_wallet_id" <> "ledger_holds"."to_wallet_id")
);
--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "held" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD COLUMN "hold_id" integer;--> statement-breakpoint
ALTER TABLE "ledger_hold_settlements" ADD CONSTRAINT "ledger_hold_settlements_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_hold_settlements" ADD CONSTRAINT "ledger_hold_settlements_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_from_wallet_id_wallets_id_fk" FOREIGN KEY ("from_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_to_wallet_id_wallets_id_fk" FOREIGN KEY ("to_wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_holds" ADD CONSTRAINT "ledger_holds_initiator_id_users_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_hold_settlements_transaction_unique" ON "ledger_hold_settlements" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "ledger_holds_from_expires_idx" ON "ledger_holds" USING btree ("from_wallet_id","expires_at");--> statement-breakpoint
ALTER TABLE "tool_tasks" ADD CONSTRAINT "tool_tasks_hold_id_ledger_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."ledger_holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wallets_holding_idx" ON "wallets" USING btree ("id") WHERE "wallets"."held" > 0;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_held_check" CHECK ("wallets"."held" >= 0);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_available_check" CHECK ("wallets"."balance" - "wallets"."held" >= 0 or "wallets"."allow_negative");--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_held_range" CHECK ("wallets"."held" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
-- Holds and their settlements are history like the ledger's rows: a settlement is a new row,
-- never an edit of the hold.
CREATE TRIGGER ledger_holds_append_only BEFORE UPDATE OR DELETE ON ledger_holds
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_holds_no_truncate BEFORE TRUNCATE ON ledger_holds
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_hold_settlements_append_only BEFORE UPDATE OR DELETE ON ledger_hold_settlements
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_hold_settlements_no_truncate BEFORE TRUNCATE ON ledger_hold_settlements
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_refuse_change();
