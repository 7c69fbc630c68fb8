import type { FastifyRequest } from 'fastify';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

/** Reading projects: can_read_projects, or can_manage_projects which includes it. */
export function requireProjectReader(request: FastifyRequest): CompanyScope {
  const ctx = requireCompany(request);
  if (!can(ctx, 'can_read_projects') && !can(ctx, 'can_manage_projects')) {
    throw new ForbiddenError();
  }
  return ctx;
}

export function requireProjectManager(request: FastifyRequest): CompanyScope {
  return requireCompany(request, 'can_manage_projects');
}
