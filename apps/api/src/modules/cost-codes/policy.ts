import type { FastifyRequest } from 'fastify';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

/** Reading codes: can_use_cost_code, or can_edit_cost_code which includes it. */
export function requireCostCodeReader(request: FastifyRequest): CompanyScope {
  const ctx = requireCompany(request);
  if (!can(ctx, 'can_use_cost_code') && !can(ctx, 'can_edit_cost_code')) throw new ForbiddenError();
  return ctx;
}

export function requireCostCodeEditor(request: FastifyRequest): CompanyScope {
  return requireCompany(request, 'can_edit_cost_code');
}
