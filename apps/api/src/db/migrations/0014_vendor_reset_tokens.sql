ALTER TABLE "account_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_vendor_user_purpose_idx" ON "account_tokens" USING btree ("vendor_user_id","purpose");--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_one_holder_check" CHECK (num_nonnulls("account_tokens"."user_id", "account_tokens"."vendor_user_id") = 1);