import { FETCH_ALL_PAGE_SIZE } from '@laydown/domain';
import type { Database, Executor } from '../../db/client';
import { recordImpersonation } from '../../platform/audit';
import { createSession, deleteSessionById } from '../../platform/auth/session-store';
import { NotFoundError, ValidationError } from '../../platform/errors';
import * as companyUsers from '../company-users/repository';
import { systemScope } from '../../platform/scope';

/** Where the new session is opened from, and for how long a persistent one would last. */
export interface SessionOrigin {
  persistentDays: number;
  ip?: string;
  userAgent?: string;
}

/** The members of one company, to pick someone to impersonate (support staff only). */
export function listMembers(db: Executor, companyId: number) {
  return companyUsers.listCompanyUsers(
    db,
    systemScope('support staff: members to act as', companyId),
    { page: 1, perPage: FETCH_ALL_PAGE_SIZE },
  );
}

/**
 * Support staff start acting as an active company user: the support session ends, the start is
 * audited and an impersonation session opens, in one transaction.
 */
export async function startImpersonation(
  db: Database,
  support: { userId: number; sessionId: number },
  companyUserId: number,
  origin: SessionOrigin,
): Promise<{ token: string; expiresAt: Date }> {
  const target = await companyUsers.findCompanyUserById(db, companyUserId);
  if (!target) throw new NotFoundError();
  if (!target.member.active) throw new ValidationError('This user is deactivated.');
  const companyId = target.member.companyId;
  return db.transaction(async (tx) => {
    await deleteSessionById(tx, support.sessionId);
    await recordImpersonation(tx, {
      companyId,
      impersonatorUserId: support.userId,
      userId: target.member.userId,
      action: 'START',
    });
    return createSession(tx, {
      userId: target.member.userId,
      companyId,
      impersonatorUserId: support.userId,
      authMethod: 'IMPERSONATION',
      persistent: false,
      persistentDays: origin.persistentDays,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
  });
}

/**
 * The impersonation ends: the stop is audited, the impersonation session ends and the support
 * user continues in a new session outside any company, in one transaction.
 */
export async function stopImpersonation(
  db: Database,
  impersonation: {
    sessionId: number;
    userId: number;
    impersonatorUserId: number;
    companyId: number;
  },
  origin: SessionOrigin,
): Promise<{ token: string; expiresAt: Date }> {
  return db.transaction(async (tx) => {
    await recordImpersonation(tx, {
      companyId: impersonation.companyId,
      impersonatorUserId: impersonation.impersonatorUserId,
      userId: impersonation.userId,
      action: 'STOP',
    });
    await deleteSessionById(tx, impersonation.sessionId);
    return createSession(tx, {
      userId: impersonation.impersonatorUserId,
      companyId: null,
      persistent: false,
      persistentDays: origin.persistentDays,
      ip: origin.ip,
      userAgent: origin.userAgent,
    });
  });
}
