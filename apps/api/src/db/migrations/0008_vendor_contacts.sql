CREATE TABLE "company_vendor_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"company_vendor_id" integer NOT NULL,
	"vendor_user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"nickname" text,
	"email" text NOT NULL,
	"phone_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_vendor_contacts_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "company_vendors" ADD COLUMN "discarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "created_by_company_id" integer;--> statement-breakpoint
ALTER TABLE "company_vendor_contacts" ADD CONSTRAINT "company_vendor_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vendor_contacts" ADD CONSTRAINT "company_vendor_contacts_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_vendor_contacts" ADD CONSTRAINT "company_vendor_contacts_company_vendor_fk" FOREIGN KEY ("company_id","company_vendor_id") REFERENCES "public"."company_vendors"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_vendor_contacts_company_email_key" ON "company_vendor_contacts" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "company_vendor_contacts_vendor_idx" ON "company_vendor_contacts" USING btree ("company_id","company_vendor_id");--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_created_by_company_id_companies_id_fk" FOREIGN KEY ("created_by_company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;