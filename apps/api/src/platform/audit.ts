import type { Executor } from '../db/client';
import { auditEvents, impersonationAudit } from '../db/schema/index';

export interface ImpersonationEvent {
  companyId: number;
  impersonatorUserId: number;
  userId: number;
  action: string;
  path?: string;
  statusCode?: number;
}

export async function recordImpersonation(db: Executor, event: ImpersonationEvent): Promise<void> {
  await db.insert(impersonationAudit).values({
    companyId: event.companyId,
    impersonatorUserId: event.impersonatorUserId,
    userId: event.userId,
    action: event.action,
    path: event.path?.slice(0, 500) ?? null,
    statusCode: event.statusCode ?? null,
  });
}

/** The access events of decision 0029; one name per event, so the trail can be queried by action. */
export type AuditAction =
  | 'invitation.created'
  | 'invitation.accepted'
  | 'invitation.declined'
  | 'membership.role_changed'
  | 'membership.deactivated'
  | 'membership.reactivated'
  | 'session.sign_in'
  | 'session.sso_sign_in'
  | 'session.switched_company'
  | 'sso.settings_changed'
  | 'email_domain.claimed'
  | 'email_domain.verified'
  | 'email_domain.removed'
  | 'support.request';

export interface AuditEvent {
  action: AuditAction;
  companyId?: number | null;
  actorUserId?: number | null;
  impersonatorUserId?: number | null;
  subjectUserId?: number | null;
  detail?: Record<string, unknown>;
  ip?: string | null;
}

/** Appends one access event; call it in the transaction of the change it records. */
export async function recordAudit(db: Executor, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    companyId: event.companyId ?? null,
    actorUserId: event.actorUserId ?? null,
    impersonatorUserId: event.impersonatorUserId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    detail: event.detail ?? {},
    ip: event.ip ?? null,
  });
}
