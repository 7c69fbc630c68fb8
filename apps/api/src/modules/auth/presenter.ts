import { z } from 'zod';
import { deriveAbilities, toPermissionMap, type Permission } from '@laydown/domain';
import { currentUserBody, type CurrentUser } from '@laydown/contracts';
import type { Database } from '../../db/client';
import type {
  ContractorPrincipal,
  Principal,
  VendorPrincipal,
} from '../../platform/auth/principal';
import { SessionCache } from '../../platform/auth/session-cache';
import { boundedMemo } from '../../platform/bounded-memo';
import { NotFoundError } from '../../platform/errors';
import * as users from '../users/service';
import * as vendors from '../vendors/service';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

const NO_INVITATION = {
  invitation_accepted_at: null,
  invitation_sent_at: null,
  invitation_link: null,
  invitation_expires_at: null,
} as const;

const CURRENT_USER = Symbol('GET /api/user');

/** The permission map and abilities of one permission set, shared by every view that has it. */
const sharedPermissionView =
  boundedMemo<Pick<CurrentUser, 'user_permissions' | 'abilities'>>(1_000);
const permissionView = (granted: ReadonlySet<Permission>) =>
  sharedPermissionView([...granted].sort().join(','), () =>
    deepFreeze({ user_permissions: toPermissionMap(granted), abilities: deriveAbilities(granted) }),
  );

/** The current user with the fields of access-and-platform §3 that exist so far; one round trip. */
export async function presentCurrentUser(db: Database, principal: Principal): Promise<CurrentUser> {
  return principal.accessType === 'VENDOR'
    ? presentVendor(db, principal)
    : presentContractor(db, principal);
}

export interface CurrentUserResponse {
  body: { user: CurrentUser };
  /** The body as its response schema serialises it, checked once when it was made. */
  json: string;
}

/**
 * GET /api/user, kept with the cached session and forgotten with it, since every row it shows
 * announces its changes (decision 0064): no round trip and no serialisation while it is cached.
 */
export function currentUserResponse(
  db: Database,
  principal: Principal,
): Promise<CurrentUserResponse> {
  return SessionCache.derive(principal, CURRENT_USER, async () => {
    const body = deepFreeze({ user: await presentCurrentUser(db, principal) });
    return { body, json: JSON.stringify(z.encode(currentUserBody, body)) };
  });
}

async function presentVendor(db: Database, principal: VendorPrincipal): Promise<CurrentUser> {
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
    ...permissionView(new Set()),
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

async function presentContractor(
  db: Database,
  principal: ContractorPrincipal,
): Promise<CurrentUser> {
  const row = await users.loadCurrentUserRow(db, {
    userId: principal.userId,
    companyUserId: principal.membership?.companyUserId ?? null,
    impersonatorUserId: principal.impersonatorUserId,
  });
  if (!row) throw new NotFoundError();
  const membership = row.membership;
  const company =
    membership && row.companyId !== null && row.companyName !== null && row.companyType !== null
      ? { id: row.companyId, name: row.companyName, type: row.companyType }
      : null;
  const permissions = principal.membership?.permissions ?? new Set<Permission>();
  return {
    id: row.id,
    email: row.email,
    type: 'CONTRACTOR',
    role:
      company && row.roleId !== null && row.roleName !== null
        ? { id: row.roleId, name: row.roleName }
        : null,
    account: company,
    company_id: company?.id ?? null,
    company_user_id: membership?.id ?? null,
    first_name: row.firstName,
    last_name: row.lastName,
    project_group_ids: membership ? row.projectGroupIds : [],
    ...permissionView(permissions),
    feature_flags: (company && row.featureFlags) ?? {},
    is_laydown: row.isLaydown,
    impersonator:
      row.impersonatorId !== null
        ? {
            id: row.impersonatorId,
            email: row.impersonatorEmail ?? '',
            first_name: row.impersonatorFirstName ?? '',
            last_name: row.impersonatorLastName ?? '',
          }
        : null,
    is_active: membership?.active ?? true,
    deactivated_at: iso(membership?.deactivatedAt),
    invitation_accepted_at: iso(membership?.invitationAcceptedAt),
    invitation_sent_at: iso(membership?.invitationSentAt),
    invitation_link: null,
    invitation_expires_at: iso(membership?.invitationExpiresAt),
    sign_in_count: row.signInCount,
    home_page: row.homePage ?? null,
  };
}

/** A kept view is shared by every request of the session: nobody may change it in place. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}
