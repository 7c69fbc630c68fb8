CREATE TABLE "tax_code_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"tax_code_id" integer NOT NULL,
	"rate" numeric(9, 4) NOT NULL,
	"available_at" date NOT NULL,
	"expire_at" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"tax_type" text,
	"discarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_codes_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "tax_code_rates" ADD CONSTRAINT "tax_code_rates_tax_code_fk" FOREIGN KEY ("company_id","tax_code_id") REFERENCES "public"."tax_codes"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_codes" ADD CONSTRAINT "tax_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tax_code_rates_code_idx" ON "tax_code_rates" USING btree ("company_id","tax_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_codes_company_code_key" ON "tax_codes" USING btree ("company_id",lower("code"));