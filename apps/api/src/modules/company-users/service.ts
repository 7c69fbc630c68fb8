import type { Database, Executor } from '../../db/client';
import type { CompanyContext } from '../../platform/auth/principal';
import { deleteUserSessions } from '../../platform/auth/session-store';
import { NotFoundError, ValidationError } from '../../platform/errors';
import * as repo from './repository';

export const COMPANY_USER_MESSAGES = {
  unknownRole: 'Please choose one of your company roles.',
  unknownProjectGroup: 'Please choose project groups of your company.',
  unknownReplacedUser: 'Please choose a member of your company to replace.',
  selfDeactivation: 'You cannot deactivate yourself.',
} as const;

export const listCompanyUsers = repo.listCompanyUsers;
export const projectGroupOptions = repo.projectGroupOptions;
export const projectGroupIdsOf = repo.projectGroupIdsOf;

type TenantCtx = Pick<CompanyContext, 'companyId'>;

export async function getCompanyUser(db: Executor, ctx: TenantCtx, id: number) {
  const row = await repo.findCompanyUser(db, ctx, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** Ids a body names must be the company's own; another company's id is refused like a made-up one. */
export async function assertRole(db: Executor, ctx: TenantCtx, roleId: number, field: string) {
  if (!(await repo.roleExists(db, ctx, roleId))) {
    throw new ValidationError(COMPANY_USER_MESSAGES.unknownRole, {
      [field]: [COMPANY_USER_MESSAGES.unknownRole],
    });
  }
}

export async function assertProjectGroups(
  db: Executor,
  ctx: CompanyContext,
  ids: number[],
  field: string,
) {
  const unique = [...new Set(ids)];
  if ((await repo.countProjectGroups(db, ctx, unique)) !== unique.length) {
    throw new ValidationError(COMPANY_USER_MESSAGES.unknownProjectGroup, {
      [field]: [COMPANY_USER_MESSAGES.unknownProjectGroup],
    });
  }
}

/** Deactivation ends the member's sessions in this company at once (decision 0002). */
export async function deactivate(db: Executor, ctx: TenantCtx, companyUserId: number) {
  const row = await getCompanyUser(db, ctx, companyUserId);
  await repo.updateMembership(db, ctx, companyUserId, { active: false, deactivatedAt: new Date() });
  await deleteUserSessions(db, row.member.userId, { companyId: ctx.companyId });
}

export interface CompanyUserChanges {
  role_id?: number;
  project_group_ids?: number[];
  active?: boolean;
}

/** PATCH /api/company_users/:id: role, project groups and active (§2 Company users management). */
export async function updateCompanyUser(
  db: Database,
  ctx: CompanyContext,
  id: number,
  changes: CompanyUserChanges,
) {
  return db.transaction((tx) => applyChanges(tx, ctx, id, changes));
}

async function applyChanges(
  tx: Executor,
  ctx: CompanyContext,
  id: number,
  changes: CompanyUserChanges,
) {
  const row = await getCompanyUser(tx, ctx, id);
  if (changes.role_id !== undefined) {
    await assertRole(tx, ctx, changes.role_id, 'company_user.role_id');
    await repo.updateMembership(tx, ctx, id, { roleId: changes.role_id });
  }
  if (changes.project_group_ids !== undefined) {
    await assertProjectGroups(tx, ctx, changes.project_group_ids, 'company_user.project_group_ids');
    await repo.replaceProjectGroups(tx, ctx, id, changes.project_group_ids);
  }
  if (changes.active === false && row.member.active) {
    if (id === ctx.companyUserId) {
      throw new ValidationError(COMPANY_USER_MESSAGES.selfDeactivation, {
        'company_user.active': [COMPANY_USER_MESSAGES.selfDeactivation],
      });
    }
    await deactivate(tx, ctx, id);
  }
  if (changes.active === true && !row.member.active) {
    await repo.updateMembership(tx, ctx, id, { active: true, deactivatedAt: null });
  }
  return getCompanyUser(tx, ctx, id);
}

/** PATCH /api/company_settings/manage_users: one change applied to several members, all or nothing. */
export async function manageUsers(
  db: Database,
  ctx: CompanyContext,
  ids: number[],
  changes: CompanyUserChanges,
) {
  return db.transaction(async (tx) => {
    const rows = [];
    for (const id of [...new Set(ids)]) rows.push(await applyChanges(tx, ctx, id, changes));
    return rows;
  });
}
