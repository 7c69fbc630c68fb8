import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { recordAudit, recordImpersonation } from '../audit';

/**
 * Every request support staff make is audited before the answer leaves, so the audit is never
 * behind what they have seen: while acting as someone, with both user ids; on their own (the
 * internal pages, every company's mail), as a support request (decision 0029). Null for a request
 * that needs no audit (everyone else's), so those make no promise.
 */
export function supportAudit(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> | null {
  const p = request.principal;
  if (p?.accessType !== 'CONTRACTOR') return null;
  if (p.impersonatorUserId !== null && p.membership) {
    return logged(
      request,
      recordImpersonation(db, {
        companyId: p.membership.companyId,
        impersonatorUserId: p.impersonatorUserId,
        userId: p.userId,
        action: request.method,
        path: request.url,
        statusCode: reply.statusCode,
      }),
    );
  }
  if (p.isLaydown && !p.membership) {
    return logged(
      request,
      recordAudit(db, {
        action: 'support.request',
        actorUserId: p.userId,
        detail: {
          method: request.method,
          path: request.url.slice(0, 500),
          status: reply.statusCode,
        },
        ip: request.ip,
      }),
    );
  }
  return null;
}

/** A failed audit is logged; the answer still leaves. */
const logged = (request: FastifyRequest, audit: Promise<void>) =>
  audit.catch((error: unknown) => {
    request.log.error({ err: error }, 'support audit failed');
  });
