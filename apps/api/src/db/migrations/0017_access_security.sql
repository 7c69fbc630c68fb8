CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"actor_user_id" integer,
	"impersonator_user_id" integer,
	"action" text NOT NULL,
	"subject_user_id" integer,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_email_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"domain" text NOT NULL,
	"verification_email" text,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"claimed_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_email_domains_company_domain_key" UNIQUE("company_id","domain"),
	CONSTRAINT "company_email_domains_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
DROP INDEX "sso_configurations_domains_idx";--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "auth_method" text DEFAULT 'PASSWORD' NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sealed_body" text;--> statement-breakpoint
-- Sign-ins on their way through a provider are minutes old; they end here (no browser binding).
DELETE FROM "sso_requests";--> statement-breakpoint
ALTER TABLE "sso_requests" ADD COLUMN "browser_hash" text NOT NULL;--> statement-breakpoint
ALTER TABLE "company_email_domains" ADD CONSTRAINT "company_email_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_email_domains" ADD CONSTRAINT "company_email_domains_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_company_created_idx" ON "audit_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_created_idx" ON "audit_events" USING btree ("actor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_events_subject_created_idx" ON "audit_events" USING btree ("subject_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_email_domains_verified_key" ON "company_email_domains" USING btree ("domain") WHERE "company_email_domains"."verified_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_email_domains_token_key" ON "company_email_domains" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "company_email_domains_domain_idx" ON "company_email_domains" USING btree ("domain");--> statement-breakpoint
-- Domains claimed before verification existed become pending claims: SSO waits for their proof.
INSERT INTO "company_email_domains" ("company_id", "domain")
  SELECT "company_id", unnest("email_domains") FROM "sso_configurations"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "sso_configurations" DROP COLUMN "email_domains";--> statement-breakpoint
UPDATE "sessions" SET "auth_method" = 'IMPERSONATION' WHERE "impersonator_user_id" IS NOT NULL;--> statement-breakpoint
-- Mail written before secrets were sealed showed its link to outbox readers: hide it.
UPDATE "mail_outbox"
  SET "html" = '<p>The content of this mail is hidden: it held a link for its recipient only.</p>',
      "text" = 'The content of this mail is hidden: it held a link for its recipient only.'
  WHERE "kind" IN ('reset_password', 'confirmation', 'invitation');--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_auth_method_check" CHECK ("sessions"."auth_method" in ('PASSWORD', 'SSO', 'INVITATION', 'IMPERSONATION', 'SETUP'));