CREATE INDEX "company_materials_material_filter_idx" ON "company_materials" USING btree ("company_id","material","description","id");--> statement-breakpoint
CREATE INDEX "company_materials_group_filter_idx" ON "company_materials" USING btree ("company_id","group","description","id");--> statement-breakpoint
CREATE INDEX "company_materials_sub_group_filter_idx" ON "company_materials" USING btree ("company_id","sub_group","description","id");--> statement-breakpoint
CREATE INDEX "company_materials_manufacturer_filter_idx" ON "company_materials" USING btree ("company_id","manufacturer","description","id");--> statement-breakpoint
CREATE INDEX "company_materials_size_filter_idx" ON "company_materials" USING btree ("company_id","size","description","id");--> statement-breakpoint
CREATE INDEX "company_materials_connection_type_filter_idx" ON "company_materials" USING btree ("company_id","connection_type","description","id");