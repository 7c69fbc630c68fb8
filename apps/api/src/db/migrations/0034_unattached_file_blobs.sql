ALTER TABLE "file_blobs" ADD COLUMN "unattached_since" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "file_blobs_unattached_idx" ON "file_blobs" USING btree ("unattached_since") WHERE "file_blobs"."unattached_since" is not null;--> statement-breakpoint
-- Uploads already attached to nothing count from their upload (decision 0111).
UPDATE "file_blobs" SET "unattached_since" = "uploaded_at"
WHERE "origin" = 'upload' AND "state" = 'uploaded' AND NOT EXISTS (
  SELECT 1 FROM "file_attachments" a
  WHERE a."company_id" = "file_blobs"."company_id" AND a."blob_id" = "file_blobs"."id"
);
