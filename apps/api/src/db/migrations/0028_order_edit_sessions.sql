CREATE TABLE "order_edit_sessions" (
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"owner_company_user_id" integer NOT NULL,
	"previous_owner_company_user_id" integer,
	"taken_by" text DEFAULT 'take' NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_edit_sessions_pkey" PRIMARY KEY("company_id","order_id"),
	CONSTRAINT "order_edit_sessions_taken_by_check" CHECK ("order_edit_sessions"."taken_by" in ('take', 'unlock', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "order_settings" ADD COLUMN "order_unlock_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "order_edit_sessions" ADD CONSTRAINT "order_edit_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edit_sessions" ADD CONSTRAINT "order_edit_sessions_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_edit_sessions" ADD CONSTRAINT "order_edit_sessions_owner_fk" FOREIGN KEY ("company_id","owner_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written
ALTER TABLE "order_edit_sessions" ADD CONSTRAINT "order_edit_sessions_previous_owner_fk" FOREIGN KEY ("company_id","previous_owner_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE SET NULL ("previous_owner_company_user_id");
