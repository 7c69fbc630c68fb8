import type { z } from 'zod';
import type {
  directUploadRequest,
  updateVendorOrderFilesRequest,
  VendorOrderFilesRecord,
} from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import { vendorWorkScope, type VendorScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { createDirectUpload, type Signer } from '../../files/index';
import * as repo from '../repositories/vendor-order-repository';
import { saveOrderFiles, vendorOrderFiles } from './order-files';
import { SUBJECT } from './order-history';
import { vendorActor } from './vendor-actor';

/**
 * The vendor's side of an order's files (issue 10, decision 0073): a vendor user of the order's
 * vendor, once the order was sent to them, uploads files for it, attaches them as `vendor_files`
 * or as the quote, removes those, and reads them with the purchaser's public files. Another
 * vendor's order, a draft never sent, or a missing one all answer 404.
 */

type UpdateInput = z.output<typeof updateVendorOrderFilesRequest>['order'];
type BlobInput = z.output<typeof directUploadRequest>['blob'];

/** The order a /vendor_orders/{id} call names: 404 unless it was sent to the user's vendor. */
export async function requireVendorOrder(db: Executor, vendor: VendorScope, id: number) {
  const order = await repo.findVendorOrder(db, vendor, id);
  if (!order) throw new NotFoundError();
  return order;
}

/** GET /vendor_orders/{id}/files: what the vendor sees of the order's files. */
export async function presentedVendorOrderFiles(
  db: Executor,
  signer: Signer,
  vendor: VendorScope,
  id: number,
): Promise<VendorOrderFilesRecord> {
  const order = await requireVendorOrder(db, vendor, id);
  const files = await vendorOrderFiles(db, signer, vendorWorkScope(vendor, order.companyId), id);
  return { id: order.id, order_number: order.orderNumber, ...files };
}

/** POST /vendor_orders/{id}/direct_uploads: announces a file for the order (Active Storage step 1). */
export async function announceVendorUpload(
  db: Executor,
  signer: Signer,
  vendor: VendorScope,
  id: number,
  blob: BlobInput,
) {
  const order = await requireVendorOrder(db, vendor, id);
  return createDirectUpload({ db, signer }, vendorWorkScope(vendor, order.companyId), blob);
}

/**
 * PATCH /vendor_orders/{id}/files: attaches, replaces and removes the vendor's files and the quote
 * in one unit of work, with one order history entry authored by the vendor user (section 'files',
 * names before and after). A write that changes nothing leaves no entry.
 */
export async function updateVendorOrderFiles(
  db: Executor,
  signer: Signer,
  vendor: VendorScope,
  id: number,
  input: UpdateInput,
): Promise<void> {
  const [order, actor] = await Promise.all([
    requireVendorOrder(db, vendor, id),
    vendorActor(db, vendor),
  ]);
  const { name } = actor;
  const scope = vendorWorkScope(vendor, order.companyId);
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    // Locked and checked again: the order may have been cancelled since the first read.
    if (!(await repo.findVendorOrder(tx, vendor, id, { forUpdate: true }))) {
      throw new NotFoundError();
    }
    const changes = await saveOrderFiles(tx, signer, scope, id, input);
    if (changes.length === 0) return;
    await repo.markVendorAction(tx, scope, id, name);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.label} updated the files of ${order.orderNumber} on {date}`,
      changes,
    });
  });
}
