ALTER TABLE "file_blobs" ADD COLUMN "origin" text DEFAULT 'upload' NOT NULL;--> statement-breakpoint
CREATE INDEX "file_blobs_generated_idx" ON "file_blobs" USING btree ("uploaded_at") WHERE "file_blobs"."origin" = 'generated';--> statement-breakpoint
ALTER TABLE "file_blobs" ADD CONSTRAINT "file_blobs_origin_check" CHECK ("file_blobs"."origin" in ('upload', 'generated'));