ALTER TABLE "company_users" ADD COLUMN "replacing_company_user_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_replacing_fk" FOREIGN KEY ("company_id","replacing_company_user_id") REFERENCES "public"."company_users"("company_id","id") ON DELETE no action ON UPDATE no action;