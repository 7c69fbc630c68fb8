import type { Permission, RoleName, VendorRole } from '@laydown/domain';
import type { AuthMethod } from '../../db/schema/index';

/** The contractor's current company membership, from the session's company. */
export interface Membership {
  companyId: number;
  companyUserId: number;
  roleId: number;
  roleName: RoleName;
  permissions: ReadonlySet<Permission>;
}

export interface ContractorPrincipal {
  accessType: 'CONTRACTOR';
  sessionId: number;
  userId: number;
  isLaydown: boolean;
  impersonatorUserId: number | null;
  /** An SSO session is bound to its company: it cannot switch to another (decision 0029). */
  authMethod: AuthMethod;
  /** null for internal support staff who belong to no company. */
  membership: Membership | null;
}

export interface VendorPrincipal {
  accessType: 'VENDOR';
  sessionId: number;
  vendorUserId: number;
  vendorId: number;
  vendorRole: VendorRole;
}

export type Principal = ContractorPrincipal | VendorPrincipal;
