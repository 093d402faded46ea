-- The words of a list of texts (a hero's other names) as one text: what the lists' search reads
-- and its trigram index is made on (an index needs an immutable function; array_to_string is
-- only declared stable).
CREATE FUNCTION text_list_words(text[]) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT array_to_string($1, ' ') $$;
--> statement-breakpoint
CREATE TABLE "aov_labels" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_labels_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"rank" integer NOT NULL,
	"badge" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aov_labels_kind" CHECK ("aov_labels"."kind" in ('tier', 'special', 'event', 'collaboration', 'season', 'tournament', 'evolution')),
	CONSTRAINT "aov_labels_rank" CHECK ("aov_labels"."rank" >= 1)
);
--> statement-breakpoint
CREATE TABLE "aov_skin_stages" (
	"skin_id" integer NOT NULL,
	"stage" integer NOT NULL,
	"image" uuid,
	CONSTRAINT "aov_skin_stages_skin_id_stage_pk" PRIMARY KEY("skin_id","stage"),
	CONSTRAINT "aov_skin_stages_stage" CHECK ("aov_skin_stages"."stage" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "aov_skins" DROP CONSTRAINT "aov_skins_tier";--> statement-breakpoint
DROP INDEX "aov_skins_tier_name";--> statement-breakpoint
DROP INDEX "aov_skins_tier";--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD COLUMN "lane" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD COLUMN "gold_price" integer;--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD COLUMN "voucher_price" integer;--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD COLUMN "aliases" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD COLUMN "short_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD COLUMN "label_id" integer;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD COLUMN "label_rank" integer;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD COLUMN "splash" uuid;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD COLUMN "aliases" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "aov_labels" ADD CONSTRAINT "aov_labels_badge_uploads_id_fk" FOREIGN KEY ("badge") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_skin_stages" ADD CONSTRAINT "aov_skin_stages_skin_id_aov_skins_id_fk" FOREIGN KEY ("skin_id") REFERENCES "public"."aov_skins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_skin_stages" ADD CONSTRAINT "aov_skin_stages_image_uploads_id_fk" FOREIGN KEY ("image") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aov_labels_code_unique" ON "aov_labels" USING btree ("code");--> statement-breakpoint
CREATE INDEX "aov_labels_name" ON "aov_labels" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "aov_labels_rank" ON "aov_labels" USING btree ("rank","id");--> statement-breakpoint
CREATE INDEX "aov_labels_created_at" ON "aov_labels" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "aov_skins" ADD CONSTRAINT "aov_skins_label_id_aov_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."aov_labels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD CONSTRAINT "aov_skins_splash_uploads_id_fk" FOREIGN KEY ("splash") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aov_heroes_aliases_trgm" ON "aov_heroes" USING gin (text_list_words("aliases") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "aov_skins_label_name" ON "aov_skins" USING btree ("label_id","name","id");--> statement-breakpoint
CREATE INDEX "aov_skins_label" ON "aov_skins" USING btree ("label_id","id");--> statement-breakpoint
CREATE INDEX "aov_skins_label_rank" ON "aov_skins" USING btree ("label_rank","id");--> statement-breakpoint
CREATE INDEX "aov_skins_label_by_rank" ON "aov_skins" USING btree ("label_id","label_rank","id");--> statement-breakpoint
CREATE INDEX "aov_skins_aliases_trgm" ON "aov_skins" USING gin (text_list_words("aliases") gin_trgm_ops);--> statement-breakpoint
-- Today's five tier letters and the limited flag become Garena's tier labels: each (letter,
-- limited) pair one label, a limited sale before the direct sale of the same tier. The skins'
-- versions (updated_at) are kept: the skin is what it was, said the new way.
INSERT INTO "aov_labels" ("code", "name", "kind", "rank") VALUES
  ('T1limited', 'SSS Hữu Hạn', 'tier', 10),
  ('T1DirectSale', 'SSS', 'tier', 20),
  ('T2limited', 'SS Hữu Hạn', 'tier', 30),
  ('T2DirectSale', 'SS', 'tier', 40),
  ('T3limited', 'S+ Hữu Hạn', 'tier', 50),
  ('T3DirectSale', 'S+', 'tier', 60),
  ('T4limited', 'S Hữu Hạn', 'tier', 70),
  ('T4DirectSale', 'S', 'tier', 80),
  ('T5limited', 'A Hữu Hạn', 'tier', 90),
  ('T5DirectSale', 'A', 'tier', 100);
--> statement-breakpoint
ALTER TABLE "aov_skins" DISABLE TRIGGER "aov_skins_version";
--> statement-breakpoint
UPDATE "aov_skins" SET "label_id" = "l"."id", "label_rank" = "l"."rank"
  FROM "aov_labels" "l"
  WHERE "l"."code" = CASE "aov_skins"."tier"
      WHEN 'SSS' THEN 'T1' WHEN 'SS' THEN 'T2' WHEN 'S+' THEN 'T3' WHEN 'S' THEN 'T4' ELSE 'T5'
    END || CASE WHEN "aov_skins"."limited" THEN 'limited' ELSE 'DirectSale' END;
--> statement-breakpoint
ALTER TABLE "aov_skins" ENABLE TRIGGER "aov_skins_version";
--> statement-breakpoint
ALTER TABLE "aov_skins" DROP COLUMN "tier";--> statement-breakpoint
ALTER TABLE "aov_skins" DROP COLUMN "limited";--> statement-breakpoint
-- A skin carries its label's rank, so that the skins sort by value along an index.
CREATE FUNCTION aov_skin_label_rank() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.label_rank := (SELECT "rank" FROM "aov_labels" WHERE "id" = NEW.label_id);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER aov_skins_label_rank BEFORE INSERT OR UPDATE OF label_id ON aov_skins
  FOR EACH ROW EXECUTE FUNCTION aov_skin_label_rank();
--> statement-breakpoint
CREATE FUNCTION aov_label_rank_to_skins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "aov_skins" SET "label_rank" = NEW.rank WHERE "label_id" = NEW.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER aov_labels_rank_to_skins AFTER UPDATE OF rank ON aov_labels
  FOR EACH ROW WHEN (OLD.rank IS DISTINCT FROM NEW.rank) EXECUTE FUNCTION aov_label_rank_to_skins();
--> statement-breakpoint
CREATE TRIGGER aov_labels_version BEFORE INSERT OR UPDATE ON aov_labels
  FOR EACH ROW EXECUTE FUNCTION stamp_row_version();
--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD CONSTRAINT "aov_heroes_role" CHECK ("aov_heroes"."role" in ('fighter', 'tank', 'mage', 'assassin', 'support', 'marksman'));--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD CONSTRAINT "aov_heroes_prices" CHECK ("aov_heroes"."gold_price" >= 0 and "aov_heroes"."voucher_price" >= 0);