import { ACCESS_MESSAGES } from '@laydown/domain';
import type { Database, Executor } from '../../db/client';
import { forbidAccessChangeWhileImpersonating } from '../../platform/auth/guards';
import { deleteUserSessions } from '../../platform/auth/session-store';
import { recordAudit } from '../../platform/audit';
import { NotFoundError, ValidationError } from '../../platform/errors';
import * as repo from './repository';
import type { CompanyScope, TenantScope } from '../../platform/scope';

export const COMPANY_USER_MESSAGES = {
  unknownRole: 'Please choose one of your company roles.',
  unknownProjectGroup: 'Please choose project groups of your company.',
  unknownReplacedUser: 'Please choose a member of your company to replace.',
  selfDeactivation: 'You cannot deactivate yourself.',
} as const;

export const listCompanyUsers = repo.listCompanyUsers;
/** Members who can be picked as watchers, matching a search term. */
export const possibleUsers = repo.possibleUsers;
export const projectGroupOptions = repo.projectGroupOptions;
export const projectGroupIdsOf = repo.projectGroupIdsOf;

/** GET /api/company_settings/manage_users: the page's choices and its filter counts. */
export async function manageUsersSettings(db: Executor, ctx: TenantScope) {
  const [roles, projectGroups, counts] = await Promise.all([
    repo.roleOptions(db, ctx),
    repo.projectGroupOptions(db, ctx),
    repo.memberCounts(db, ctx),
  ]);
  return { roles, project_groups: projectGroups, counts };
}

export async function getCompanyUser(db: Executor, ctx: TenantScope, id: number) {
  const row = await repo.findCompanyUser(db, ctx, id);
  if (!row) throw new NotFoundError();
  return row;
}

/** Ids a body names must be the company's own; another company's id is refused like a made-up one. */
export async function assertRole(db: Executor, ctx: TenantScope, roleId: number, field: string) {
  if (!(await repo.roleExists(db, ctx, roleId))) {
    throw new ValidationError(COMPANY_USER_MESSAGES.unknownRole, {
      [field]: [COMPANY_USER_MESSAGES.unknownRole],
    });
  }
}

export async function assertProjectGroups(
  db: Executor,
  ctx: CompanyScope,
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

/**
 * Deactivation ends the member's sessions in this company at once (decision 0002), including
 * the ones its single sign-on made, which cannot have left it (decision 0029).
 */
export async function deactivate(db: Executor, ctx: TenantScope, companyUserId: number) {
  const row = await getCompanyUser(db, ctx, companyUserId);
  await repo.updateMembership(db, ctx, companyUserId, { active: false, deactivatedAt: new Date() });
  await deleteUserSessions(db, row.member.userId, { companyId: ctx.companyId });
  await recordAudit(db, {
    action: 'membership.deactivated',
    companyId: ctx.companyId,
    actorUserId: ctx.userId ?? null,
    subjectUserId: row.member.userId,
    detail: { company_user_id: companyUserId },
  });
}

/**
 * A change that would leave the company without an active, accepted ADMIN is refused (finding 7
 * of the attack test): nobody could manage it any more. The company row is locked so that two
 * admins demoting each other at once cannot both pass.
 */
async function assertAnotherAdminRemains(tx: Executor, ctx: TenantScope, row: repo.CompanyUserRow) {
  if (row.roleName !== 'ADMIN' || !row.member.active || !row.member.invitationAcceptedAt) return;
  await repo.lockCompany(tx, ctx);
  if ((await repo.countActiveAdmins(tx, ctx, row.member.id)) === 0) {
    throw new ValidationError(ACCESS_MESSAGES.lastAdmin, {
      'company_user.role_id': [ACCESS_MESSAGES.lastAdmin],
    });
  }
}

export interface CompanyUserChanges {
  role_id?: number;
  project_group_ids?: number[];
  active?: boolean;
}

/** PATCH /api/company_users/:id: role, project groups and active (§2 Company users management). */
export async function updateCompanyUser(
  db: Database,
  ctx: CompanyScope,
  id: number,
  changes: CompanyUserChanges,
) {
  forbidAccessChangeWhileImpersonating(ctx);
  return db.transaction((tx) => applyChanges(tx, ctx, id, changes));
}

async function applyChanges(
  tx: Executor,
  ctx: CompanyScope,
  id: number,
  changes: CompanyUserChanges,
) {
  const row = await getCompanyUser(tx, ctx, id);
  if (changes.role_id !== undefined && changes.role_id !== row.member.roleId) {
    await assertRole(tx, ctx, changes.role_id, 'company_user.role_id');
    await assertAnotherAdminRemains(tx, ctx, row);
    await repo.updateMembership(tx, ctx, id, { roleId: changes.role_id });
    await recordAudit(tx, {
      action: 'membership.role_changed',
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      subjectUserId: row.member.userId,
      detail: { company_user_id: id, from_role_id: row.member.roleId, to_role_id: changes.role_id },
    });
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
    await assertAnotherAdminRemains(tx, ctx, row);
    await deactivate(tx, ctx, id);
  }
  if (changes.active === true && !row.member.active) {
    await repo.updateMembership(tx, ctx, id, { active: true, deactivatedAt: null });
    await recordAudit(tx, {
      action: 'membership.reactivated',
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      subjectUserId: row.member.userId,
      detail: { company_user_id: id },
    });
  }
  return getCompanyUser(tx, ctx, id);
}

/** PATCH /api/company_settings/manage_users: one change applied to several members, all or nothing. */
export async function manageUsers(
  db: Database,
  ctx: CompanyScope,
  ids: number[],
  changes: CompanyUserChanges,
) {
  forbidAccessChangeWhileImpersonating(ctx);
  return db.transaction(async (tx) => {
    const rows = [];
    for (const id of [...new Set(ids)]) rows.push(await applyChanges(tx, ctx, id, changes));
    return rows;
  });
}
