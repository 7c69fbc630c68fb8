import { z } from 'zod';
import { VENDOR_UPLOAD_KEYS } from '@laydown/domain';
import { id } from './primitives';
import { uploadRecord } from './files';
import { MAX_FILES, signedId } from './orders';

/**
 * The files a vendor user works with on an order sent to them (issue 10, decision 0073): §9's
 * `vendor_files` and the `quote`, which they attach and remove; the purchaser's public files, which
 * they read. A contractor's internal files are never part of a vendor's answer.
 */

/** GET and PATCH /vendor_orders/{id}/files. */
export const vendorOrderFilesRecord = z.object({
  id: z.number().int(),
  order_number: z.string(),
  public_purchaser_files: z.array(uploadRecord),
  quote_files: z.array(uploadRecord),
  vendor_files: z.array(uploadRecord),
});
export type VendorOrderFilesRecord = z.infer<typeof vendorOrderFilesRecord>;
export const vendorOrderFilesBody = z.object({ order: vendorOrderFilesRecord });

/**
 * PATCH /vendor_orders/{id}/files: the signed ids sent are attached (one already there stays once);
 * `quote_signed_id` replaces the order's quote, null removes it; `delete_files` removes by key and
 * attachment id (§5). A field not sent leaves its files alone.
 */
export const updateVendorOrderFilesRequest = z
  .object({
    order: z
      .object({
        vendor_file_signed_ids: z.array(signedId).max(MAX_FILES).optional(),
        quote_signed_id: signedId.nullish(),
        delete_files: z
          .array(z.object({ key: z.enum(VENDOR_UPLOAD_KEYS), attachment_id: id }).strict())
          .max(MAX_FILES)
          .optional(),
      })
      .strict(),
  })
  .strict();
export type UpdateVendorOrderFilesRequest = z.input<typeof updateVendorOrderFilesRequest>;
