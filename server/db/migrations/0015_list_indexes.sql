CREATE INDEX "users_disabled" ON "users" USING btree ("id") WHERE "users"."disabled_at" is not null;--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_id" ON "ledger_entries" USING btree ("wallet_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_created_at" ON "ledger_entries" USING btree ("wallet_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_amount" ON "ledger_entries" USING btree ("wallet_id","amount","id");--> statement-breakpoint
CREATE INDEX "transactions_initiator_idx" ON "transactions" USING btree ("initiator_id","id");--> statement-breakpoint
CREATE INDEX "aov_skins_hero_name" ON "aov_skins" USING btree ("hero_id","name","id");