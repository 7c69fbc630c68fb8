import type { FastifyRequest } from 'fastify';
import type { CompanyContext } from '../../platform/auth/principal';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';

export function requireSettingsReader(request: FastifyRequest): CompanyContext {
  const ctx = requireCompany(request);
  if (!can(ctx, 'can_read_company_settings') && !can(ctx, 'can_manage_company_settings')) {
    throw new ForbiddenError();
  }
  return ctx;
}

export function requireSettingsManager(request: FastifyRequest): CompanyContext {
  return requireCompany(request, 'can_manage_company_settings');
}
