import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CompanyType, PlanTier, RoleName } from '@laydown/domain';
import type { Database } from '../../src/db/client';
import { companyUsers } from '../../src/db/schema/index';
import * as companies from '../../src/modules/companies/service';
import * as users from '../../src/modules/users/service';
import * as vendors from '../../src/modules/vendors/service';

export const PASSWORD = 'Sturdy-Passw0rd!';

export const uniqueEmail = (who: string, domain = 'factory.test') =>
  `${who}-${randomUUID().slice(0, 8)}@${domain}`;

export interface Person {
  email: string;
  password: string;
  userId: number;
}

export interface TestCompany {
  id: number;
  name: string;
  admin: Person & { companyUserId: number };
}

/** A company of its own with its default roles and an admin, so tests never share data. */
export async function createCompany(
  db: Database,
  opts: { name?: string; planTier?: PlanTier; companyType?: CompanyType; adminEmail?: string } = {},
): Promise<TestCompany> {
  const email = opts.adminEmail ?? uniqueEmail('admin');
  const { company, admin } = await db.transaction((tx) =>
    companies.createCompanyWithAdmin(tx, {
      company: {
        name: opts.name ?? `Company ${randomUUID().slice(0, 6)}`,
        plan_tier: opts.planTier ?? 'PROFESSIONAL',
        company_type: opts.companyType ?? 'GENERAL_CONTRACTOR',
      },
      admin: { email, first_name: 'Ada', last_name: 'Admin', password: PASSWORD },
    }),
  );
  return { id: company.id, name: company.name, admin: { email, password: PASSWORD, ...admin } };
}

export async function addMember(
  db: Database,
  companyId: number,
  role: RoleName,
  email = uniqueEmail(role.toLowerCase()),
): Promise<Person & { companyUserId: number }> {
  const ids = await users.createMember(db, companyId, role, {
    email,
    password: PASSWORD,
    firstName: 'Test',
    lastName: role,
  });
  return { email, password: PASSWORD, ...ids };
}

export async function deactivateMember(db: Database, companyUserId: number): Promise<void> {
  await db
    .update(companyUsers)
    .set({ active: false, deactivatedAt: new Date() })
    .where(eq(companyUsers.id, companyUserId));
}

export async function createSupportUser(
  db: Database,
  email = uniqueEmail('support'),
): Promise<Person> {
  const userId = await users.createSupportUser(db, {
    email,
    password: PASSWORD,
    firstName: 'Sam',
    lastName: 'Support',
  });
  return { email, password: PASSWORD, userId };
}

export async function createVendorUser(
  db: Database,
  companyId: number,
): Promise<Person & { vendorId: number }> {
  const domain = `v${randomUUID().slice(0, 6)}.test`;
  const email = uniqueEmail('vendor', domain);
  const { vendorId, vendorUserId } = await vendors.createVendorForCompany(
    db,
    companyId,
    { name: `Vendor ${domain}`, domains: [domain] },
    { email, password: PASSWORD, firstName: 'Val', lastName: 'Vendor', role: 'ADMIN' },
  );
  return { email, password: PASSWORD, userId: vendorUserId, vendorId };
}
