ALTER TABLE "company_settings" ADD COLUMN "material_configuration" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD COLUMN "cost_code_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD COLUMN "cost_code_phase_id" integer;--> statement-breakpoint
ALTER TABLE "company_materials" ADD COLUMN "cost_code_id" integer;--> statement-breakpoint
ALTER TABLE "company_materials" ADD COLUMN "cost_code_phase_id" integer;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD CONSTRAINT "catalog_material_settings_cost_code_fk" FOREIGN KEY ("company_id","cost_code_id") REFERENCES "public"."cost_codes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD CONSTRAINT "catalog_material_settings_cost_code_phase_fk" FOREIGN KEY ("company_id","cost_code_phase_id") REFERENCES "public"."cost_code_phases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_materials" ADD CONSTRAINT "company_materials_cost_code_fk" FOREIGN KEY ("company_id","cost_code_id") REFERENCES "public"."cost_codes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_materials" ADD CONSTRAINT "company_materials_cost_code_phase_fk" FOREIGN KEY ("company_id","cost_code_phase_id") REFERENCES "public"."cost_code_phases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_materials_cost_code_idx" ON "company_materials" USING btree ("company_id","cost_code_id") WHERE "company_materials"."cost_code_id" is not null;