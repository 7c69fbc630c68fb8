CREATE TABLE "quote_issue_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"quote_attachment_id" integer,
	"issue" text NOT NULL,
	"reported_by_user_id" integer,
	"reported_by_vendor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quote_issue_reports_one_reporter_check" CHECK (num_nonnulls("quote_issue_reports"."reported_by_user_id", "quote_issue_reports"."reported_by_vendor_user_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "prev_unit_cost" numeric(18, 6);--> statement-breakpoint
ALTER TABLE "order_materials" ADD COLUMN "vendor_response_status" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancellation_requested_by_vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "quote_issue_reports" ADD CONSTRAINT "quote_issue_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_issue_reports" ADD CONSTRAINT "quote_issue_reports_reported_by_user_id_users_id_fk" FOREIGN KEY ("reported_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_issue_reports" ADD CONSTRAINT "quote_issue_reports_reported_by_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("reported_by_vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_issue_reports" ADD CONSTRAINT "quote_issue_reports_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_issue_reports_order_idx" ON "quote_issue_reports" USING btree ("company_id","order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cancellation_requested_by_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("cancellation_requested_by_vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_materials" ADD CONSTRAINT "order_materials_vendor_response_status_check" CHECK ("order_materials"."vendor_response_status" in ('ACCEPTED', 'REJECTED'));