import type { Executor } from '../../db/client';
import type { companyUsers } from '../../db/schema/index';
import { recordAudit } from '../../platform/audit';
import * as companyUsersRepo from '../company-users/repository';
import * as companyUsersService from '../company-users/service';
import { systemScope } from '../../platform/scope';

type MembershipRow = typeof companyUsers.$inferSelect;

/**
 * The person accepted: the membership starts counting, and the member it replaces (if any) is
 * deactivated. The one step both ways of accepting share (a new account's token, a signed-in user).
 */
export async function completeAcceptance(
  tx: Executor,
  membership: MembershipRow,
  ip: string,
): Promise<void> {
  const ctx = systemScope('invitation acceptance', membership.companyId);
  await companyUsersRepo.updateMembership(tx, ctx, membership.id, {
    invitationAcceptedAt: new Date(),
  });
  if (membership.replacingCompanyUserId !== null) {
    const replaced = await companyUsersRepo.findCompanyUser(
      tx,
      ctx,
      membership.replacingCompanyUserId,
    );
    if (replaced?.member.active) {
      await companyUsersService.deactivate(tx, ctx, replaced.member.id);
    }
  }
  await recordAudit(tx, {
    action: 'invitation.accepted',
    companyId: membership.companyId,
    actorUserId: membership.userId,
    subjectUserId: membership.userId,
    detail: { company_user_id: membership.id },
    ip,
  });
}
