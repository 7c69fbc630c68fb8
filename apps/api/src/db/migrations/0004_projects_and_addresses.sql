CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer,
	"company_vendor_id" integer,
	"nickname" text,
	"address_line_1" text NOT NULL,
	"address_line_2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "addresses_one_owner" CHECK (num_nonnulls("addresses"."project_id", "addresses"."company_vendor_id") <= 1)
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "inventory" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "is_placeholder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "default_watcher_user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_company_vendor_fk" FOREIGN KEY ("company_id","company_vendor_id") REFERENCES "public"."company_vendors"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_company_idx" ON "addresses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "addresses_project_idx" ON "addresses" USING btree ("company_id","project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_name_key" ON "projects" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_code_key" ON "projects" USING btree ("company_id",lower("project_code")) WHERE "projects"."project_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_placeholder_key" ON "projects" USING btree ("company_id") WHERE "projects"."is_placeholder";