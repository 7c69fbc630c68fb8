CREATE TABLE "vendor_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vendor_domains" ADD CONSTRAINT "vendor_domains_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vendor_domains_vendor_idx" ON "vendor_domains" USING btree ("vendor_id");--> statement-breakpoint
-- Hand-written (drizzle cannot express triggers; decision 0041). A domain held by several vendors
-- stays with the oldest one; the later vendors lose it from their lists.
INSERT INTO "vendor_domains" ("domain", "vendor_id")
SELECT DISTINCT ON (lower(d)) lower(d), v."id" FROM "vendors" v, unnest(v."domains") d
ORDER BY lower(d), v."id";--> statement-breakpoint
UPDATE "vendors" v SET "domains" = ARRAY(
  SELECT d FROM unnest(v."domains") d
  WHERE EXISTS (SELECT 1 FROM "vendor_domains" vd WHERE vd."domain" = lower(d) AND vd."vendor_id" = v."id")
)
WHERE EXISTS (
  SELECT 1 FROM unnest(v."domains") d
  WHERE NOT EXISTS (SELECT 1 FROM "vendor_domains" vd WHERE vd."domain" = lower(d) AND vd."vendor_id" = v."id")
);--> statement-breakpoint
-- vendors.domains is what the app writes; this keeps vendor_domains in step, and its primary key
-- refuses (23505 vendor_domains_pkey) a domain another vendor holds, even under concurrency.
CREATE FUNCTION "vendor_domains_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "vendor_domains"
  WHERE "vendor_id" = NEW."id" AND "domain" <> ALL (SELECT lower(d) FROM unnest(NEW."domains") d);
  INSERT INTO "vendor_domains" ("domain", "vendor_id")
  SELECT DISTINCT lower(d), NEW."id" FROM unnest(NEW."domains") d
  WHERE NOT EXISTS (
    SELECT 1 FROM "vendor_domains" vd WHERE vd."domain" = lower(d) AND vd."vendor_id" = NEW."id"
  );
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "vendors_domains_sync" AFTER INSERT OR UPDATE OF "domains" ON "vendors"
FOR EACH ROW EXECUTE FUNCTION "vendor_domains_sync"();--> statement-breakpoint
-- Two companies never share an invoicing email: later duplicates (by company id) are cleared.
UPDATE "company_settings" cs SET "other_settings" = cs."other_settings" - 'invoicing_email'
WHERE cs."other_settings" ->> 'invoicing_email' IS NOT NULL AND EXISTS (
  SELECT 1 FROM "company_settings" o
  WHERE lower(o."other_settings" ->> 'invoicing_email') = lower(cs."other_settings" ->> 'invoicing_email')
    AND o."company_id" < cs."company_id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "company_settings_invoicing_email_key" ON "company_settings" USING btree (lower("other_settings" ->> 'invoicing_email')) WHERE "company_settings"."other_settings" ->> 'invoicing_email' is not null;