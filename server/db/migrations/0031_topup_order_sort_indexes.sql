CREATE INDEX "topup_orders_status_created_at_idx" ON "topup_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_status_amount_idx" ON "topup_orders" USING btree ("status","amount_vnd","id");--> statement-breakpoint
CREATE INDEX "topup_orders_status_paid_at_idx" ON "topup_orders" USING btree ("status","paid_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_settled_by_created_at_idx" ON "topup_orders" USING btree ("settled_by","created_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_settled_by_amount_idx" ON "topup_orders" USING btree ("settled_by","amount_vnd","id");--> statement-breakpoint
CREATE INDEX "topup_orders_settled_by_paid_at_idx" ON "topup_orders" USING btree ("settled_by","paid_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_status_expires_at_idx" ON "topup_orders" USING btree ("status","expires_at","id");