import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { companyUsers, users } from '../../db/schema/index';
import { acceptedActiveMembership } from '../../platform/auth/membership-rules';
import type { TenantScope } from '../../platform/scope';

/**
 * procurement-core §6: users selectable as watchers are active, not deactivated, and have accepted
 * their invitation or signed in at least once — in this company, which is an accepted membership
 * (decision 0029). Used by projects' default watchers.
 */
function selectable(ctx: TenantScope) {
  return and(eq(companyUsers.companyId, ctx.companyId), acceptedActiveMembership);
}

export function selectableWatchers(db: Executor, ctx: TenantScope) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(selectable(ctx))
    .orderBy(asc(users.firstName), asc(users.lastName));
}

/** The ids among `userIds` that are not selectable watchers of the company. */
export async function unselectableWatchers(
  db: Executor,
  ctx: TenantScope,
  userIds: number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: users.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(selectable(ctx), inArray(users.id, userIds)));
  const ok = new Set(rows.map((r) => r.userId));
  return userIds.filter((id) => !ok.has(id));
}
