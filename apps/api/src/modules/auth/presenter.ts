import { deriveAbilities, toPermissionMap } from '@laydown/domain';
import type { CurrentUser } from '@laydown/contracts';
import type { Executor } from '../../db/client';
import type { Principal } from '../../platform/auth/principal';
import { NotFoundError } from '../../platform/errors';
import * as companyUsers from '../company-users/service';
import { loadUserSettings } from '../user-settings/service';
import * as users from '../users/service';
import * as vendors from '../vendors/service';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const NO_INVITATION = {
  invitation_accepted_at: null,
  invitation_sent_at: null,
  invitation_link: null,
  invitation_expires_at: null,
} as const;

/** GET /api/user: the current user with the fields of access-and-platform §3 that exist so far. */
export async function presentCurrentUser(db: Executor, principal: Principal): Promise<CurrentUser> {
  if (principal.accessType === 'VENDOR') {
    const row = await vendors.loadVendorUser(db, principal.vendorUserId);
    if (!row) throw new NotFoundError();
    return {
      id: row.user.id,
      email: row.user.email,
      type: 'VENDOR',
      role: { id: null, name: row.user.role },
      account: { id: row.user.vendorId, name: row.vendorName, type: 'VENDOR' },
      company_id: null,
      company_user_id: null,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      project_group_ids: [],
      user_permissions: toPermissionMap([]),
      abilities: deriveAbilities([]),
      feature_flags: {},
      is_laydown: false,
      impersonator: null,
      is_active: row.user.active,
      deactivated_at: null,
      ...NO_INVITATION,
      sign_in_count: row.user.signInCount,
      home_page: null,
    };
  }

  const user = await users.findUserById(db, principal.userId);
  if (!user) throw new NotFoundError();
  const details = principal.membership
    ? await users.loadMembershipDetails(db, principal.membership.companyUserId)
    : undefined;
  const impersonator = principal.impersonatorUserId
    ? await users.findUserById(db, principal.impersonatorUserId)
    : undefined;
  const membership = details?.companyUser;
  const projectGroupIds = membership
    ? await companyUsers.projectGroupIdsOf(db, { companyId: membership.companyId }, membership.id)
    : [];
  return {
    id: user.id,
    email: user.email,
    type: 'CONTRACTOR',
    role: details ? { id: details.roleId, name: details.roleName } : null,
    account: details
      ? { id: details.companyId, name: details.companyName, type: details.companyType }
      : null,
    company_id: details?.companyId ?? null,
    company_user_id: membership?.id ?? null,
    first_name: user.firstName,
    last_name: user.lastName,
    project_group_ids: projectGroupIds,
    user_permissions: toPermissionMap(principal.membership?.permissions ?? []),
    abilities: deriveAbilities(principal.membership?.permissions ?? new Set()),
    feature_flags: details?.featureFlags ?? {},
    is_laydown: user.isLaydown,
    impersonator: impersonator
      ? {
          id: impersonator.id,
          email: impersonator.email,
          first_name: impersonator.firstName,
          last_name: impersonator.lastName,
        }
      : null,
    is_active: membership?.active ?? true,
    deactivated_at: iso(membership?.deactivatedAt),
    invitation_accepted_at: iso(membership?.invitationAcceptedAt),
    invitation_sent_at: iso(membership?.invitationSentAt),
    invitation_link: null,
    invitation_expires_at: iso(membership?.invitationExpiresAt),
    sign_in_count: user.signInCount,
    home_page: (await loadUserSettings(db, user.id)).home_page,
  };
}
