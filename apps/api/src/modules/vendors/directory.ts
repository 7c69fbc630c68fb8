import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vendorUsers, vendors } from '../../db/schema/index';
import { likePattern } from '../../platform/lists';

/**
 * The shared vendor directory as companies see it: vendor records and public vendor users. Vendor
 * accounts are global (not tenant rows); companies reach them through company_vendors.
 */
export type VendorRow = typeof vendors.$inferSelect;

export async function findVendor(db: Executor, id: number): Promise<VendorRow | undefined> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id)).limit(1);
  return row;
}

export async function insertVendorRecord(
  db: Executor,
  values: { name: string; domains: string[]; createdByCompanyId: number },
): Promise<VendorRow> {
  const [row] = await db.insert(vendors).values(values).returning();
  if (!row) throw new Error('insert vendors returned nothing');
  return row;
}

export async function updateVendorRecord(
  db: Executor,
  id: number,
  values: Partial<Pick<VendorRow, 'name' | 'domains' | 'description' | 'logoUrl'>>,
): Promise<void> {
  await db.update(vendors).set(values).where(eq(vendors.id, id));
}

/**
 * Serialises the vendor-domain check and write until the transaction ends, so the one of several
 * simultaneous claims that comes second sees the first and is told which vendor holds the domain
 * (the database's own key, vendor_domains, would refuse it anyway, with a less specific text).
 */
export async function lockVendorDomains(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('laydown_vendor_domains'))`);
}

/** The vendor owning `domain` (or a parent of it), other than `exceptVendorId`. */
export async function vendorByDomain(
  db: Executor,
  domain: string,
  exceptVendorId?: number,
): Promise<VendorRow | undefined> {
  const [row] = await db
    .select()
    .from(vendors)
    .where(
      and(
        sql`exists (select 1 from unnest(${vendors.domains}) d where ${domain} = d or ${domain} like '%.' || d)`,
        exceptVendorId ? sql`${vendors.id} <> ${exceptVendorId}` : undefined,
      ),
    )
    .orderBy(asc(vendors.id))
    .limit(1);
  return row;
}

/** Vendors whose name or one of whose domains contains the term, by name (a page of 20). */
export function searchVendors(db: Executor, term: string): Promise<VendorRow[]> {
  const pattern = likePattern(term);
  return db
    .select()
    .from(vendors)
    .where(
      or(
        ilike(vendors.name, pattern),
        sql`exists (select 1 from unnest(${vendors.domains}) d where d ilike ${pattern})`,
      ),
    )
    .orderBy(asc(vendors.name), asc(vendors.id))
    .limit(20);
}

/** Public vendor users whose email or name contains the term (contact autocomplete). */
export function searchPublicVendorUsers(db: Executor, term: string, vendorId?: number) {
  const pattern = likePattern(term);
  return db
    .select({ user: vendorUsers, vendor: vendors })
    .from(vendorUsers)
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(
      and(
        eq(vendorUsers.isPublic, true),
        eq(vendorUsers.active, true),
        vendorId ? eq(vendors.id, vendorId) : undefined,
        or(
          ilike(vendorUsers.email, pattern),
          sql`(${vendorUsers.firstName} || ' ' || ${vendorUsers.lastName}) ilike ${pattern}`,
        ),
      ),
    )
    .orderBy(asc(vendorUsers.email))
    .limit(20);
}

export async function findPublicVendorUser(db: Executor, id: number) {
  const [row] = await db
    .select({ user: vendorUsers, vendor: vendors })
    .from(vendorUsers)
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(and(eq(vendorUsers.id, id), eq(vendorUsers.isPublic, true)))
    .limit(1);
  return row;
}
