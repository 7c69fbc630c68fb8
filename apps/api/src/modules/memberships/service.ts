import { ACCESS_MESSAGES } from '@laydown/domain';
import type { Database } from '../../db/client';
import type { ContractorPrincipal } from '../../platform/auth/principal';
import { moveSessionToCompany } from '../../platform/auth/session-store';
import { recordAudit } from '../../platform/audit';
import { ForbiddenError, NotFoundError } from '../../platform/errors';
import * as users from '../users/service';

/**
 * A session opened by a company's single sign-on is that company's: its provider vouched for the
 * person there and nowhere else (decision 0029). Support staff acting as someone act in the one
 * company they chose, too.
 */
const mayLeaveCompany = (principal: ContractorPrincipal) =>
  principal.authMethod !== 'SSO' && principal.authMethod !== 'IMPERSONATION';

/** GET /api/companies: the user's accepted memberships, and which of them this session may enter. */
export async function companiesOf(db: Database, principal: ContractorPrincipal) {
  const rows = await users.companiesOfUser(db, principal.userId);
  const current = principal.membership?.companyId ?? null;
  return rows.map((r) => ({
    ...r,
    current: r.id === current,
    switchable: r.id === current || mayLeaveCompany(principal),
  }));
}

/** POST /api/companies/:id/switch: the same browser session continues in another company. */
export async function switchCompany(
  db: Database,
  principal: ContractorPrincipal,
  target: number,
  ip: string,
): Promise<void> {
  const member = (await users.companiesOfUser(db, principal.userId)).some((c) => c.id === target);
  // A company the user does not belong to answers like one that does not exist.
  if (!member) throw new NotFoundError();
  if (!mayLeaveCompany(principal) && target !== principal.membership?.companyId) {
    throw principal.authMethod === 'SSO'
      ? new ForbiddenError(ACCESS_MESSAGES.session.ssoBound, 'sso_session_bound')
      : new ForbiddenError(ACCESS_MESSAGES.session.impersonationBound, 'impersonating');
  }
  await db.transaction(async (tx) => {
    await moveSessionToCompany(tx, principal.sessionId, target);
    if (principal.impersonatorUserId === null)
      await users.recordCompanyChoice(tx, principal.userId, target);
    await recordAudit(tx, {
      action: 'session.switched_company',
      companyId: target,
      actorUserId: principal.userId,
      impersonatorUserId: principal.impersonatorUserId,
      subjectUserId: principal.userId,
      detail: { from_company_id: principal.membership?.companyId ?? null },
      ip,
    });
  });
}
