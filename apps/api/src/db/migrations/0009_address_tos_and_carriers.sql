CREATE TABLE "address_tos" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_tos_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "shipping_carriers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"tracking_url" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_carriers_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "address_tos" ADD CONSTRAINT "address_tos_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_carriers" ADD CONSTRAINT "shipping_carriers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "address_tos_company_name_key" ON "address_tos" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_carriers_company_name_key" ON "shipping_carriers" USING btree ("company_id",lower("name"));