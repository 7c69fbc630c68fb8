import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Permission, RoleName, VendorRole } from '@laydown/domain';
import type { Database, Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  companyUsers,
  roles,
  sessions,
  users,
  vendorUsers,
  type AuthMethod,
} from '../../db/schema/index';
import { boundedMemo } from '../bounded-memo';
import { acceptedActiveMembership } from './membership-rules';
import { hashToken, newToken } from './tokens';
import type { Membership, Principal } from './principal';

export const SESSION_COOKIE = 'laydown_session';

/** A browser session that ends with the browser still expires on the server after a day. */
const NON_PERSISTENT_HOURS = 24;

export interface NewSession {
  userId?: number;
  vendorUserId?: number;
  companyId?: number | null;
  impersonatorUserId?: number | null;
  /** How the person proved who they are; PASSWORD when not said. */
  authMethod?: AuthMethod;
  persistent: boolean;
  persistentDays: number;
  ip?: string;
  userAgent?: string;
}

export async function createSession(
  db: Executor,
  input: NewSession,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const hours = input.persistent ? input.persistentDays * 24 : NON_PERSISTENT_HOURS;
  const expiresAt = new Date(Date.now() + hours * 3_600_000);
  await db.insert(sessions).values({
    tokenHash: hash,
    userId: input.userId ?? null,
    vendorUserId: input.vendorUserId ?? null,
    companyId: input.companyId ?? null,
    impersonatorUserId: input.impersonatorUserId ?? null,
    authMethod: input.authMethod ?? 'PASSWORD',
    persistent: input.persistent,
    expiresAt,
    ip: input.ip ?? null,
    userAgent: input.userAgent?.slice(0, 500) ?? null,
  });
  return { token, expiresAt };
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Signs a user out at once: everywhere (a new password), or in one company (a deactivation there),
 * optionally keeping the session that asked for it.
 */
export async function deleteUserSessions(
  db: Executor,
  userId: number,
  only: { keepSessionId?: number; companyId?: number } = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        only.keepSessionId === undefined ? undefined : ne(sessions.id, only.keepSessionId),
        only.companyId === undefined ? undefined : eq(sessions.companyId, only.companyId),
      ),
    );
}

/** Signs a vendor user out everywhere (a new password). */
export async function deleteVendorUserSessions(
  db: Executor,
  vendorUserId: number,
  only: { keepSessionId?: number } = {},
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.vendorUserId, vendorUserId),
        only.keepSessionId === undefined ? undefined : ne(sessions.id, only.keepSessionId),
      ),
    );
}

/** Company switching: the same browser session continues in another company. */
export async function moveSessionToCompany(
  db: Executor,
  sessionId: number,
  companyId: number,
): Promise<void> {
  await db.update(sessions).set({ companyId }).where(eq(sessions.id, sessionId));
}

export async function deleteSessionById(db: Executor, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}

/** A session found by its token: who it is, and until when it holds. */
export interface FoundSession {
  principal: Principal;
  expiresAt: Date;
}

/**
 * The principal behind a session token, or null when the token is unknown, expired, or its user
 * is no longer an accepted, active member of the session's company (a deactivation takes effect
 * at the next request).
 */
export async function findPrincipal(db: Database, token: string): Promise<Principal | null> {
  return (await findSession(db, hashToken(token)))?.principal ?? null;
}

/** One round trip, through a prepared statement that PostgreSQL plans once per connection. */
export async function findSession(db: Database, tokenHash: string): Promise<FoundSession | null> {
  const [row] = await sessionLookup(db).execute({ tokenHash });
  if (!row) return null;
  const principal = principalOf(row);
  return principal ? { principal: Object.freeze(principal), expiresAt: row.expiresAt } : null;
}

const sessionLookup = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      userId: sessions.userId,
      vendorUserId: sessions.vendorUserId,
      companyId: sessions.companyId,
      impersonatorUserId: sessions.impersonatorUserId,
      authMethod: sessions.authMethod,
      isLaydown: users.isLaydown,
      companyUserId: companyUsers.id,
      companyUserUsable: sql<boolean>`${acceptedActiveMembership}`,
      roleId: roles.id,
      roleName: roles.name,
      permissions: roles.permissions,
      vendorId: vendorUsers.vendorId,
      vendorRole: vendorUsers.role,
      vendorUserActive: vendorUsers.active,
    })
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .leftJoin(
      companyUsers,
      and(eq(companyUsers.userId, sessions.userId), eq(companyUsers.companyId, sessions.companyId)),
    )
    .leftJoin(
      roles,
      and(eq(roles.id, companyUsers.roleId), eq(roles.companyId, companyUsers.companyId)),
    )
    .leftJoin(vendorUsers, eq(vendorUsers.id, sessions.vendorUserId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)),
    )
    .limit(1)
    .prepare('find_session'),
);

/** Sessions of one role share its permission set (cached sessions hold it for a while). */
const sharedPermissionSet = boundedMemo<ReadonlySet<Permission>>(1_000);
const permissionSet = (granted: Permission[]) =>
  sharedPermissionSet([...granted].sort().join(','), () => new Set(granted));

type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

function principalOf(row: SessionRow): Principal | null {
  if (row.vendorUserId !== null) {
    if (row.vendorId === null || !row.vendorUserActive) return null;
    return {
      accessType: 'VENDOR',
      sessionId: row.sessionId,
      vendorUserId: row.vendorUserId,
      vendorId: row.vendorId,
      vendorRole: row.vendorRole as VendorRole,
    };
  }
  if (row.userId === null) return null;
  const { companyId, companyUserId, roleId } = row;
  let membership: Membership | null = null;
  if (companyId !== null) {
    // A session tied to a company is only good while the user is active there.
    if (companyUserId === null || roleId === null || !row.companyUserUsable) return null;
    membership = Object.freeze({
      companyId,
      companyUserId,
      roleId,
      roleName: row.roleName as RoleName,
      permissions: permissionSet((row.permissions ?? []) as Permission[]),
    });
  } else if (!row.isLaydown) {
    return null;
  }
  return {
    accessType: 'CONTRACTOR',
    sessionId: row.sessionId,
    userId: row.userId,
    isLaydown: row.isLaydown ?? false,
    impersonatorUserId: row.impersonatorUserId,
    authMethod: row.authMethod,
    membership,
  };
}
