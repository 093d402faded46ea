CREATE INDEX "aov_skins_label_hero" ON "aov_skins" USING btree ("label_id","hero_id","id");--> statement-breakpoint
CREATE INDEX "aov_skins_label_release_date" ON "aov_skins" USING btree ("label_id","release_date","id");--> statement-breakpoint
CREATE INDEX "aov_skins_label_created_at" ON "aov_skins" USING btree ("label_id","created_at","id");