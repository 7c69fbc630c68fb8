CREATE TABLE "commitment_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"commitment_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"company_material_id" integer,
	"order_material_id" integer,
	"description" text DEFAULT '' NOT NULL,
	"quantity" numeric(18, 6) NOT NULL,
	"unit_id" integer,
	"unit_name" text,
	"unit_cost" numeric(18, 6),
	"cost_code_id" integer,
	"cost_code_phase_id" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitment_materials_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "commitment_materials_quantity_check" CHECK ("commitment_materials"."quantity" >= 0),
	CONSTRAINT "commitment_materials_unit_cost_check" CHECK ("commitment_materials"."unit_cost" >= 0)
);
--> statement-breakpoint
CREATE TABLE "commitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"company_vendor_id" integer,
	"commitment_type" text DEFAULT 'material' NOT NULL,
	"status" text DEFAULT 'DRAFTED' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"source_order_id" integer,
	"created_by_company_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "commitments_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "commitments_type_check" CHECK ("commitments"."commitment_type" in ('material', 'ConcreteCommitment', 'LotBudgetCommitment')),
	CONSTRAINT "commitments_status_check" CHECK ("commitments"."status" in ('DRAFTED', 'CONFIRMED', 'PARTIALLY_DELIVERED', 'DELIVERED', 'CANCELLED'))
);
--> statement-breakpoint
CREATE TABLE "order_internal_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer,
	"order_package_id" integer,
	"author_company_user_id" integer,
	"author_name" text NOT NULL,
	"comment" text NOT NULL,
	"user_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_internal_comments_subject_check" CHECK (("order_internal_comments"."order_id" is null) <> ("order_internal_comments"."order_package_id" is null))
);
--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_company_material_id_company_materials_id_fk" FOREIGN KEY ("company_material_id") REFERENCES "public"."company_materials"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_commitment_fk" FOREIGN KEY ("company_id","commitment_id") REFERENCES "public"."commitments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_order_material_fk" FOREIGN KEY ("company_id","order_material_id") REFERENCES "public"."order_materials"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_cost_code_fk" FOREIGN KEY ("company_id","cost_code_id") REFERENCES "public"."cost_codes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitment_materials" ADD CONSTRAINT "commitment_materials_cost_code_phase_fk" FOREIGN KEY ("company_id","cost_code_phase_id") REFERENCES "public"."cost_code_phases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_company_vendor_fk" FOREIGN KEY ("company_id","company_vendor_id") REFERENCES "public"."company_vendors"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_source_order_fk" FOREIGN KEY ("company_id","source_order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commitments" ADD CONSTRAINT "commitments_created_by_fk" FOREIGN KEY ("company_id","created_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_internal_comments" ADD CONSTRAINT "order_internal_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_internal_comments" ADD CONSTRAINT "order_internal_comments_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_internal_comments" ADD CONSTRAINT "order_internal_comments_package_fk" FOREIGN KEY ("company_id","order_package_id") REFERENCES "public"."order_packages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_internal_comments" ADD CONSTRAINT "order_internal_comments_author_fk" FOREIGN KEY ("company_id","author_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commitment_materials_commitment_idx" ON "commitment_materials" USING btree ("company_id","commitment_id");--> statement-breakpoint
CREATE INDEX "order_internal_comments_order_idx" ON "order_internal_comments" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "order_internal_comments_package_idx" ON "order_internal_comments" USING btree ("company_id","order_package_id");