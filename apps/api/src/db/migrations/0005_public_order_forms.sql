CREATE TABLE "public_order_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url_extension" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_order_forms_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "public_order_forms" ADD CONSTRAINT "public_order_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "public_order_forms_extension_key" ON "public_order_forms" USING btree (lower("url_extension"));