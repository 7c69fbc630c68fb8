import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/client';
import { createPublicOrderForm } from '../account/registration';
import * as companies from '../companies/service';
import * as users from '../users/service';
import * as vendors from '../vendors/service';
import { seedDemoReferenceData } from './reference-data';
import { seedDemoOrders } from '../orders/index';
import { systemScope } from '../../platform/scope';

export const DEMO_USERS = {
  admin: 'admin@demo.test',
  purchaser: 'purchaser@demo.test',
  requester: 'requester@demo.test',
  vendor: 'vendor@supplier.test',
  /** A second vendor's user, so an RFQ can go to two vendors and be leveled (issue 12). */
  secondVendor: 'sales@baylumber.test',
  support: 'support@demo.test',
} as const;

export const DEMO_ORDER_FORM = 'demo';

export interface DemoSeed {
  password: string;
  generatedPassword: boolean;
}

/** A random password that meets the password rules (upper, lower, digit, special). */
export function randomDemoPassword(): string {
  return `Demo-${randomBytes(9).toString('base64url')}7a`;
}

/**
 * On first start with an empty database: the demo company "Demo Construction" with its users, a
 * vendor and the reference data of reference-data.ts. Returns null when the database already has
 * a company, so it runs once.
 */
export async function seedDemo(
  db: Database,
  configuredPassword: string | undefined,
): Promise<DemoSeed | null> {
  const password = configuredPassword ?? randomDemoPassword();
  const seeded = await db.transaction(async (tx) => {
    await companies.lockSetupForSeed(tx);
    if (!(await companies.isSetupRequired(tx))) return false;
    const { company } = await companies.createCompanyWithAdmin(tx, {
      company: {
        name: 'Demo Construction',
        plan_tier: 'PROFESSIONAL',
        company_type: 'GENERAL_CONTRACTOR',
      },
      admin: { email: DEMO_USERS.admin, first_name: 'Alex', last_name: 'Admin', password },
    });
    const person = (email: string, firstName: string, lastName: string) => ({
      email,
      password,
      firstName,
      lastName,
    });
    await users.createMember(
      tx,
      company.id,
      'PURCHASER',
      person(DEMO_USERS.purchaser, 'Pat', 'Purchaser'),
    );
    await users.createMember(
      tx,
      company.id,
      'MATERIAL_REQUESTER',
      person(DEMO_USERS.requester, 'Riley', 'Requester'),
    );
    await users.createSupportUser(tx, person(DEMO_USERS.support, 'Sam', 'Support'));
    // Material requesters register at /?access-type=CONTRACTOR&public_order_form_url_extension=demo.
    await createPublicOrderForm(tx, company.id, DEMO_ORDER_FORM);
    const { vendorId } = await vendors.createVendorForCompany(
      tx,
      company.id,
      { name: 'Demo Supply Co.', domains: ['supplier.test'] },
      { ...person(DEMO_USERS.vendor, 'Val', 'Vendor'), role: 'ADMIN' },
    );
    const demo = systemScope('demo', company.id);
    await seedDemoReferenceData(tx, demo, vendorId);
    // After the reference data they use (projects, cost codes, tax codes, the vendor, contacts).
    await seedDemoOrders(tx, demo);
    // After the demo orders, which are all the first vendor's.
    await vendors.createVendorForCompany(
      tx,
      company.id,
      { name: 'Bay Lumber Co.', domains: ['baylumber.test'] },
      { ...person(DEMO_USERS.secondVendor, 'Blair', 'Lumber'), role: 'ADMIN' },
    );
    return true;
  });
  return seeded ? { password, generatedPassword: configuredPassword === undefined } : null;
}
