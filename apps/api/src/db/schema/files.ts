import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';
import { vendorUsers } from './vendors';

/**
 * An uploaded file's bytes (procurement-core §3 Uploads), stored under `storage_key` in the
 * configured storage. 'pending' from the direct-upload call until its bytes arrive and pass the
 * checks; only an 'uploaded' blob can be found by its signed id or attached (decision 0075).
 */
export const fileBlobs = pgTable(
  'file_blobs',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The timestamped name shown and downloaded (access-and-platform §5). */
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull(),
    /** Base64 MD5 of the stored bytes, as Active Storage's direct upload announces it. */
    checksum: text('checksum').notNull(),
    state: text('state', { enum: ['pending', 'uploaded'] })
      .notNull()
      .default('pending'),
    /** Who uploaded it: a company member, or a vendor user on a document sent to them (one). */
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    uploadedByVendorUserId: integer('uploaded_by_vendor_user_id').references(() => vendorUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    /**
     * 'upload' for a file someone sent; 'generated' for one the app made for its uploader (a PDF
     * rendered in the background, decision 0096), deleted once its url has expired.
     */
    origin: text('origin', { enum: ['upload', 'generated'] })
      .notNull()
      .default('upload'),
    /**
     * Since when an uploaded file has been attached to nothing (its upload, or the removal of its
     * last attachment); null while attached. A hint for `files.prune_unattached`, which deletes
     * the file a day later: the job checks the attachments themselves before it deletes.
     */
    unattachedSince: timestamp('unattached_since', { withTimezone: true }),
  },
  (t) => [
    unique('file_blobs_company_id_key').on(t.companyId, t.id),
    unique('file_blobs_storage_key_key').on(t.storageKey),
    check('file_blobs_state_check', sql`${t.state} in ('pending', 'uploaded')`),
    check(
      'file_blobs_one_uploader_check',
      sql`num_nonnulls(${t.uploadedByUserId}, ${t.uploadedByVendorUserId}) = 1`,
    ),
    check('file_blobs_origin_check', sql`${t.origin} in ('upload', 'generated')`),
    index('file_blobs_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.state} = 'pending'`),
    index('file_blobs_generated_idx')
      .on(t.uploadedAt)
      .where(sql`${t.origin} = 'generated'`),
    index('file_blobs_unattached_idx')
      .on(t.unattachedSince)
      .where(sql`${t.unattachedSince} is not null`),
  ],
);

/**
 * A blob attached to a document (an order, a delivery...) under one of the §9 upload key types.
 * `visibility` 'internal' is never shown to a vendor.
 */
export const fileAttachments = pgTable(
  'file_attachments',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    blobId: integer('blob_id').notNull(),
    recordType: text('record_type').notNull(),
    recordId: integer('record_id').notNull(),
    keyType: text('key_type').notNull(),
    visibility: text('visibility', { enum: ['public', 'internal'] }).notNull(),
    /** Who attached it: a company member, or a vendor user (vendor files, the quote). */
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    uploadedByVendorUserId: integer('uploaded_by_vendor_user_id').references(() => vendorUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'file_attachments_blob_fk',
      columns: [t.companyId, t.blobId],
      foreignColumns: [fileBlobs.companyId, fileBlobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'file_attachments_company_fk',
      columns: [t.companyId],
      foreignColumns: [companies.id],
    }).onDelete('cascade'),
    unique('file_attachments_once_key').on(
      t.companyId,
      t.recordType,
      t.recordId,
      t.keyType,
      t.blobId,
    ),
    index('file_attachments_record_idx').on(t.companyId, t.recordType, t.recordId),
    index('file_attachments_blob_idx').on(t.companyId, t.blobId),
    check('file_attachments_visibility_check', sql`${t.visibility} in ('public', 'internal')`),
    check(
      'file_attachments_one_uploader_check',
      sql`num_nonnulls(${t.uploadedByUserId}, ${t.uploadedByVendorUserId}) = 1`,
    ),
    // A vendor user never holds an internal file (access-and-platform §6).
    check(
      'file_attachments_vendor_public_check',
      sql`${t.uploadedByVendorUserId} is null or ${t.visibility} = 'public'`,
    ),
    check(
      'file_attachments_key_type_check',
      sql`${t.keyType} in ('public_purchaser_files', 'internal_purchaser_files', 'material_request', 'quote', 'vendor_files', 'request_for_quote', 'purchase_order')`,
    ),
  ],
);
