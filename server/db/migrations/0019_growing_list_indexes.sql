CREATE INDEX "bank_events_received_at_idx" ON "bank_events" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "bank_events_amount_idx" ON "bank_events" USING btree ("amount_vnd","id");--> statement-breakpoint
CREATE INDEX "bank_events_order_idx" ON "bank_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "bank_events_reason_idx" ON "bank_events" USING btree ("reason","id");--> statement-breakpoint
CREATE INDEX "bank_events_content_trgm" ON "bank_events" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_events_reference_trgm" ON "bank_events" USING gin ("reference_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bank_events_account_trgm" ON "bank_events" USING gin ("account_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "topup_orders_created_at_idx" ON "topup_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_amount_idx" ON "topup_orders" USING btree ("amount_vnd","id");--> statement-breakpoint
CREATE INDEX "topup_orders_paid_at_idx" ON "topup_orders" USING btree ("paid_at","id");--> statement-breakpoint
CREATE INDEX "topup_orders_settled_by_idx" ON "topup_orders" USING btree ("settled_by","id");--> statement-breakpoint
CREATE INDEX "topup_orders_late" ON "topup_orders" USING btree ("id") WHERE "topup_orders"."late";--> statement-breakpoint
CREATE INDEX "topup_orders_memo_trgm" ON "topup_orders" USING gin ("memo_code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_events_record_id_idx" ON "audit_events" USING btree ("record_id","id");--> statement-breakpoint
CREATE INDEX "audit_events_action_pattern" ON "audit_events" USING btree ("action" text_pattern_ops,"id");--> statement-breakpoint
CREATE INDEX "audit_events_actor_email_trgm" ON "audit_events" USING gin ("actor_email" gin_trgm_ops);