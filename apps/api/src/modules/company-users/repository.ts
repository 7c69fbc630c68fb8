import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CompanyUserFilter } from '@laydown/domain';
import type { Executor } from '../../db/client';
import {
  companies,
  companyUserProjectGroups,
  companyUsers,
  projectGroups,
  roles,
  users,
} from '../../db/schema/index';
import { acceptedActiveMembership, memberView } from '../../platform/auth/membership-rules';
import type { TenantScope } from '../../platform/scope';

export interface ListQuery {
  page: number;
  perPage: number;
  search?: string;
  filter?: CompanyUserFilter;
  sort?: 'name' | 'email' | 'role' | 'created_at';
  direction?: 'asc' | 'desc';
}

const groupIds = sql<number[]>`coalesce((
  select array_agg(${companyUserProjectGroups.projectGroupId} order by ${companyUserProjectGroups.projectGroupId})
  from ${companyUserProjectGroups}
  where ${companyUserProjectGroups.companyId} = ${companyUsers.companyId}
    and ${companyUserProjectGroups.companyUserId} = ${companyUsers.id}
), '{}')`;

const columns = {
  member: companyUsers,
  email: users.email,
  firstName: memberView.firstName,
  lastName: memberView.lastName,
  signInCount: memberView.signInCount,
  roleName: roles.name,
  projectGroupIds: groupIds,
};

export type CompanyUserRow = {
  member: typeof companyUsers.$inferSelect;
  email: string;
  firstName: string;
  lastName: string;
  signInCount: number;
  roleName: string;
  projectGroupIds: number[];
};

function base(db: Executor) {
  return db
    .select(columns)
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .innerJoin(
      roles,
      and(eq(roles.companyId, companyUsers.companyId), eq(roles.id, companyUsers.roleId)),
    );
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const memberName = sql`${memberView.firstName} || ' ' || ${memberView.lastName}`;

/** A member in no project group (the list's `ungrouped` filter). */
const ungroupedMember = sql`not exists (select 1 from ${companyUserProjectGroups}
  where ${companyUserProjectGroups.companyId} = ${companyUsers.companyId}
    and ${companyUserProjectGroups.companyUserId} = ${companyUsers.id})`;

function listWhere(ctx: TenantScope, q: ListQuery): SQL | undefined {
  const filters: (SQL | undefined)[] = [eq(companyUsers.companyId, ctx.companyId)];
  if (q.filter === 'activated') filters.push(eq(companyUsers.active, true));
  if (q.filter === 'deactivated') filters.push(eq(companyUsers.active, false));
  if (q.filter === 'ungrouped') {
    filters.push(ungroupedMember);
  }
  if (q.search) {
    const pattern = `%${escapeLike(q.search)}%`;
    filters.push(or(ilike(users.email, pattern), ilike(memberName, pattern)));
  }
  return and(...filters);
}

function orderBy(q: ListQuery): SQL[] {
  const dir = q.direction === 'desc' ? desc : asc;
  switch (q.sort) {
    case 'name':
      return [dir(sql`lower(${memberName})`), asc(companyUsers.id)];
    case 'email':
      return [dir(sql`lower(${users.email})`), asc(companyUsers.id)];
    case 'role':
      return [dir(roles.name), asc(companyUsers.id)];
    case 'created_at':
      return [dir(companyUsers.createdAt), asc(companyUsers.id)];
    default:
      return [asc(sql`lower(${memberName})`), asc(companyUsers.id)];
  }
}

export async function listCompanyUsers(db: Executor, ctx: TenantScope, q: ListQuery) {
  const where = listWhere(ctx, q);
  const rows = await base(db)
    .where(where)
    .orderBy(...orderBy(q))
    .limit(q.perPage)
    .offset((q.page - 1) * q.perPage);
  const [total] = await db
    .select({ n: count() })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(where);
  return { rows: rows as CompanyUserRow[], total: total?.n ?? 0 };
}

export async function findCompanyUser(
  db: Executor,
  ctx: TenantScope,
  companyUserId: number,
): Promise<CompanyUserRow | undefined> {
  const [row] = await base(db)
    .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.id, companyUserId)))
    .limit(1);
  return row as CompanyUserRow | undefined;
}

export async function findMembershipOfUser(db: Executor, ctx: TenantScope, userId: number) {
  const [row] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.userId, userId)))
    .limit(1);
  return row;
}

export async function roleExists(db: Executor, ctx: TenantScope, roleId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, ctx.companyId), eq(roles.id, roleId)))
    .limit(1);
  return Boolean(row);
}

/** How many of `ids` are project groups of the company. */
export async function countProjectGroups(
  db: Executor,
  ctx: TenantScope,
  ids: number[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: count() })
    .from(projectGroups)
    .where(and(eq(projectGroups.companyId, ctx.companyId), inArray(projectGroups.id, ids)));
  return row?.n ?? 0;
}

/** The project groups for pickers (id and name); the groups themselves belong to projects. */
export async function projectGroupOptions(db: Executor, ctx: TenantScope) {
  return db
    .select({ id: projectGroups.id, name: projectGroups.name })
    .from(projectGroups)
    .where(eq(projectGroups.companyId, ctx.companyId))
    .orderBy(asc(projectGroups.name));
}

/** The company's roles for pickers (id and name), in the order of the roles list. */
export async function roleOptions(db: Executor, ctx: TenantScope) {
  return db
    .select({ id: roles.id, name: roles.name })
    .from(roles)
    .where(eq(roles.companyId, ctx.companyId))
    .orderBy(asc(roles.id));
}

/** How many members each filter of the list holds, in one read. */
export async function memberCounts(db: Executor, ctx: TenantScope) {
  const [row] = await db
    .select({
      all: count(),
      ungrouped: sql<number>`count(*) filter (where ${ungroupedMember})`.mapWith(Number),
      activated: sql<number>`count(*) filter (where ${companyUsers.active})`.mapWith(Number),
      deactivated: sql<number>`count(*) filter (where not ${companyUsers.active})`.mapWith(Number),
    })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, ctx.companyId));
  return row ?? { all: 0, ungrouped: 0, activated: 0, deactivated: 0 };
}

export async function replaceProjectGroups(
  db: Executor,
  ctx: TenantScope,
  companyUserId: number,
  ids: number[],
): Promise<void> {
  await db
    .delete(companyUserProjectGroups)
    .where(
      and(
        eq(companyUserProjectGroups.companyId, ctx.companyId),
        eq(companyUserProjectGroups.companyUserId, companyUserId),
      ),
    );
  if (ids.length === 0) return;
  await db.insert(companyUserProjectGroups).values(
    [...new Set(ids)].map((projectGroupId) => ({
      companyId: ctx.companyId,
      companyUserId,
      projectGroupId,
    })),
  );
}

export async function projectGroupIdsOf(db: Executor, ctx: TenantScope, companyUserId: number) {
  const rows = await db
    .select({ id: companyUserProjectGroups.projectGroupId })
    .from(companyUserProjectGroups)
    .where(
      and(
        eq(companyUserProjectGroups.companyId, ctx.companyId),
        eq(companyUserProjectGroups.companyUserId, companyUserId),
      ),
    )
    .orderBy(asc(companyUserProjectGroups.projectGroupId));
  return rows.map((r) => r.id);
}

export async function updateMembership(
  db: Executor,
  ctx: TenantScope,
  companyUserId: number,
  values: Partial<typeof companyUsers.$inferInsert>,
): Promise<void> {
  await db
    .update(companyUsers)
    .set(values)
    .where(and(eq(companyUsers.companyId, ctx.companyId), eq(companyUsers.id, companyUserId)));
}

export async function insertInvitedMembership(
  db: Executor,
  ctx: TenantScope,
  values: {
    userId: number;
    roleId: number;
    invitationExpiresAt: Date;
    replacingCompanyUserId: number | null;
  },
): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(companyUsers)
    .values({
      companyId: ctx.companyId,
      userId: values.userId,
      roleId: values.roleId,
      invitationSentAt: now,
      invitationExpiresAt: values.invitationExpiresAt,
      replacingCompanyUserId: values.replacingCompanyUserId,
    })
    .returning({ id: companyUsers.id });
  if (!row) throw new Error('insert company_users returned nothing');
  return row.id;
}

/** Support staff pick a member of any company by id (internal admin only). */
export async function findCompanyUserById(db: Executor, companyUserId: number) {
  const [row] = await base(db).where(eq(companyUsers.id, companyUserId)).limit(1);
  return row as CompanyUserRow | undefined;
}

/**
 * §4 'possible user', the same rule as isPossibleUser in the domain: active, not deactivated, and
 * either the invitation was accepted or the user has signed in. A company sees a member's sign-ins
 * only after acceptance (memberView), so both read as one: the membership was accepted.
 */
export async function possibleUsers(db: Executor, ctx: TenantScope, search?: string) {
  const pattern = search ? `%${escapeLike(search)}%` : null;
  return db
    .select({
      id: users.id,
      companyUserId: companyUsers.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        eq(companyUsers.companyId, ctx.companyId),
        acceptedActiveMembership,
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.firstName} || ' ' || ${users.lastName})`), asc(users.id))
    .limit(1000);
}

/** Serialises changes of who administers the company (one transaction at a time per company). */
export async function lockCompany(db: Executor, ctx: TenantScope): Promise<void> {
  await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, ctx.companyId))
    .for('update');
}

/** Active, accepted members with the ADMIN role, other than `exceptCompanyUserId`. */
export async function countActiveAdmins(
  db: Executor,
  ctx: TenantScope,
  exceptCompanyUserId: number,
) {
  const [row] = await db
    .select({ n: count() })
    .from(companyUsers)
    .innerJoin(
      roles,
      and(eq(roles.companyId, companyUsers.companyId), eq(roles.id, companyUsers.roleId)),
    )
    .where(
      and(
        eq(companyUsers.companyId, ctx.companyId),
        eq(roles.name, 'ADMIN'),
        acceptedActiveMembership,
        sql`${companyUsers.id} <> ${exceptCompanyUserId}`,
      ),
    );
  return row?.n ?? 0;
}
