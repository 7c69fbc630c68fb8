import type { z } from 'zod';
import type { UploadRecord, updateOrderRequest } from '@laydown/contracts';
import type { UploadKeyType } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { HistoryChange } from '../../../db/schema/index';
import type { CompanyScope } from '../../../platform/scope';
import { attachFiles, detachFile, filesOf, type Signer } from '../../files/index';
import { ORDER_FILE_RECORD } from './file-access';

/**
 * The files of an order (issue 10, decision 0053): §3 Order's "public and internal purchaser file
 * signed ids, quote_signed_id", sent with the order's own calls (POST /order, POST
 * /order/quick_po, PATCH /order/{id}) and answered with the order by §9 key type. Who may read
 * and write them is the order's rule (file-access.ts, decision 0044); the files module keeps
 * internal files from vendors.
 */

type FileInput = Pick<
  z.output<typeof updateOrderRequest>['order'],
  'public_purchaser_file_signed_ids' | 'internal_purchaser_file_signed_ids' | 'quote_signed_id'
> &
  Partial<Pick<z.output<typeof updateOrderRequest>['order'], 'delete_files'>>;

/** The answer's file lists and the §9 key each holds. */
const ANSWERED = {
  public_purchaser_files: 'public_purchaser_files',
  internal_purchaser_files: 'internal_purchaser_files',
  quote_files: 'quote',
  vendor_files: 'vendor_files',
} as const satisfies Record<string, UploadKeyType>;
export type OrderFiles = Record<keyof typeof ANSWERED, UploadRecord[]>;

const recordOf = (orderId: number) => ({ recordType: ORDER_FILE_RECORD, recordId: orderId });

/** The order's files as a company member sees them (the caller has checked the order's read). */
export async function orderFiles(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  orderId: number,
): Promise<OrderFiles> {
  const files = await filesOf(
    db,
    signer,
    { kind: 'company', ctx: scope },
    { companyId: scope.companyId, ...recordOf(orderId) },
  );
  const byKey = (key: UploadKeyType) => files.filter((file) => file.key === key);
  return {
    public_purchaser_files: byKey(ANSWERED.public_purchaser_files),
    internal_purchaser_files: byKey(ANSWERED.internal_purchaser_files),
    quote_files: byKey(ANSWERED.quote_files),
    vendor_files: byKey(ANSWERED.vendor_files),
  };
}

export function touchesFiles(input: FileInput): boolean {
  return (
    (input.public_purchaser_file_signed_ids?.length ?? 0) > 0 ||
    (input.internal_purchaser_file_signed_ids?.length ?? 0) > 0 ||
    input.quote_signed_id !== undefined ||
    (input.delete_files?.length ?? 0) > 0
  );
}

/**
 * Inside the order's unit of work: removes the files asked (key and attachment id, §5), replaces
 * the quote when `quote_signed_id` is sent (null removes it), attaches the signed ids sent. An
 * unknown, expired or foreign signed id or attachment answers 404 and nothing is kept. Answers
 * the order history's changes: per key, the file names before and after.
 */
export async function saveOrderFiles(
  tx: Executor,
  signer: Signer,
  scope: CompanyScope,
  orderId: number,
  input: FileInput,
): Promise<HistoryChange[]> {
  if (!touchesFiles(input)) return [];
  const record = recordOf(orderId);
  const before = await orderFiles(tx, signer, scope, orderId);
  const removed = new Set<number>();
  const remove = async (key: UploadKeyType, attachmentId: number) => {
    if (removed.has(attachmentId)) return;
    await detachFile(tx, scope, record, key, attachmentId);
    removed.add(attachmentId);
  };
  for (const file of input.delete_files ?? []) await remove(file.key, file.attachment_id);
  if (input.quote_signed_id !== undefined) {
    for (const quote of before.quote_files) await remove('quote', quote.attachment_id!);
    if (input.quote_signed_id) {
      await attachFiles(tx, signer, scope, record, 'quote', [input.quote_signed_id]);
    }
  }
  const attach = [
    ['public_purchaser_files', input.public_purchaser_file_signed_ids ?? []],
    ['internal_purchaser_files', input.internal_purchaser_file_signed_ids ?? []],
  ] as const;
  for (const [key, signedIds] of attach) {
    if (signedIds.length > 0) await attachFiles(tx, signer, scope, record, key, signedIds);
  }
  const after = await orderFiles(tx, signer, scope, orderId);
  const names = (files: UploadRecord[]) => files.map((file) => file.filename);
  return (Object.keys(ANSWERED) as (keyof OrderFiles)[])
    .filter((list) => names(before[list]).join('\n') !== names(after[list]).join('\n'))
    .map((list) => ({
      section: 'files',
      field: list,
      old: names(before[list]),
      new: names(after[list]),
    }));
}
