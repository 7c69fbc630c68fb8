import type { FastifyRequest } from 'fastify';
import { holdsPermission, type Permission, type RoleName, type VendorRole } from '@laydown/domain';
import { ForbiddenError, UnauthenticatedError } from './errors';
import type { Principal } from './auth/principal';

/**
 * The tenant a service works for. Only this file makes one: from the session (the route access
 * hook, or `requireCompany`), or as an explicit, named system scope for jobs and seeds. The brand
 * exists in types only, so a hand-built object literal does not compile (decision 0067).
 */
declare const companyScopeBrand: unique symbol;
declare const vendorScopeBrand: unique symbol;

export interface CompanyScope {
  readonly kind: 'session';
  readonly companyId: number;
  readonly userId: number;
  readonly companyUserId: number;
  readonly roleName: RoleName;
  readonly permissions: ReadonlySet<Permission>;
  readonly impersonatorUserId: number | null;
  readonly [companyScopeBrand]: true;
}

/** A company's work done by the system itself (a job, a seed): no user, and a name saying who. */
export interface SystemScope {
  readonly kind: 'system';
  readonly name: string;
  readonly companyId: number;
  readonly userId: null;
  readonly impersonatorUserId: null;
  readonly [companyScopeBrand]: true;
}

/** Either maker of a company's work: what the unit of work and tenant repositories take. */
export type TenantScope = CompanyScope | SystemScope;

/**
 * A vendor user's work on one company's document (the vendor portal): the rows written are the
 * company's, the vendor user is who acted (history names them). Not a TenantScope: it holds no
 * company permission, so the company's repositories and policies cannot be handed one; the few
 * writes a vendor may make take it explicitly.
 */
export interface VendorWorkScope {
  readonly kind: 'vendor';
  readonly companyId: number;
  readonly vendorId: number;
  readonly vendorUserId: number;
  readonly userId: null;
  readonly impersonatorUserId: null;
  readonly [vendorScopeBrand]: true;
}

/** Whoever a unit of work writes for: a company's own work, or a vendor user's on its document. */
export type WorkScope = TenantScope | VendorWorkScope;

/** A vendor user's session: their vendor is the tenant (the vendor portal). */
export interface VendorScope {
  readonly vendorId: number;
  readonly vendorUserId: number;
  readonly vendorRole: VendorRole;
  readonly [vendorScopeBrand]: true;
}

const companyScopes = new WeakMap<FastifyRequest, CompanyScope>();
const vendorScopes = new WeakMap<FastifyRequest, VendorScope>();

/**
 * The company scope of a contractor session, checked against `permission` when given (a managing
 * permission includes its reading one): 401 without a session, 403 for a vendor, for staff outside
 * a company, or without the permission.
 */
export function scopeOfSession(principal: Principal | null, permission?: Permission): CompanyScope {
  if (!principal) throw new UnauthenticatedError();
  if (principal.accessType !== 'CONTRACTOR' || !principal.membership) throw new ForbiddenError();
  const { membership } = principal;
  if (permission && !holdsPermission(membership.permissions, permission)) {
    throw new ForbiddenError();
  }
  return {
    kind: 'session',
    companyId: membership.companyId,
    userId: principal.userId,
    companyUserId: membership.companyUserId,
    roleName: membership.roleName,
    permissions: membership.permissions,
    impersonatorUserId: principal.impersonatorUserId,
  } as CompanyScope;
}

/** The vendor scope of a vendor session: 401 without a session, 403 for a contractor. */
export function vendorScopeOfSession(principal: Principal | null): VendorScope {
  if (!principal) throw new UnauthenticatedError();
  if (principal.accessType !== 'VENDOR') throw new ForbiddenError();
  return {
    vendorId: principal.vendorId,
    vendorUserId: principal.vendorUserId,
    vendorRole: principal.vendorRole,
  } as VendorScope;
}

/**
 * The reader of a per-document link (decision 0091): the link's vendor, with no vendor user behind
 * it (vendorUserId 0 names nobody). Made only by the orders module's link check, after the token
 * was found for that one document; it reads that document and never writes (every vendor write
 * takes a session's scope).
 */
export function vendorLinkScope(vendorId: number): VendorScope {
  return { vendorId, vendorUserId: 0, vendorRole: 'USER' } as VendorScope;
}

/** Called by the route access hook only (platform/route-access.ts). */
export function attachCompanyScope(request: FastifyRequest, scope: CompanyScope): void {
  companyScopes.set(request, scope);
}

/** Called by the route access hook only (platform/route-access.ts). */
export function attachVendorScope(request: FastifyRequest, scope: VendorScope): void {
  vendorScopes.set(request, scope);
}

/** The scope the route's `company()` access made; 403 on a route without company access. */
export function companyScope(request: FastifyRequest): CompanyScope {
  const scope = companyScopes.get(request);
  if (!scope) throw new ForbiddenError();
  return scope;
}

/** The scope the route's `vendor()` access made; 403 on a route without vendor access. */
export function vendorScope(request: FastifyRequest): VendorScope {
  const scope = vendorScopes.get(request);
  if (!scope) throw new ForbiddenError();
  return scope;
}

/**
 * The vendor session's work on a document of `companyId`. The caller has checked that the
 * document was sent to this vendor (e.g. the orders module's vendor order check).
 */
export function vendorWorkScope(vendor: VendorScope, companyId: number): VendorWorkScope {
  return {
    kind: 'vendor',
    companyId,
    vendorId: vendor.vendorId,
    vendorUserId: vendor.vendorUserId,
    userId: null,
    impersonatorUserId: null,
  } as VendorWorkScope;
}

/**
 * A member's own request carried out later by a job (decision 0096): their company, role and
 * rights as read when the job runs, so what they lost meanwhile is not used. Made only by
 * `findMemberScope` (platform/auth/member-scope.ts), from an accepted, active membership.
 */
export function memberScope(
  membership: Pick<CompanyScope, 'companyId' | 'userId' | 'companyUserId' | 'roleName'> & {
    permissions: ReadonlySet<Permission>;
  },
): CompanyScope {
  return { kind: 'session', ...membership, impersonatorUserId: null } as CompanyScope;
}

/**
 * A vendor user's own request carried out later by a job (decision 0111): their vendor and role
 * as read when the job runs. Made only by `findVendorUserScope` (platform/auth/member-scope.ts),
 * from an active vendor user.
 */
export function vendorUserScope(
  user: Pick<VendorScope, 'vendorId' | 'vendorUserId' | 'vendorRole'>,
) {
  return { ...user } as VendorScope;
}

/**
 * Work the system does for a company outside any request (a job, a seed, a script). The name
 * says who is acting and shows in logs and history; there is no user behind it.
 */
export function systemScope(name: string, companyId: number): SystemScope {
  if (!name.trim()) throw new Error('a system scope needs a name');
  return {
    kind: 'system',
    name,
    companyId,
    userId: null,
    impersonatorUserId: null,
  } as SystemScope;
}
