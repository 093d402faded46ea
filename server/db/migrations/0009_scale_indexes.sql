CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "aov_skins_hero";--> statement-breakpoint
CREATE INDEX "users_name" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_created_at" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_login_at" ON "users" USING btree ("last_login_at","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_created_at_idx" ON "transactions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "transactions_amount_idx" ON "transactions" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "transactions_type_idx" ON "transactions" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "transactions_memo_trgm" ON "transactions" USING gin ("memo" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "aov_skins_tier" ON "aov_skins" USING btree ("tier","id");--> statement-breakpoint
CREATE INDEX "aov_skins_release_date" ON "aov_skins" USING btree ("release_date","id");--> statement-breakpoint
CREATE INDEX "aov_skins_created_at" ON "aov_skins" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "aov_skins_name_trgm" ON "aov_skins" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "aov_skins_slug_trgm" ON "aov_skins" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "aov_skins_hero" ON "aov_skins" USING btree ("hero_id","id");