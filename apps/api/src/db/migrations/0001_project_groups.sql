CREATE TABLE "project_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_groups_company_name_key" UNIQUE("company_id","name"),
	CONSTRAINT "project_groups_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "company_user_project_groups" (
	"company_id" integer NOT NULL,
	"company_user_id" integer NOT NULL,
	"project_group_id" integer NOT NULL,
	CONSTRAINT "company_user_project_groups_company_id_company_user_id_project_group_id_pk" PRIMARY KEY("company_id","company_user_id","project_group_id")
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "project_group_id" integer;--> statement-breakpoint
ALTER TABLE "project_groups" ADD CONSTRAINT "project_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_project_groups" ADD CONSTRAINT "company_user_project_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_project_groups" ADD CONSTRAINT "cupg_company_user_fk" FOREIGN KEY ("company_id","company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_user_project_groups" ADD CONSTRAINT "cupg_project_group_fk" FOREIGN KEY ("company_id","project_group_id") REFERENCES "public"."project_groups"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_group_fk" FOREIGN KEY ("company_id","project_group_id") REFERENCES "public"."project_groups"("company_id","id") ON DELETE no action ON UPDATE no action;