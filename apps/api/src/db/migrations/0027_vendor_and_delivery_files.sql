ALTER TABLE "file_attachments" ALTER COLUMN "uploaded_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "file_blobs" ALTER COLUMN "uploaded_by_user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD COLUMN "author_vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD COLUMN "uploaded_by_vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "file_blobs" ADD COLUMN "uploaded_by_vendor_user_id" integer;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_uploaded_by_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("uploaded_by_vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_uploaded_by_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("uploaded_by_vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_one_uploader_check" CHECK (num_nonnulls("file_attachments"."uploaded_by_user_id", "file_attachments"."uploaded_by_vendor_user_id") = 1);--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_vendor_public_check" CHECK ("file_attachments"."uploaded_by_vendor_user_id" is null or "file_attachments"."visibility" = 'public');--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_one_uploader_check" CHECK (num_nonnulls("file_blobs"."uploaded_by_user_id", "file_blobs"."uploaded_by_vendor_user_id") = 1);