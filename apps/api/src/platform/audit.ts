import type { Executor } from '../db/client';
import { impersonationAudit } from '../db/schema/index';

export interface ImpersonationEvent {
  companyId: number;
  impersonatorUserId: number;
  userId: number;
  action: string;
  path?: string;
  statusCode?: number;
}

export async function recordImpersonation(db: Executor, event: ImpersonationEvent): Promise<void> {
  await db.insert(impersonationAudit).values({
    companyId: event.companyId,
    impersonatorUserId: event.impersonatorUserId,
    userId: event.userId,
    action: event.action,
    path: event.path?.slice(0, 500) ?? null,
    statusCode: event.statusCode ?? null,
  });
}
