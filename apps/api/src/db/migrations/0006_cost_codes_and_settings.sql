CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"other_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"download_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_code_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_code_classes_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cost_code_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_code_numbers_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "cost_code_phases" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"code" text NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"independent" boolean DEFAULT false NOT NULL,
	"data_source" text DEFAULT 'INTERNAL' NOT NULL,
	"project_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_code_phases_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "cost_code_phases_data_source_check" CHECK ("cost_code_phases"."data_source" in ('INTERNAL', 'EXTERNAL'))
);
--> statement-breakpoint
CREATE TABLE "cost_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"cost_code_number_id" integer NOT NULL,
	"cost_code_phase_id" integer,
	"cost_code_class_id" integer,
	"project_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"discarded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cost_codes_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "cost_codes_company_combination_key" UNIQUE NULLS NOT DISTINCT("company_id","cost_code_number_id","cost_code_phase_id","cost_code_class_id")
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_code_classes" ADD CONSTRAINT "cost_code_classes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_code_numbers" ADD CONSTRAINT "cost_code_numbers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_code_phases" ADD CONSTRAINT "cost_code_phases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_codes" ADD CONSTRAINT "cost_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_codes" ADD CONSTRAINT "cost_codes_number_fk" FOREIGN KEY ("company_id","cost_code_number_id") REFERENCES "public"."cost_code_numbers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_codes" ADD CONSTRAINT "cost_codes_phase_fk" FOREIGN KEY ("company_id","cost_code_phase_id") REFERENCES "public"."cost_code_phases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_codes" ADD CONSTRAINT "cost_codes_class_fk" FOREIGN KEY ("company_id","cost_code_class_id") REFERENCES "public"."cost_code_classes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_code_classes_company_code_key" ON "cost_code_classes" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "cost_code_numbers_company_code_key" ON "cost_code_numbers" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "cost_code_phases_company_code_key" ON "cost_code_phases" USING btree ("company_id",lower("code"));--> statement-breakpoint
CREATE INDEX "cost_codes_company_idx" ON "cost_codes" USING btree ("company_id");