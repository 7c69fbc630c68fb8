CREATE TABLE "units" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"override_label" text,
	"multiplier" numeric(18, 6) DEFAULT '1' NOT NULL,
	"qty_increment" numeric(18, 6) DEFAULT '1' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "units_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "units_company_name_multiplier_key" ON "units" USING btree ("company_id",lower("name"),"multiplier");--> statement-breakpoint
CREATE INDEX "units_company_idx" ON "units" USING btree ("company_id");