CREATE TABLE "user_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"notification_email_frequency" text DEFAULT 'IMMEDIATE' NOT NULL,
	"home_page" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_settings_frequency_check" CHECK ("user_settings"."notification_email_frequency" in ('IMMEDIATE', 'HOURLY', 'DAILY', 'OFF')),
	CONSTRAINT "user_settings_home_page_check" CHECK ("user_settings"."home_page" in ('Projects', 'Orders', 'Invoices', 'Inventory'))
);
--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;