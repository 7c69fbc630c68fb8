CREATE TABLE "file_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"blob_id" integer NOT NULL,
	"record_type" text NOT NULL,
	"record_id" integer NOT NULL,
	"key_type" text NOT NULL,
	"visibility" text NOT NULL,
	"uploaded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_attachments_once_key" UNIQUE("company_id","record_type","record_id","key_type","blob_id"),
	CONSTRAINT "file_attachments_visibility_check" CHECK ("file_attachments"."visibility" in ('public', 'internal')),
	CONSTRAINT "file_attachments_key_type_check" CHECK ("file_attachments"."key_type" in ('public_purchaser_files', 'internal_purchaser_files', 'material_request', 'quote', 'vendor_files', 'request_for_quote', 'purchase_order'))
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"storage_key" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"checksum" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"uploaded_by_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_at" timestamp with time zone,
	CONSTRAINT "file_blobs_company_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "file_blobs_storage_key_key" UNIQUE("storage_key"),
	CONSTRAINT "file_blobs_state_check" CHECK ("file_blobs"."state" in ('pending', 'uploaded'))
);
--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_blob_fk" FOREIGN KEY ("company_id","blob_id") REFERENCES "public"."file_blobs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_attachments" ADD CONSTRAINT "file_attachments_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "file_attachments_record_idx" ON "file_attachments" USING btree ("company_id","record_type","record_id");--> statement-breakpoint
CREATE INDEX "file_attachments_blob_idx" ON "file_attachments" USING btree ("company_id","blob_id");--> statement-breakpoint
CREATE INDEX "file_blobs_pending_idx" ON "file_blobs" USING btree ("created_at") WHERE "file_blobs"."state" = 'pending';