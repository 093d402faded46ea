ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_amount_range" CHECK ("ledger_entries"."amount" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_balance_after_range" CHECK ("ledger_entries"."balance_after" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_amount_range" CHECK ("transactions"."amount" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_balance_range" CHECK ("wallets"."balance" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "bank_events" ADD CONSTRAINT "bank_events_amount_vnd_range" CHECK ("bank_events"."amount_vnd" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_amount_vnd_range" CHECK ("topup_orders"."amount_vnd" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_paid_vnd_range" CHECK ("topup_orders"."paid_vnd" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_credit_beli_range" CHECK ("topup_orders"."credit_beli" between -9007199254740991 and 9007199254740991);--> statement-breakpoint
ALTER TABLE "topup_orders" ADD CONSTRAINT "topup_orders_bonus_beli_range" CHECK ("topup_orders"."bonus_beli" between -9007199254740991 and 9007199254740991);