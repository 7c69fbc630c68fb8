import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import {
  companies,
  companyUsers,
  companyVendorContacts,
  projects,
  users,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/**
 * Records an order's other calls point at, read for the signed-in company only: an id that is not
 * found here is another company's or missing, and the service answers 404 for it. A create's and a
 * save's are read in one statement (document-records-repository.ts).
 */

export async function findProject(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select({ id: projects.id, name: projects.name, projectCode: projects.projectCode })
    .from(projects)
    .where(and(eq(projects.companyId, ctx.companyId), eq(projects.id, id)));
  return row;
}

export async function vendorContactIds(
  db: Executor,
  ctx: TenantScope,
  companyVendorId: number,
  ids: number[],
) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: companyVendorContacts.id })
    .from(companyVendorContacts)
    .where(
      and(
        eq(companyVendorContacts.companyId, ctx.companyId),
        eq(companyVendorContacts.companyVendorId, companyVendorId),
        inArray(companyVendorContacts.id, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function companyUserIds(db: Executor, ctx: TenantScope, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const rows = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, ctx.companyId), inArray(companyUsers.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/** The signed-in user's name and email, for the order's last action and history. */
export async function findUserName(db: Executor, userId: number) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findCompanyName(db: Executor, ctx: TenantScope) {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, ctx.companyId));
  return row?.name ?? '';
}
