CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"mail_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_document_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"contact_id" integer,
	"email" text NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_user_id" integer,
	"last_opened_at" timestamp with time zone,
	"vendor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_mail_id_mail_outbox_id_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."mail_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_document_links" ADD CONSTRAINT "vendor_document_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_document_links" ADD CONSTRAINT "vendor_document_links_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_document_links" ADD CONSTRAINT "vendor_document_links_revoked_by_user_id_users_id_fk" FOREIGN KEY ("revoked_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_document_links" ADD CONSTRAINT "vendor_document_links_vendor_user_id_vendor_users_id_fk" FOREIGN KEY ("vendor_user_id") REFERENCES "public"."vendor_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_document_links" ADD CONSTRAINT "vendor_document_links_order_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."orders"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_mail_idx" ON "mail_attachments" USING btree ("mail_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_document_links_token_hash_key" ON "vendor_document_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "vendor_document_links_order_idx" ON "vendor_document_links" USING btree ("company_id","order_id");