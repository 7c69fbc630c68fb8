import type { FastifyRequest } from 'fastify';
import { canAddVendorContact } from '@laydown/domain';
import { can, requireCompany } from '../../platform/auth/guards';
import { ForbiddenError } from '../../platform/errors';
import type { CompanyScope } from '../../platform/scope';

export function requireVendorReader(request: FastifyRequest): CompanyScope {
  const ctx = requireCompany(request);
  if (!can(ctx, 'can_read_vendors') && !can(ctx, 'can_edit_vendor_database'))
    throw new ForbiddenError();
  return ctx;
}

export function requireVendorEditor(request: FastifyRequest): CompanyScope {
  return requireCompany(request, 'can_edit_vendor_database');
}

/** Contacts need the vendor permission, and never a material requester (procurement-core §6). */
export function requireContactEditor(request: FastifyRequest): CompanyScope {
  const ctx = requireCompany(request);
  const allowed = canAddVendorContact({
    roleName: ctx.roleName,
    canEditVendors: can(ctx, 'can_edit_vendor_database'),
  });
  if (!allowed) throw new ForbiddenError();
  return ctx;
}
