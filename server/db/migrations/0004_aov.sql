CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"thumb_bytes" integer NOT NULL,
	"demo_card" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aov_hero_tags" (
	"hero_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "aov_hero_tags_hero_id_tag_id_pk" PRIMARY KEY("hero_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "aov_heroes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_heroes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"avatar" uuid,
	"release_date" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aov_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"image" uuid,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aov_items_price" CHECK ("aov_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "aov_skins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_skins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"hero_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"tier" text NOT NULL,
	"image" uuid,
	"limited" boolean DEFAULT false NOT NULL,
	"release_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "aov_skins_tier" CHECK ("aov_skins"."tier" in ('A', 'S', 'S+', 'SS', 'SSS'))
);
--> statement-breakpoint
CREATE TABLE "aov_staging_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_staging_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"line" integer NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aov_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "aov_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#607d8b' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_hero_tags" ADD CONSTRAINT "aov_hero_tags_hero_id_aov_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."aov_heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_hero_tags" ADD CONSTRAINT "aov_hero_tags_tag_id_aov_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."aov_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_heroes" ADD CONSTRAINT "aov_heroes_avatar_uploads_id_fk" FOREIGN KEY ("avatar") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_items" ADD CONSTRAINT "aov_items_image_uploads_id_fk" FOREIGN KEY ("image") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD CONSTRAINT "aov_skins_hero_id_aov_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."aov_heroes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aov_skins" ADD CONSTRAINT "aov_skins_image_uploads_id_fk" FOREIGN KEY ("image") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "aov_hero_tags_tag" ON "aov_hero_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aov_heroes_slug_unique" ON "aov_heroes" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "aov_heroes_name" ON "aov_heroes" USING btree ("name");--> statement-breakpoint
CREATE INDEX "aov_items_name" ON "aov_items" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "aov_skins_slug_unique" ON "aov_skins" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "aov_skins_hero" ON "aov_skins" USING btree ("hero_id");--> statement-breakpoint
CREATE INDEX "aov_skins_tier_name" ON "aov_skins" USING btree ("tier","name","id");--> statement-breakpoint
CREATE INDEX "aov_skins_name" ON "aov_skins" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "aov_staging_rows_kind" ON "aov_staging_rows" USING btree ("kind","line");--> statement-breakpoint
CREATE UNIQUE INDEX "aov_tags_slug_unique" ON "aov_tags" USING btree ("slug");