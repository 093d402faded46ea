CREATE INDEX "aov_skins_hero_rank" ON "aov_skins" USING btree ("hero_id","label_rank","id");--> statement-breakpoint
CREATE INDEX "aov_skins_hero_release_date" ON "aov_skins" USING btree ("hero_id","release_date","id");--> statement-breakpoint
CREATE INDEX "aov_skins_hero_created_at" ON "aov_skins" USING btree ("hero_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bank_events_status_amount_idx" ON "bank_events" USING btree ("status","amount_vnd","id");--> statement-breakpoint
CREATE INDEX "bank_events_reason_amount_idx" ON "bank_events" USING btree ("reason","amount_vnd","id");--> statement-breakpoint
CREATE INDEX "bank_events_transfer_type_idx" ON "bank_events" USING btree ("transfer_type","id");--> statement-breakpoint
CREATE INDEX "transactions_type_amount_idx" ON "transactions" USING btree ("type","amount","id");--> statement-breakpoint
CREATE INDEX "transactions_type_created_at_idx" ON "transactions" USING btree ("type","created_at","id");