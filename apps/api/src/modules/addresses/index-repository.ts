import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, addressTos, companyVendors, projects, vendors } from '../../db/schema/index';
import type { TenantScope } from '../../platform/scope';

/** The address index: every address of the company with the name of what owns it. */
export function addressIndex(db: Executor, ctx: TenantScope) {
  return db
    .select({
      address: addresses,
      projectName: projects.name,
      vendorName: sql<string | null>`${vendors.name}`,
    })
    .from(addresses)
    .leftJoin(
      projects,
      and(eq(projects.companyId, addresses.companyId), eq(projects.id, addresses.projectId)),
    )
    .leftJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, addresses.companyId),
        eq(companyVendors.id, addresses.companyVendorId),
      ),
    )
    .leftJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .where(eq(addresses.companyId, ctx.companyId))
    .orderBy(asc(addresses.id));
}

export type AddressToRow = typeof addressTos.$inferSelect;

export function listAddressTos(db: Executor, ctx: TenantScope) {
  return db
    .select()
    .from(addressTos)
    .where(eq(addressTos.companyId, ctx.companyId))
    .orderBy(asc(addressTos.name));
}

export async function insertAddressTo(db: Executor, ctx: TenantScope, name: string) {
  const [row] = await db.insert(addressTos).values({ companyId: ctx.companyId, name }).returning();
  if (!row) throw new Error('insert address_tos returned nothing');
  return row;
}

export async function updateAddressTo(db: Executor, ctx: TenantScope, id: number, name: string) {
  const [row] = await db
    .update(addressTos)
    .set({ name })
    .where(and(eq(addressTos.companyId, ctx.companyId), eq(addressTos.id, id)))
    .returning();
  return row;
}
