import type { z } from 'zod';
import type { createCompanyRequest } from '@laydown/contracts';
import type { Database, Executor } from '../../db/client';
import { ConflictError } from '../../platform/errors';
import * as projects from '../projects/service';
import * as units from '../units/service';
import * as users from '../users/service';
import * as repo from './repository';
import { systemScope } from '../../platform/scope';

export type CreateCompanyInput = z.output<typeof createCompanyRequest>;

/** A company with its default roles and its first admin, in the caller's transaction. */
export async function createCompanyWithAdmin(db: Executor, input: CreateCompanyInput) {
  const company = await repo.insertCompanyWithRoles(db, {
    name: input.company.name,
    planTier: input.company.plan_tier,
    companyType: input.company.company_type,
  });
  const admin = await users.createMember(db, company.id, 'ADMIN', {
    email: input.admin.email,
    password: input.admin.password,
    firstName: input.admin.first_name,
    lastName: input.admin.last_name,
  });
  const setup = systemScope('company setup', company.id);
  await units.seedCompanyUnits(db, setup);
  await projects.createPlaceholderProject(db, setup);
  return { company, admin };
}

/**
 * POST /internal/companies: a company and its first admin in one transaction. The company does
 * not exist before it, so there is no tenant scope to open a unit of work for (as for setup).
 */
export async function createCompany(db: Database, input: CreateCompanyInput) {
  return db.transaction((tx) => createCompanyWithAdmin(tx, input));
}

export async function listCompanies(db: Database, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    repo.listCompanies(db, perPage, (page - 1) * perPage),
    repo.countCompanies(db),
  ]);
  return { rows, total };
}

export async function isSetupRequired(db: Executor): Promise<boolean> {
  return (await repo.countCompanies(db)) === 0;
}

/** The demo seed takes the same lock as setup: exactly one of them creates the first company. */
export const lockSetupForSeed = repo.lockSetup;

export const ALREADY_SET_UP = 'Laydown is already set up. Sign in instead.';

/** The first company of a fresh install (DEMO=0); refused once any company exists. */
export async function setUpFirstCompany(db: Database, input: CreateCompanyInput) {
  return db.transaction(async (tx) => {
    await repo.lockSetup(tx);
    if (!(await isSetupRequired(tx))) throw new ConflictError(ALREADY_SET_UP, 'already_set_up');
    return createCompanyWithAdmin(tx, input);
  });
}

/** Whether a company feature flag is on (procurement-core §6: tax_codes, disable_request_new_material...). */
export async function featureFlagOn(db: Executor, companyId: number, flag: string) {
  const flags = await repo.featureFlags(db, companyId);
  return flags[flag] === true;
}
