-- hand-written
-- Decision 0081: a change of what a company's material search reads announces `material:<company_id>`
-- on the access channel (the access_changed function of migration 0019), so each API process can keep
-- facet counts in memory until the company's materials, their settings, vendor prices, vendors,
-- cost codes or material configuration change. A catalogue change names the provider company, whose
-- key every company's cached counts carry. Vendor names (vendors) already announce `vendor:<id>`.
CREATE TRIGGER "company_materials_material_insert" AFTER INSERT ON "company_materials" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_materials_material_update" AFTER UPDATE ON "company_materials" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_materials_material_delete" AFTER DELETE ON "company_materials" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "catalog_material_settings_material_insert" AFTER INSERT ON "catalog_material_settings" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "catalog_material_settings_material_update" AFTER UPDATE ON "catalog_material_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "catalog_material_settings_material_delete" AFTER DELETE ON "catalog_material_settings" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_material_vendor_prices_material_insert" AFTER INSERT ON "company_material_vendor_prices" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_material_vendor_prices_material_update" AFTER UPDATE ON "company_material_vendor_prices" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_material_vendor_prices_material_delete" AFTER DELETE ON "company_material_vendor_prices" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_vendors_material_insert" AFTER INSERT ON "company_vendors" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_vendors_material_update" AFTER UPDATE ON "company_vendors" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_vendors_material_delete" AFTER DELETE ON "company_vendors" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_codes_material_insert" AFTER INSERT ON "cost_codes" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_codes_material_update" AFTER UPDATE ON "cost_codes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_codes_material_delete" AFTER DELETE ON "cost_codes" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_numbers_material_insert" AFTER INSERT ON "cost_code_numbers" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_numbers_material_update" AFTER UPDATE ON "cost_code_numbers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_numbers_material_delete" AFTER DELETE ON "cost_code_numbers" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_phases_material_insert" AFTER INSERT ON "cost_code_phases" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_phases_material_update" AFTER UPDATE ON "cost_code_phases" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_phases_material_delete" AFTER DELETE ON "cost_code_phases" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_classes_material_insert" AFTER INSERT ON "cost_code_classes" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_classes_material_update" AFTER UPDATE ON "cost_code_classes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "cost_code_classes_material_delete" AFTER DELETE ON "cost_code_classes" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_settings_material_insert" AFTER INSERT ON "company_settings" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_settings_material_update" AFTER UPDATE ON "company_settings" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');--> statement-breakpoint
CREATE TRIGGER "company_settings_material_delete" AFTER DELETE ON "company_settings" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "access_changed"('material', 'company_id');
