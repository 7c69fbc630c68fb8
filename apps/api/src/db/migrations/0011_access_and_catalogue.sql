CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'OUTBOX' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_outbox_status_check" CHECK ("mail_outbox"."status" in ('OUTBOX', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"company_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('RESET_PASSWORD', 'CONFIRMATION', 'INVITATION'))
);
--> statement-breakpoint
CREATE TABLE "catalog_material_settings" (
	"company_id" integer NOT NULL,
	"material_id" integer NOT NULL,
	"active" boolean,
	"tags" text[],
	"unit_id" integer,
	"weight" numeric(18, 6),
	"price_per_weight" numeric(18, 6),
	"project_ids" integer[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_material_settings_pkey" PRIMARY KEY("company_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "company_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"description" text NOT NULL,
	"product_identifier" text,
	"manufacturer" text,
	"manufacturer_material_id" integer,
	"size" text,
	"material" text,
	"group" text,
	"sub_group" text,
	"connection_type" text,
	"weight" numeric(18, 6),
	"price_per_weight" numeric(18, 6),
	"unit_id" integer,
	"unit_price" numeric(18, 6),
	"active" boolean DEFAULT true NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_url" text,
	"image_source_type" text,
	"mix_code" text,
	"mix_design" text,
	"project_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_from" text,
	"requested_by_id" integer,
	"requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (company_material_search_vector("product_identifier", "description", "manufacturer", "material", "group", "sub_group", "size", "connection_type", "mix_code", "tags")) STORED NOT NULL,
	CONSTRAINT "company_materials_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "material_search_words" (
	"company_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "material_search_words_pkey" PRIMARY KEY("company_id","word")
);
--> statement-breakpoint
CREATE TABLE "search_analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_name" text NOT NULL,
	"query_id" text,
	"object_ids" text[] NOT NULL,
	"position" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"impersonator_user_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"action" text NOT NULL,
	"path" text,
	"status_code" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_order_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"url_extension" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_order_forms_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notification_email_frequency" text DEFAULT 'IMMEDIATE' NOT NULL,
	"home_page" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_frequency_check" CHECK ("user_settings"."notification_email_frequency" in ('IMMEDIATE', 'HOURLY', 'DAILY', 'OFF')),
	CONSTRAINT "user_settings_home_page_check" CHECK ("user_settings"."home_page" in ('Projects', 'Orders', 'Invoices', 'Inventory'))
);
--> statement-breakpoint
CREATE TABLE "sso_configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret" text NOT NULL,
	"email_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_configurations_company_key" UNIQUE("company_id")
);
--> statement-breakpoint
CREATE TABLE "sso_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"state_hash" text NOT NULL,
	"company_id" integer NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_requests_state_hash_unique" UNIQUE("state_hash")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "is_catalog" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "company_users" ADD COLUMN "replacing_company_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD CONSTRAINT "catalog_material_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD CONSTRAINT "catalog_material_settings_material_id_company_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."company_materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_material_settings" ADD CONSTRAINT "catalog_material_settings_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_materials" ADD CONSTRAINT "company_materials_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_materials" ADD CONSTRAINT "company_materials_unit_fk" FOREIGN KEY ("company_id","unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_materials" ADD CONSTRAINT "company_materials_requested_by_fk" FOREIGN KEY ("company_id","requested_by_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_search_words" ADD CONSTRAINT "material_search_words_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_analytics_events" ADD CONSTRAINT "search_analytics_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_audit" ADD CONSTRAINT "impersonation_audit_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_order_forms" ADD CONSTRAINT "public_order_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_configurations" ADD CONSTRAINT "sso_configurations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_requests" ADD CONSTRAINT "sso_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_company_created_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "account_tokens_user_purpose_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE UNIQUE INDEX "company_materials_identity_key" ON "company_materials" USING btree ("company_id",lower("description"),coalesce(lower("product_identifier"), ''),coalesce("unit_id", 0));--> statement-breakpoint
CREATE INDEX "company_materials_company_description_idx" ON "company_materials" USING btree ("company_id","description","id");--> statement-breakpoint
CREATE INDEX "company_materials_product_identifier_idx" ON "company_materials" USING btree ("company_id",lower("product_identifier"));--> statement-breakpoint
CREATE INDEX "company_materials_manufacturer_idx" ON "company_materials" USING btree ("company_id",lower("manufacturer"));--> statement-breakpoint
CREATE INDEX "company_materials_search_idx" ON "company_materials" USING gin ("company_id","search_vector");--> statement-breakpoint
CREATE INDEX "material_search_words_trgm_idx" ON "material_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_analytics_events_company_idx" ON "search_analytics_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "impersonation_audit_company_created_idx" ON "impersonation_audit" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "impersonation_audit_impersonator_idx" ON "impersonation_audit" USING btree ("impersonator_user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_order_forms_extension_key" ON "public_order_forms" USING btree (lower("url_extension"));--> statement-breakpoint
CREATE INDEX "sso_configurations_domains_idx" ON "sso_configurations" USING gin ("email_domains");--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_replacing_fk" FOREIGN KEY ("company_id","replacing_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_one_catalog_key" ON "companies" USING btree ("is_catalog") WHERE "companies"."is_catalog";