import { NotFoundError } from './errors';
import type { TenantScope } from './scope';

/**
 * The last guard on a tenant record: repositories already filter by company_id, and a row of
 * another company is answered exactly like a missing one (404), so existence never leaks.
 */
export function ownedOrNotFound<T extends { companyId: number }>(
  ctx: TenantScope,
  row: T | undefined | null,
): T {
  if (!row || row.companyId !== ctx.companyId) throw new NotFoundError();
  return row;
}
