CREATE TABLE "company_material_vendor_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"company_vendor_id" integer NOT NULL,
	"price" numeric(18, 6) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_material_vendor_prices_vendor_key" UNIQUE("company_id","material_id","company_vendor_id"),
	CONSTRAINT "company_material_vendor_prices_price_check" CHECK ("company_material_vendor_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"company_material_id" integer NOT NULL,
	"quantity" numeric(18, 6) NOT NULL,
	"unit_id" integer,
	"unit_cost" numeric(18, 6),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_materials_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "order_materials_quantity_check" CHECK ("order_materials"."quantity" >= 0),
	CONSTRAINT "order_materials_unit_cost_check" CHECK ("order_materials"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"company_vendor_id" integer,
	"order_number" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('REQUESTED', 'DRAFT', 'DRAFTED_REQUEST', 'APPROVED', 'QUOTED', 'ORDERED', 'SHIPPED', 'PARTIALLY_SHIPPED', 'DELIVERED', 'CANCELLED', 'ORDERED_CONFIRMED_CANCELLATION_REQUESTED'))
);
--> statement-breakpoint
ALTER TABLE "company_material_vendor_prices" ADD CONSTRAINT "company_material_vendor_prices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_material_vendor_prices" ADD CONSTRAINT "company_material_vendor_prices_material_id_company_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."company_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_material_vendor_prices" ADD CONSTRAINT "company_material_vendor_prices_vendor_fk" FOREIGN KEY ("company_id","company_vendor_id") REFERENCES "public"."company_vendors"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_company_material_id_company_materials_id_fk" FOREIGN KEY ("company_material_id") REFERENCES "public"."company_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_vendor_fk" FOREIGN KEY ("company_id","company_vendor_id") REFERENCES "public"."company_vendors"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_material_vendor_prices_vendor_idx" ON "company_material_vendor_prices" USING btree ("company_id","company_vendor_id","material_id");--> statement-breakpoint
CREATE INDEX "order_materials_material_idx" ON "order_materials" USING btree ("company_id","company_material_id");--> statement-breakpoint
CREATE INDEX "order_materials_order_idx" ON "order_materials" USING btree ("company_id","order_id");