import { and, eq } from 'drizzle-orm';
import type { Permission, RoleName } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { companyUsers, roles, vendorUsers } from '../../db/schema/index';
import { memberScope, vendorUserScope, type CompanyScope, type VendorScope } from '../scope';
import { acceptedActiveMembership } from './membership-rules';

/**
 * The scope of a member of `companyId` for a job they asked for (decision 0096): null when they
 * are no longer an accepted, active member there. Read when the job runs, as a session would be.
 */
export async function findMemberScope(
  db: Executor,
  companyId: number,
  userId: number,
): Promise<CompanyScope | null> {
  const [row] = await db
    .select({
      companyUserId: companyUsers.id,
      roleName: roles.name,
      permissions: roles.permissions,
    })
    .from(companyUsers)
    .innerJoin(
      roles,
      and(eq(roles.id, companyUsers.roleId), eq(roles.companyId, companyUsers.companyId)),
    )
    .where(
      and(
        eq(companyUsers.companyId, companyId),
        eq(companyUsers.userId, userId),
        acceptedActiveMembership,
      ),
    )
    .limit(1);
  if (!row) return null;
  return memberScope({
    companyId,
    userId,
    companyUserId: row.companyUserId,
    roleName: row.roleName as RoleName,
    permissions: new Set((row.permissions ?? []) as Permission[]),
  });
}

/**
 * The scope of a vendor user for a job they asked for (decision 0111): null once they are no
 * longer active, as their session would be.
 */
export async function findVendorUserScope(
  db: Executor,
  vendorUserId: number,
): Promise<VendorScope | null> {
  const [row] = await db
    .select({ vendorId: vendorUsers.vendorId, role: vendorUsers.role, active: vendorUsers.active })
    .from(vendorUsers)
    .where(eq(vendorUsers.id, vendorUserId))
    .limit(1);
  if (!row?.active) return null;
  return vendorUserScope({ vendorId: row.vendorId, vendorUserId, vendorRole: row.role });
}
