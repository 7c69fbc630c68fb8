import type { UploadRecord } from '@laydown/contracts';
import type { UploadKeyType } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { HistoryChange } from '../../../db/schema/index';
import type { CompanyScope } from '../../../platform/scope';
import { attachFiles, detachFile, filesOf, type Signer } from '../../files/index';

/**
 * §3 Delivery "delivery_files (with signed ids and delete ids)" (issue 10, decisions 0053 and
 * 0073): the issue photos and any other file of the delivery, such as the signed delivery ticket,
 * attached under `public_purchaser_files` (the order's vendor may see them once the order was
 * sent; internal files are the order's), removed by key and attachment id (§5). Who reads and
 * writes them is the delivery's rule (file-access.ts): whoever may read its order; writers with
 * can_edit_delivery_information.
 */

/** The record type deliveries register with the files module. */
export const DELIVERY_FILE_RECORD = 'delivery';
/** The §9 key of a delivery's files: public, so the vendor's claim can show them. */
export const DELIVERY_FILE_KEY = 'public_purchaser_files';

export interface DeliveryFileInput {
  /** Issue photos and delivery files, attached alike. */
  signedIds: string[];
  deleteFiles: { key: UploadKeyType; attachment_id: number }[];
}

const recordOf = (deliveryId: number) => ({
  recordType: DELIVERY_FILE_RECORD,
  recordId: deliveryId,
});

/** A delivery's files as a member of its company sees them (the caller checked the read). */
export function deliveryFiles(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  deliveryId: number,
): Promise<UploadRecord[]> {
  return filesOf(
    db,
    signer,
    { kind: 'company', ctx: scope },
    { companyId: scope.companyId, ...recordOf(deliveryId) },
  );
}

/**
 * Inside the delivery's unit of work: removes, then attaches. An unknown, expired, pending or
 * foreign signed id, or an attachment of another record or key, answers 404 and nothing of the
 * save is kept. Answers the history change: the file names before and after.
 */
export async function saveDeliveryFiles(
  tx: Executor,
  signer: Signer,
  scope: CompanyScope,
  deliveryId: number,
  input: DeliveryFileInput,
): Promise<HistoryChange[]> {
  if (input.signedIds.length === 0 && input.deleteFiles.length === 0) return [];
  const record = recordOf(deliveryId);
  const before = await deliveryFiles(tx, signer, scope, deliveryId);
  const removed = new Set<number>();
  for (const file of input.deleteFiles) {
    if (removed.has(file.attachment_id)) continue;
    await detachFile(tx, scope, record, file.key, file.attachment_id);
    removed.add(file.attachment_id);
  }
  if (input.signedIds.length > 0) {
    await attachFiles(tx, signer, scope, record, DELIVERY_FILE_KEY, input.signedIds);
  }
  const after = await deliveryFiles(tx, signer, scope, deliveryId);
  const names = (files: UploadRecord[]) => files.map((file) => file.filename);
  if (names(before).join('\n') === names(after).join('\n')) return [];
  return [
    {
      section: 'files',
      field: `${deliveryId}.delivery_files`,
      old: names(before),
      new: names(after),
    },
  ];
}
