import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { RoleName } from '@laydown/domain';
import type { Database } from '../../src/db/client';
import { companyEmailDomains, projectGroups, roles } from '../../src/db/schema/index';

/** A project group row, so membership links can be tested without the project-group screens. */
export async function createProjectGroup(db: Database, companyId: number, name?: string) {
  const [row] = await db
    .insert(projectGroups)
    .values({ companyId, name: name ?? `Group ${randomUUID().slice(0, 6)}` })
    .returning();
  if (!row) throw new Error('insert project_groups returned nothing');
  return row;
}

export async function roleId(db: Database, companyId: number, name: RoleName): Promise<number> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.companyId, companyId), eq(roles.name, name)));
  if (!row) throw new Error(`no role ${name}`);
  return row.id;
}

/**
 * A domain the company holds verified, as if its confirmation mail had been opened; for tests
 * about what a verified domain allows (single sign-on), not about verifying one.
 */
export async function verifiedDomain(db: Database, companyId: number, domain: string) {
  await db
    .insert(companyEmailDomains)
    .values({ companyId, domain, verificationEmail: `it@${domain}`, verifiedAt: new Date() });
  return domain;
}
