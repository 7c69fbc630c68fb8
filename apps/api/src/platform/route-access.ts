import type {
  FastifyInstance,
  FastifyRequest,
  FastifySchema,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify';
import type { Permission } from '@laydown/domain';
import { requireContractor, requireInternal, requirePrincipal } from './auth/guards';
import {
  attachCompanyScope,
  attachVendorScope,
  scopeOfSession,
  vendorScopeOfSession,
} from './scope';

/**
 * What a route needs, declared in its definition (`config: { access: company('can_…') }`) and
 * checked by a hook before the body is read, so a caller without the right gets 401 or 403 whatever
 * they send (decision 0066).
 */
export type Access =
  | { readonly kind: 'public' }
  | { readonly kind: 'signed_in' }
  | { readonly kind: 'contractor' }
  | { readonly kind: 'company'; readonly permission?: Permission }
  | { readonly kind: 'internal' }
  | { readonly kind: 'vendor' }
  | { readonly kind: 'any_of'; readonly options: readonly Access[] }
  | { readonly kind: 'all_of'; readonly options: readonly Access[] };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every API route (platform/route-access.ts). */
    access?: Access;
  }
}

/** Anyone, signed in or not (sign-in, health, public forms). */
export const publicAccess = (): Access => ({ kind: 'public' });
/** Any session: a contractor, support staff or a vendor user. */
export const signedIn = (): Access => ({ kind: 'signed_in' });
/** A contractor or support staff session, in a company or not. */
export const contractor = (): Access => ({ kind: 'contractor' });
/** A member of the session's company, holding `permission` when given. */
export const company = (permission?: Permission): Access =>
  permission ? { kind: 'company', permission } : { kind: 'company' };
/** Laydown's support staff. */
export const internal = (): Access => ({ kind: 'internal' });
/** A vendor user (the vendor portal). */
export const vendor = (): Access => ({ kind: 'vendor' });
/**
 * Whoever meets one of `options`, checked in order; the first met one makes the scope. For
 * routes a reader or a manager may use (decision 0090).
 */
export const anyOf = (...options: Access[]): Access => ({ kind: 'any_of', options });
/** A member of the session's company holding one of `permissions`. */
export const companyAnyOf = (...permissions: [Permission, Permission, ...Permission[]]): Access =>
  anyOf(...permissions.map((permission) => company(permission)));

/**
 * A member of the session's company holding every one of `permissions` (procurement-core §6
 * "sending an order from quote leveling needs both …"): the first one missing answers 403.
 */
export const companyAllOf = (
  ...permissions: [Permission, Permission, ...Permission[]]
): Access => ({
  kind: 'all_of',
  options: permissions.map((permission) => company(permission)),
});

/** The access as one word for the OpenAPI document and the permission matrix: `company:can_…`. */
export function describeAccess(access: Access): string {
  if (access.kind === 'any_of') return access.options.map(describeAccess).join('|');
  if (access.kind === 'all_of') return access.options.map(describeAccess).join('&');
  return access.kind === 'company' && access.permission
    ? `company:${access.permission}`
    : access.kind;
}

const SENTENCES: Record<Exclude<Access['kind'], 'any_of' | 'all_of'>, string> = {
  public: 'Open to anyone.',
  signed_in: 'Needs a session.',
  contractor: 'Needs a contractor session.',
  company: 'Needs a member of the company',
  internal: 'Needs Laydown support staff.',
  vendor: 'Needs a vendor user session.',
};

function sentence(access: Access): string {
  if (access.kind === 'any_of') {
    const each = access.options.map((option) =>
      sentence(option)
        .replace(/^Needs /, '')
        .replace(/\.$/, ''),
    );
    return `Needs one of: ${each.join('; ')}.`;
  }
  if (access.kind === 'all_of') {
    const each = access.options.map((option) =>
      option.kind === 'company' ? option.permission : '',
    );
    return `${SENTENCES.company} with all of ${each.join(', ')}.`;
  }
  if (access.kind !== 'company') return SENTENCES[access.kind];
  return access.permission
    ? `${SENTENCES.company} with ${access.permission}.`
    : `${SENTENCES.company}.`;
}

/** Throws 401/403 when the request's session does not meet `access`; keeps the scope it made. */
export function checkAccess(request: FastifyRequest, access: Access): void {
  switch (access.kind) {
    case 'public':
      return;
    case 'signed_in':
      requirePrincipal(request);
      return;
    case 'contractor':
      requireContractor(request);
      return;
    case 'internal':
      requireInternal(request);
      return;
    case 'company':
      attachCompanyScope(request, scopeOfSession(request.principal, access.permission));
      return;
    case 'vendor':
      attachVendorScope(request, vendorScopeOfSession(request.principal));
      return;
    case 'any_of':
      checkAnyOf(request, access.options);
      return;
    case 'all_of':
      for (const option of access.options) checkAccess(request, option);
      return;
  }
}

/** Passes when one option passes; otherwise throws what the first option threw (401 or 403). */
function checkAnyOf(request: FastifyRequest, options: readonly Access[]): void {
  let first: unknown;
  for (const option of options) {
    try {
      checkAccess(request, option);
      return;
    } catch (error) {
      first ??= error;
    }
  }
  throw first ?? new Error('anyOf() needs at least one access');
}

const accessHooks = new WeakSet<onRequestHookHandler>();

function accessHook(access: Access): onRequestHookHandler {
  // Not async: a check that passes costs no promise (a throw is an error reply all the same).
  const hook: onRequestHookHandler = function checkRouteAccess(request, _reply, done) {
    checkAccess(request, access);
    done();
  };
  accessHooks.add(hook);
  return hook;
}

export class UndeclaredAccessError extends Error {
  constructor(method: string, url: string) {
    super(
      `${method} ${url} declares no access: add config: { access: … } (platform/route-access.ts)`,
    );
  }
}

/**
 * Every route registered after this on `app` (and its children) must declare its access: the
 * app does not start otherwise. The check runs as the route's first onRequest hook, after the
 * session is read and before the body is parsed (a public route, which anyone may call, gets
 * none); the access is written into the route's OpenAPI operation (`x-access` and a line of its
 * description).
 */
export function registerRouteAccess(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const access = route.config?.access;
    if (!access) {
      const method = Array.isArray(route.method) ? route.method.join(',') : route.method;
      throw new UndeclaredAccessError(method, route.url);
    }
    const own = route.onRequest ? [route.onRequest].flat() : [];
    // The HEAD twin of a GET route arrives with the GET's hooks already in place.
    if (own.some((hook) => accessHooks.has(hook))) return;
    // A public route's check lets everyone through: it costs a hook at every request
    // (GET /api/health) and decides nothing, so it is not added (decision 0109).
    if (access.kind !== 'public') route.onRequest = [accessHook(access), ...own];
    const schema = route.schema ?? {};
    const description = typeof schema.description === 'string' ? schema.description : undefined;
    const documented: FastifySchema & { 'x-access': string } = {
      ...schema,
      'x-access': describeAccess(access),
      description: description ? `${description}\n\n${sentence(access)}` : sentence(access),
    };
    route.schema = documented;
  });
}
