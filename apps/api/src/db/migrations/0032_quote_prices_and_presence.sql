CREATE TABLE "material_quote_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"company_vendor_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_material_id" integer NOT NULL,
	"quantity" numeric(18, 6) NOT NULL,
	"unit_id" integer,
	"unit_cost" numeric(18, 6) NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_quote_prices_unit_cost_check" CHECK ("material_quote_prices"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "live_presence" (
	"process_id" text NOT NULL,
	"socket_id" integer NOT NULL,
	"channel" text NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_presence_pkey" PRIMARY KEY("company_id","channel","process_id","socket_id")
);
--> statement-breakpoint
ALTER TABLE "material_quote_prices" ADD CONSTRAINT "material_quote_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_prices" ADD CONSTRAINT "material_quote_prices_material_id_company_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."company_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_prices" ADD CONSTRAINT "material_quote_prices_vendor_fk" FOREIGN KEY ("company_id","company_vendor_id") REFERENCES "public"."company_vendors"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_prices" ADD CONSTRAINT "material_quote_prices_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_prices" ADD CONSTRAINT "material_quote_prices_line_fk" FOREIGN KEY ("company_id","order_material_id") REFERENCES "public"."order_materials"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quote_prices" ADD CONSTRAINT "material_quote_prices_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_presence" ADD CONSTRAINT "live_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "material_quote_prices_material_idx" ON "material_quote_prices" USING btree ("company_id","material_id","accepted_at");--> statement-breakpoint
CREATE INDEX "material_quote_prices_line_idx" ON "material_quote_prices" USING btree ("company_id","order_material_id");--> statement-breakpoint
CREATE INDEX "live_presence_process_idx" ON "live_presence" USING btree ("process_id");