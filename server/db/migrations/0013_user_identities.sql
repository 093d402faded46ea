CREATE TABLE "user_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Accounts keep the identity they signed in with.
INSERT INTO "user_identities" ("user_id", "issuer", "subject", "created_at")
  SELECT "id", "oidc_issuer", "oidc_subject", COALESCE("last_login_at", "created_at") FROM "users"
  WHERE "oidc_issuer" IS NOT NULL AND "oidc_subject" IS NOT NULL;--> statement-breakpoint
DROP INDEX "users_oidc_identity_unique";--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_identities_issuer_subject" ON "user_identities" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "user_identities_user" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "oidc_issuer";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "oidc_subject";