ALTER TABLE "tax_code_rates" ADD CONSTRAINT "tax_code_rates_company_id_key" UNIQUE("company_id","id");--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'UNSCHEDULED' NOT NULL,
	"status" text,
	"is_pick_up" boolean DEFAULT false NOT NULL,
	"address_id" integer,
	"address_to" text,
	"requested_delivered_at" timestamp with time zone,
	"estimated_delivered_at" timestamp with time zone,
	"actual_delivered_at" timestamp with time zone,
	"marked_delivered_at" timestamp with time zone,
	"marked_delivered_by_company_user_id" integer,
	"marked_shipped_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"instructions" text,
	"auto_follow_up_days" integer,
	"lead_time_days" integer,
	"carrier" text,
	"shipping_carrier_id" integer,
	"tracking_number" text,
	"incomplete_items" text,
	"delivery_issues" text,
	"delivery_issue_type" text,
	"delivery_issue_resolved_at" timestamp with time zone,
	"delivery_issue_resolved_by_company_user_id" integer,
	"tax_value" numeric(18, 6),
	"discount_value" numeric(18, 6),
	"shipping_value" numeric(18, 6),
	"other_value" numeric(18, 6),
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "deliveries_state_check" CHECK ("deliveries"."state" in ('UNSCHEDULED', 'REQUESTED', 'SCHEDULED', 'SHIPPED', 'DELIVERED', 'PENDING_REVIEW')),
	CONSTRAINT "deliveries_status_check" CHECK ("deliveries"."status" in ('COMPLETE', 'INCOMPLETE_DELIVERY')),
	CONSTRAINT "deliveries_issue_type_check" CHECK ("deliveries"."delivery_issue_type" in ('INCORRECT_ITEMS', 'MISSING_ITEMS', 'BROKEN_ITEMS', 'OTHER')),
	CONSTRAINT "deliveries_position_check" CHECK ("deliveries"."position" >= 0),
	CONSTRAINT "deliveries_costs_check" CHECK (coalesce("deliveries"."tax_value", 0) >= 0 and coalesce("deliveries"."discount_value", 0) >= 0 and coalesce("deliveries"."shipping_value", 0) >= 0 and coalesce("deliveries"."other_value", 0) >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"project_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_packages_company_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"po_number_generation_method" text DEFAULT 'DEFAULT' NOT NULL,
	"lock_order_option" text DEFAULT 'NEVER' NOT NULL,
	"last_order_number" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_settings_po_method_check" CHECK ("order_settings"."po_number_generation_method" in ('DEFAULT', 'ORDER_NUMBER__COMPANY_ID', 'ORDER_NUMBER__PROJECT_ID', 'ORDER_NUMBER__PROJECT_ID__TCM', 'PREFIX_WITH_PROJECT_ID')),
	CONSTRAINT "order_settings_lock_check" CHECK ("order_settings"."lock_order_option" in ('NEVER', 'DELIVERY_COMPLETION', 'ORDER_CONFIRMATION', 'ORDER_INVOICED')),
	CONSTRAINT "order_settings_counter_check" CHECK ("order_settings"."last_order_number" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_materials" ALTER COLUMN "company_material_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "delivery_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "product_identifier" text;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "attributes" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "commitment_material_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "quantity_delivered" numeric(18, 6) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "prev_quantity" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "unit_name" text;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "prev_unit_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "cost_code_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "cost_code_phase_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "tax_code_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "tax_code_rate_id" integer;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "tax_value" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "extended_cost" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "ext_cost_with_tax" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "changed_unit_cost_by_vendor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "company_note" text;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "vendor_note" text;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "commitment_note" text;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "vendor_response" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "state" text DEFAULT 'NONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "internal_id" text;--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sub_state" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kind" text DEFAULT 'ORDER' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_package_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vendor_contact_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "watcher_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "terms_and_condition_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quote_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lead_time_cutoff_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "created_by_company_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_by_company_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_by_company_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ordered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_by_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_by_company_user_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "manual_exported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "commitment_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "material_request_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "splitted_from_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "quick_created" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_action_author_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_action_author_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_action_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_address_fk" FOREIGN KEY ("company_id","address_id") REFERENCES "public"."addresses"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_shipping_carrier_fk" FOREIGN KEY ("company_id","shipping_carrier_id") REFERENCES "public"."shipping_carriers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_marked_delivered_by_fk" FOREIGN KEY ("company_id","marked_delivered_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_issue_resolved_by_fk" FOREIGN KEY ("company_id","delivery_issue_resolved_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_settings" ADD CONSTRAINT "order_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_order_idx" ON "deliveries" USING btree ("company_id","order_id");--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_delivery_fk" FOREIGN KEY ("company_id","delivery_id") REFERENCES "public"."deliveries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_prev_unit_fk" FOREIGN KEY ("company_id","prev_unit_id") REFERENCES "public"."units"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_cost_code_fk" FOREIGN KEY ("company_id","cost_code_id") REFERENCES "public"."cost_codes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_cost_code_phase_fk" FOREIGN KEY ("company_id","cost_code_phase_id") REFERENCES "public"."cost_code_phases"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_tax_code_fk" FOREIGN KEY ("company_id","tax_code_id") REFERENCES "public"."tax_codes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_tax_code_rate_fk" FOREIGN KEY ("company_id","tax_code_rate_id") REFERENCES "public"."tax_code_rates"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_package_fk" FOREIGN KEY ("company_id","order_package_id") REFERENCES "public"."order_packages"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_fk" FOREIGN KEY ("company_id","created_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_requested_by_fk" FOREIGN KEY ("company_id","requested_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_approved_by_fk" FOREIGN KEY ("company_id","approved_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancellation_requested_by_fk" FOREIGN KEY ("company_id","cancellation_requested_by_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_splitted_from_fk" FOREIGN KEY ("company_id","splitted_from_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merged_into_fk" FOREIGN KEY ("company_id","merged_into_id") REFERENCES "public"."orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_company_package_idx" ON "orders" USING btree ("company_id","order_package_id");--> statement-breakpoint
CREATE INDEX "orders_company_updated_idx" ON "orders" USING btree ("company_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_company_number_key" UNIQUE("company_id","order_number");--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_state_check" CHECK ("order_materials"."state" in ('NONE', 'UNAVAILABLE'));--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_vendor_response_check" CHECK ("order_materials"."vendor_response" <@ array['SUBSTITUTION', 'DO_NOT_CARRY', 'CHANGED_UNITS', 'CHANGED_PRICE', 'BACKORDERED', 'DID_NOT_QUOTE', 'OTHER']::text[]);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_sub_state_check" CHECK ("orders"."sub_state" in ('DRAFT_QUOTE', 'DRAFT_ORDER', 'DRAFTED_REQUEST', 'APPROVED', 'REQUESTED_QUOTE', 'REQUESTED_ORDER', 'QUOTED_REQUESTED', 'QUOTED_RECEIVED', 'ORDERED_REQUESTED', 'ORDERED_CONFIRMED', 'CANCELLED_QUOTE_BY_VENDOR', 'CANCELLED_ORDER_BY_VENDOR', 'CANCELLED_QUOTE_BY_BUYER', 'CANCELLED_ORDER_BY_BUYER', 'CANCELLED_MERGED', 'DELETED_DRAFT', 'DELETED_REQUEST', 'QUOTED_EXPIRED'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('ORDER', 'RFQ'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_last_action_author_type_check" CHECK ("orders"."last_action_author_type" in ('User', 'VendorUser', 'CompanyVendorContact'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_version_check" CHECK ("orders"."version" >= 1);