import { count, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_ROLE_PERMISSIONS,
  ROLE_NAMES,
  type CompanyType,
  type PlanTier,
} from '@laydown/domain';
import type { Executor } from '../../db/client';
import { companies, companyUsers, roles } from '../../db/schema/index';

export type CompanyRow = typeof companies.$inferSelect;

export async function insertCompanyWithRoles(
  db: Executor,
  values: { name: string; planTier: PlanTier; companyType: CompanyType },
): Promise<CompanyRow> {
  const [company] = await db.insert(companies).values(values).returning();
  if (!company) throw new Error('insert companies returned nothing');
  await db.insert(roles).values(
    ROLE_NAMES.map((name) => ({
      companyId: company.id,
      name,
      permissions: [...DEFAULT_ROLE_PERMISSIONS[name]],
    })),
  );
  return company;
}

/** Customer companies: the provider catalogue company (is_catalog) is not one. */
export async function countCompanies(db: Executor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(companies)
    .where(eq(companies.isCatalog, false));
  return row?.n ?? 0;
}

export async function listCompanies(db: Executor, limit: number, offset: number) {
  const usersCount = db
    .select({ companyId: companyUsers.companyId, n: count().as('n') })
    .from(companyUsers)
    .groupBy(companyUsers.companyId)
    .as('users_count');
  return db
    .select({ company: companies, usersCount: sql<number>`coalesce(${usersCount.n}, 0)::int` })
    .from(companies)
    .leftJoin(usersCount, eq(usersCount.companyId, companies.id))
    .where(eq(companies.isCatalog, false))
    .orderBy(desc(companies.createdAt), desc(companies.id))
    .limit(limit)
    .offset(offset);
}

/** Serialises first-run setup so two browsers cannot both create "the first" company. */
export async function lockSetup(db: Executor): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('laydown_setup'))`);
}

/** The company's feature flags (access-and-platform §6), {} when none are set. */
export async function featureFlags(db: Executor, companyId: number) {
  const [row] = await db
    .select({ flags: companies.featureFlags })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.flags ?? {};
}
