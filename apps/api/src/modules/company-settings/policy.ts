import type { FastifyRequest } from 'fastify';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

export function requireSettingsReader(request: FastifyRequest): CompanyScope {
  const ctx = requireCompany(request);
  if (!can(ctx, 'can_read_company_settings') && !can(ctx, 'can_manage_company_settings')) {
    throw new ForbiddenError();
  }
  return ctx;
}

export function requireSettingsManager(request: FastifyRequest): CompanyScope {
  return requireCompany(request, 'can_manage_company_settings');
}
