import type { UploadKeyType } from '@laydown/domain';
import type { Executor } from '../../db/client';
import type { CompanyScope } from '../../platform/scope';

/** Who asks for a file: a member of a company, or a vendor user (who never sees internal files). */
export type FileScope =
  | { kind: 'company'; ctx: CompanyScope }
  | { kind: 'vendor'; vendorId: number; vendorUserId: number };

/** The document a file is attached to. */
export interface FileRecord {
  companyId: number;
  recordType: string;
  recordId: number;
}

/**
 * What a module that owns documents tells the files module: may this scope read (see its files)
 * or write (attach and remove files under `key`) record N of its type. Orders and deliveries
 * register theirs.
 */
export interface RecordAccessRules {
  canRead(db: Executor, scope: FileScope, record: FileRecord): Promise<boolean>;
  canWrite(
    db: Executor,
    scope: FileScope,
    record: FileRecord,
    key: UploadKeyType,
  ): Promise<boolean>;
}

const rules = new Map<string, RecordAccessRules>();

const RECORD_TYPE = /^[a-z][a-z_]{0,39}$/;

/** Called once per record type, when its module loads. */
export function registerFileRecordType(recordType: string, access: RecordAccessRules): void {
  if (!RECORD_TYPE.test(recordType)) throw new Error(`invalid file record type '${recordType}'`);
  const existing = rules.get(recordType);
  if (existing && existing !== access) {
    throw new Error(`file record type '${recordType}' is registered twice`);
  }
  rules.set(recordType, access);
}

/** A record type nobody registered is nobody's to read or write. */
export async function mayRead(
  db: Executor,
  scope: FileScope,
  record: FileRecord,
): Promise<boolean> {
  const access = rules.get(record.recordType);
  if (!access) return false;
  if (scope.kind === 'company' && scope.ctx.companyId !== record.companyId) return false;
  return access.canRead(db, scope, record);
}

export async function mayWrite(
  db: Executor,
  scope: FileScope,
  record: FileRecord,
  key: UploadKeyType,
): Promise<boolean> {
  const access = rules.get(record.recordType);
  if (!access) return false;
  if (scope.kind === 'company' && scope.ctx.companyId !== record.companyId) return false;
  return access.canWrite(db, scope, record, key);
}
