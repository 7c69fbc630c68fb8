import { and, asc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses } from '../../db/schema/index';
import type { TenantScope } from '../../platform/scope';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Pick<
  typeof addresses.$inferInsert,
  'nickname' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'zipCode' | 'country'
>;

/** Who an address belongs to; the company's own addresses have no owner. */
export type AddressOwner =
  { kind: 'company' } | { kind: 'project'; id: number } | { kind: 'company_vendor'; id: number };

export function ownerColumns(owner: AddressOwner) {
  return {
    projectId: owner.kind === 'project' ? owner.id : null,
    companyVendorId: owner.kind === 'company_vendor' ? owner.id : null,
  };
}

function ownerCondition(owner: AddressOwner): SQL | undefined {
  if (owner.kind === 'project') return eq(addresses.projectId, owner.id);
  if (owner.kind === 'company_vendor') return eq(addresses.companyVendorId, owner.id);
  return and(isNull(addresses.projectId), isNull(addresses.companyVendorId));
}

export function listOwned(db: Executor, ctx: TenantScope, owner: AddressOwner) {
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, ctx.companyId), ownerCondition(owner)))
    .orderBy(asc(addresses.id));
}

/** Addresses of many projects or vendors at once, for list pages. */
export function listForOwners(
  db: Executor,
  ctx: TenantScope,
  kind: 'project' | 'company_vendor',
  ids: number[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  const column = kind === 'project' ? addresses.projectId : addresses.companyVendorId;
  return db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, ctx.companyId), inArray(column, ids)))
    .orderBy(asc(addresses.id));
}

export async function findAddress(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, ctx.companyId), eq(addresses.id, id)))
    .limit(1);
  return row;
}

export async function insertAddress(
  db: Executor,
  ctx: TenantScope,
  owner: AddressOwner,
  values: AddressValues,
) {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, ...ownerColumns(owner), companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert addresses returned nothing');
  return row;
}

export async function updateAddress(
  db: Executor,
  ctx: TenantScope,
  id: number,
  owner: AddressOwner,
  values: AddressValues,
) {
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.companyId, ctx.companyId), eq(addresses.id, id), ownerCondition(owner)))
    .returning();
  return row;
}

export async function deleteAddress(
  db: Executor,
  ctx: TenantScope,
  id: number,
  owner: AddressOwner,
) {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.companyId, ctx.companyId), eq(addresses.id, id), ownerCondition(owner)))
    .returning({ id: addresses.id });
  return rows.length > 0;
}
