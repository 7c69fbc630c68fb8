import { eq, sql } from 'drizzle-orm';
import type { VendorRole } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { companyVendors, vendorUsers, vendors } from '../../db/schema/index';

export type VendorUserRow = typeof vendorUsers.$inferSelect;

export async function insertVendor(
  db: Executor,
  values: { name: string; domains: string[] },
): Promise<number> {
  const [row] = await db.insert(vendors).values(values).returning({ id: vendors.id });
  if (!row) throw new Error('insert vendors returned nothing');
  return row.id;
}

export async function insertVendorUser(
  db: Executor,
  values: {
    vendorId: number;
    email: string;
    passwordHash: string;
    firstName: string;
    lastName: string;
    role: VendorRole;
  },
): Promise<number> {
  const [row] = await db.insert(vendorUsers).values(values).returning({ id: vendorUsers.id });
  if (!row) throw new Error('insert vendor_users returned nothing');
  return row.id;
}

export async function insertCompanyVendor(
  db: Executor,
  companyId: number,
  vendorId: number,
): Promise<void> {
  await db.insert(companyVendors).values({ companyId, vendorId });
}

export async function findVendorUserByEmail(
  db: Executor,
  email: string,
): Promise<VendorUserRow | undefined> {
  const [row] = await db
    .select()
    .from(vendorUsers)
    .where(sql`lower(${vendorUsers.email}) = lower(${email})`)
    .limit(1);
  return row;
}

export async function findVendorUserById(
  db: Executor,
  vendorUserId: number,
): Promise<VendorUserRow | undefined> {
  const [row] = await db.select().from(vendorUsers).where(eq(vendorUsers.id, vendorUserId));
  return row;
}

export async function recordVendorSignIn(db: Executor, vendorUserId: number): Promise<void> {
  await db
    .update(vendorUsers)
    .set({ signInCount: sql`${vendorUsers.signInCount} + 1`, lastSignInAt: new Date() })
    .where(eq(vendorUsers.id, vendorUserId));
}

export async function setVendorPasswordHash(
  db: Executor,
  vendorUserId: number,
  passwordHash: string,
): Promise<void> {
  await db.update(vendorUsers).set({ passwordHash }).where(eq(vendorUsers.id, vendorUserId));
}

export async function loadVendorUser(db: Executor, vendorUserId: number) {
  const [row] = await db
    .select({ user: vendorUsers, vendorName: vendors.name })
    .from(vendorUsers)
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(eq(vendorUsers.id, vendorUserId))
    .limit(1);
  return row;
}
