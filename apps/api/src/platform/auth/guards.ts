import type { FastifyRequest } from 'fastify';
import { ACCESS_MESSAGES, type Permission } from '@laydown/domain';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import { scopeOfSession } from '../scope';
import type { ContractorPrincipal, Principal, VendorPrincipal } from './principal';
import type { CompanyScope } from '../scope';

export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new UnauthenticatedError();
  return request.principal;
}

/** A contractor or support staff account (not a vendor user), in a company or not. */
export function requireContractor(request: FastifyRequest): ContractorPrincipal {
  const principal = requirePrincipal(request);
  if (principal.accessType !== 'CONTRACTOR') throw new ForbiddenError();
  return principal;
}

/** Internal support staff (the internal-admin navigation group). */
export function requireInternal(request: FastifyRequest): ContractorPrincipal {
  const principal = requirePrincipal(request);
  if (principal.accessType !== 'CONTRACTOR' || !principal.isLaydown) throw new ForbiddenError();
  return principal;
}

export function requireVendor(request: FastifyRequest): VendorPrincipal {
  const principal = requirePrincipal(request);
  if (principal.accessType !== 'VENDOR') throw new ForbiddenError();
  return principal;
}

/**
 * The company context of a contractor request, checked against `permission` when given.
 * A vendor session never gets one: vendors reach contractor data only through vendor routes.
 */
export function requireCompany(request: FastifyRequest, permission?: Permission): CompanyScope {
  return scopeOfSession(request.principal, permission);
}

export function can(ctx: CompanyScope, permission: Permission): boolean {
  return ctx.permissions.has(permission);
}

/** The one policy check every module uses; the UI only mirrors it. */
export function authorize(ctx: CompanyScope, permission: Permission): void {
  if (!can(ctx, permission)) throw new ForbiddenError();
}

/**
 * Some actions belong to the person alone: support staff acting as them may look, not do
 * (an impersonator cannot update the order edit session, §6).
 */
export function forbidImpersonator(ctx: Pick<CompanyScope, 'impersonatorUserId'>): void {
  if (ctx.impersonatorUserId !== null) {
    throw new ForbiddenError(
      'This cannot be done while impersonating a user.',
      'sessions_cannot_be_updated_by_impersonating_user',
    );
  }
}

/**
 * Who may sign in and what they may do is the company's own business: support staff acting as a
 * member may look at users, roles, permissions and single sign-on, never change them (decision 0029).
 */
export function forbidAccessChangeWhileImpersonating(
  ctx: Pick<CompanyScope, 'impersonatorUserId'>,
): void {
  if (ctx.impersonatorUserId !== null) {
    throw new ForbiddenError(ACCESS_MESSAGES.impersonating, 'impersonating');
  }
}
