import type { UploadRecord } from '@laydown/contracts';
import type { UploadKeyType } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { RowKey } from '../../../db/json-rows';
import type { HistoryChange } from '../../../db/schema/index';
import type { CompanyScope } from '../../../platform/scope';
import {
  attachFiles,
  detachFile,
  filesOf,
  filesOfRecordJsonSql,
  fileScopeOfWriter,
  presentFiles,
  type FileRows,
  type FileWriter,
  type Signer,
} from '../../files/index';
import { ORDER_FILE_RECORD } from './file-access';

/**
 * The files of an order (issue 10, decisions 0053 and 0073): §3 Order's "public and internal
 * purchaser file signed ids, quote_signed_id", sent with the order's own calls (POST /order, POST
 * /order/quick_po and PATCH /order/{id}), and the vendor files and quote a vendor user sends with
 * PATCH /vendor_orders/{id}/files; answered by §9 key type. Who may read and write them is the
 * order's rule (file-access.ts, decision 0044); the files module keeps internal files from vendors.
 */

/** What a write may send about files (each caller's contract allows its part of it). */
export interface OrderFileInput {
  public_purchaser_file_signed_ids?: string[] | undefined;
  internal_purchaser_file_signed_ids?: string[] | undefined;
  vendor_file_signed_ids?: string[] | undefined;
  quote_signed_id?: string | null | undefined;
  delete_files?: { key: UploadKeyType; attachment_id: number }[] | undefined;
}

/** The answer's file lists and the §9 key each holds. */
const ANSWERED = {
  public_purchaser_files: 'public_purchaser_files',
  internal_purchaser_files: 'internal_purchaser_files',
  quote_files: 'quote',
  vendor_files: 'vendor_files',
} as const satisfies Record<string, UploadKeyType>;
export type OrderFiles = Record<keyof typeof ANSWERED, UploadRecord[]>;

const recordOf = (orderId: number) => ({ recordType: ORDER_FILE_RECORD, recordId: orderId });

/** The answer's lists of an order's files. */
function byList(files: UploadRecord[]): OrderFiles {
  const byKey = (key: UploadKeyType) => files.filter((file) => file.key === key);
  return {
    public_purchaser_files: byKey(ANSWERED.public_purchaser_files),
    internal_purchaser_files: byKey(ANSWERED.internal_purchaser_files),
    quote_files: byKey(ANSWERED.quote_files),
    vendor_files: byKey(ANSWERED.vendor_files),
  };
}

/** The order's files as `reader` sees them (the caller has checked the order's read). */
async function filesByList(
  db: Executor,
  signer: Signer,
  reader: FileWriter,
  orderId: number,
): Promise<OrderFiles> {
  return byList(
    await filesOf(db, signer, fileScopeOfWriter(reader), {
      companyId: reader.companyId,
      ...recordOf(orderId),
    }),
  );
}

/**
 * The order's files as a company member sees them, from the rows read with the order (decision
 * 0112; the caller has checked the order's read).
 */
export function orderFilesOf(signer: Signer, scope: CompanyScope, rows: FileRows): OrderFiles {
  return byList(presentFiles(signer, fileScopeOfWriter(scope), rows));
}

/** An order's files as one JSON array, for the statement that reads the order (decision 0112). */
export const orderFilesJsonSql = (companyId: RowKey, orderId: RowKey) =>
  filesOfRecordJsonSql(companyId, ORDER_FILE_RECORD, orderId);

/** The order's files as its vendor sees them: never the internal ones. */
export async function vendorOrderFiles(
  db: Executor,
  signer: Signer,
  reader: FileWriter,
  orderId: number,
): Promise<Omit<OrderFiles, 'internal_purchaser_files'>> {
  const { public_purchaser_files, quote_files, vendor_files } = await filesByList(
    db,
    signer,
    reader,
    orderId,
  );
  return { public_purchaser_files, quote_files, vendor_files };
}

export function touchesFiles(input: OrderFileInput): boolean {
  return (
    (input.public_purchaser_file_signed_ids?.length ?? 0) > 0 ||
    (input.internal_purchaser_file_signed_ids?.length ?? 0) > 0 ||
    (input.vendor_file_signed_ids?.length ?? 0) > 0 ||
    input.quote_signed_id !== undefined ||
    (input.delete_files?.length ?? 0) > 0
  );
}

/**
 * Inside the writer's unit of work: removes the files asked (key and attachment id, §5), replaces
 * the quote when `quote_signed_id` is sent (null removes it), attaches the signed ids sent. An
 * unknown, expired or foreign signed id or attachment answers 404 and nothing is kept. Answers
 * the order history's changes: per list, the file names before and after.
 */
export async function saveOrderFiles(
  tx: Executor,
  signer: Signer,
  writer: FileWriter,
  orderId: number,
  input: OrderFileInput,
): Promise<HistoryChange[]> {
  if (!touchesFiles(input)) return [];
  const record = recordOf(orderId);
  const before = await filesByList(tx, signer, writer, orderId);
  const removed = new Set<number>();
  const remove = async (key: UploadKeyType, attachmentId: number) => {
    if (removed.has(attachmentId)) return;
    await detachFile(tx, writer, record, key, attachmentId);
    removed.add(attachmentId);
  };
  for (const file of input.delete_files ?? []) await remove(file.key, file.attachment_id);
  if (input.quote_signed_id !== undefined) {
    for (const quote of before.quote_files) await remove('quote', quote.attachment_id!);
    if (input.quote_signed_id) {
      await attachFiles(tx, signer, writer, record, 'quote', [input.quote_signed_id]);
    }
  }
  const attach = [
    ['public_purchaser_files', input.public_purchaser_file_signed_ids ?? []],
    ['internal_purchaser_files', input.internal_purchaser_file_signed_ids ?? []],
    ['vendor_files', input.vendor_file_signed_ids ?? []],
  ] as const;
  for (const [key, signedIds] of attach) {
    if (signedIds.length > 0) await attachFiles(tx, signer, writer, record, key, signedIds);
  }
  const after = await filesByList(tx, signer, writer, orderId);
  return fileListChanges(before, after);
}

/** One change per list whose file names differ: section 'files', the names before and after. */
function fileListChanges(before: OrderFiles, after: OrderFiles): HistoryChange[] {
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
