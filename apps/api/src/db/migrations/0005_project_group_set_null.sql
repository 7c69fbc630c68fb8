-- Deleting a project group leaves its projects without a group. The FK is composite
-- (company_id, project_group_id), so only project_group_id may be nulled (PostgreSQL 15+).
ALTER TABLE "projects" DROP CONSTRAINT "projects_project_group_fk";--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_group_fk" FOREIGN KEY ("company_id","project_group_id") REFERENCES "public"."project_groups"("company_id","id") ON DELETE SET NULL ("project_group_id");--> statement-breakpoint
-- Every company has one 'unknown' placeholder project (new companies get it from the projects service).
INSERT INTO "projects" ("company_id", "name", "is_placeholder", "active")
SELECT c."id", 'Unknown', true, true FROM "companies" c
WHERE NOT EXISTS (SELECT 1 FROM "projects" p WHERE p."company_id" = c."id" AND p."is_placeholder")
ON CONFLICT DO NOTHING;
