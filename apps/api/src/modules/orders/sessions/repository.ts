import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  companyUsers,
  orderEditSessions,
  users,
  type OrderSessionTake,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/** An order's edit lock as the service reads it: the owner with the name an answer shows. */
export interface SessionRow {
  ownerCompanyUserId: number;
  ownerUserId: number;
  ownerName: string;
  previousOwnerCompanyUserId: number | null;
  takenBy: OrderSessionTake;
  expiresAt: Date;
  /** Whether the lock still held when it was read (the database's clock decides). */
  live: boolean;
}

const key = (scope: TenantScope, orderId: number) =>
  and(eq(orderEditSessions.companyId, scope.companyId), eq(orderEditSessions.orderId, orderId));

const expiresIn = (lapseSeconds: number) => sql`now() + make_interval(secs => ${lapseSeconds})`;

/**
 * Takes a free lock: inserted only when the order has no row (the primary key decides between
 * two takes at once). Answers whether this call made the row.
 */
export async function insertSession(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  ownerCompanyUserId: number,
  lapseSeconds: number,
): Promise<boolean> {
  const rows = await db
    .insert(orderEditSessions)
    .values({
      companyId: scope.companyId,
      orderId,
      ownerCompanyUserId,
      takenBy: 'take',
      expiresAt: expiresIn(lapseSeconds),
    })
    .onConflictDoNothing()
    .returning({ orderId: orderEditSessions.orderId });
  return rows.length === 1;
}

/** The order's lock, row-locked until the transaction ends (`forUpdate`) when a write follows. */
export async function findSession(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  options: { forUpdate?: boolean } = {},
): Promise<SessionRow | null> {
  const query = db
    .select({
      ownerCompanyUserId: orderEditSessions.ownerCompanyUserId,
      ownerUserId: users.id,
      ownerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      previousOwnerCompanyUserId: orderEditSessions.previousOwnerCompanyUserId,
      takenBy: orderEditSessions.takenBy,
      expiresAt: orderEditSessions.expiresAt,
      live: sql<boolean>`${orderEditSessions.expiresAt} > now()`,
    })
    .from(orderEditSessions)
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.companyId, orderEditSessions.companyId),
        eq(companyUsers.id, orderEditSessions.ownerCompanyUserId),
      ),
    )
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(key(scope, orderId));
  const [row] = await (options.forUpdate ? query.for('update', { of: orderEditSessions }) : query);
  return row ? (row as SessionRow) : null;
}

/** The owner's heartbeat: the lock holds for another lapse. */
export async function extendSession(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  lapseSeconds: number,
): Promise<void> {
  await db
    .update(orderEditSessions)
    .set({ heartbeatAt: sql`now()`, expiresAt: expiresIn(lapseSeconds) })
    .where(key(scope, orderId));
}

/** A new owner of a held row: an unlock, or a take of a lapsed lock. */
export async function takeOverSession(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  change: { owner: number; previous: number; takenBy: OrderSessionTake; lapseSeconds: number },
): Promise<void> {
  await db
    .update(orderEditSessions)
    .set({
      ownerCompanyUserId: change.owner,
      previousOwnerCompanyUserId: change.previous,
      takenBy: change.takenBy,
      heartbeatAt: sql`now()`,
      expiresAt: expiresIn(change.lapseSeconds),
    })
    .where(key(scope, orderId));
}

export async function deleteSession(db: Executor, scope: TenantScope, orderId: number) {
  await db.delete(orderEditSessions).where(key(scope, orderId));
}
