import type { CurrentUser } from '@laydown/contracts';
import { DEFAULT_ROLE_PERMISSIONS, deriveAbilities, toPermissionMap } from '@laydown/domain';

/** A signed-in contractor administrator; override what a test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 1,
    email: 'jane@acme.test',
    type: 'CONTRACTOR',
    role: { id: 1, name: 'ADMIN' },
    account: { id: 10, name: 'Acme Builders', type: 'Company' },
    company_id: 10,
    company_user_id: 100,
    first_name: 'Jane',
    last_name: 'Doe',
    project_group_ids: [],
    user_permissions: toPermissionMap(DEFAULT_ROLE_PERMISSIONS.ADMIN),
    abilities: deriveAbilities(DEFAULT_ROLE_PERMISSIONS.ADMIN),
    feature_flags: {},
    is_laydown: false,
    impersonator: null,
    is_active: true,
    deactivated_at: null,
    invitation_accepted_at: null,
    invitation_sent_at: null,
    invitation_link: null,
    invitation_expires_at: null,
    sign_in_count: 3,
    home_page: null,
    ...overrides,
  };
}

export function makeVendorUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({
    type: 'VENDOR',
    email: 'sam@supply.test',
    first_name: 'Sam',
    last_name: 'Seller',
    role: { id: 2, name: 'ADMIN' },
    account: { id: 20, name: 'Best Supply Co', type: 'Vendor' },
    company_id: null,
    company_user_id: null,
    ...overrides,
  });
}
