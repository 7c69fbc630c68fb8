import type { FastifyRequest } from 'fastify';
import { requireCompany, requirePrincipal } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import type { FileScope } from './record-access';

/** A company member reads as the company; a vendor user as the vendor; anyone else is refused. */
export function fileScopeOf(request: FastifyRequest): FileScope {
  const principal = requirePrincipal(request);
  if (principal.accessType === 'VENDOR') {
    return { kind: 'vendor', vendorId: principal.vendorId, vendorUserId: principal.vendorUserId };
  }
  if (!principal.membership) throw new ForbiddenError();
  return { kind: 'company', ctx: requireCompany(request) };
}
