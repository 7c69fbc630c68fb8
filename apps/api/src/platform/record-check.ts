import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { idParam } from '@laydown/contracts';
import type { Executor } from '../db/client';
import { NotFoundError } from './errors';
import { companyScope } from './scope';

/**
 * The record check of a `/:id` route, as its preValidation hook: after the access hook, before the
 * params and body are validated, so another company's record answers 404 whatever is sent (issue 13
 * §6, decision 0079). An id the params schema refuses (`01`, `0x10`, ` 1`, out of range) is left to
 * it, so it answers 400 as on every other route.
 */
export function recordCheck(check: (request: FastifyRequest, id: number) => Promise<unknown>) {
  return async (request: FastifyRequest) => {
    const parsed = idParam.safeParse({ id: (request.params as { id?: unknown }).id });
    if (parsed.success) await check(request, parsed.data.id);
  };
}

/** Tables whose rows belong to one company by their company_id (finer rules stay the service's). */
export type CompanyOwnedTable =
  | 'company_users'
  | 'tax_codes'
  | 'units'
  | 'projects'
  | 'project_groups'
  | 'cost_codes'
  | 'cost_code_numbers'
  | 'cost_code_classes'
  | 'cost_code_phases'
  | 'company_vendors'
  | 'company_vendor_contacts'
  | 'addresses'
  | 'address_tos'
  | 'shipping_carriers'
  | 'order_packages';

/**
 * The record check of a route whose record only has to be the company's: 404 when the `:id` is
 * not a row of `table` with the signed-in company's company_id. The service still applies its own
 * rules (a project outside the user's groups, an inactive row) once the body is valid.
 */
export function companyRecordCheck(db: Executor) {
  return (table: CompanyOwnedTable) =>
    recordCheck(async (request, id) => {
      const { companyId } = companyScope(request);
      const found = await db.execute(
        sql`select 1 from ${sql.identifier(table)} where id = ${id} and company_id = ${companyId}`,
      );
      if (found.rows.length === 0) throw new NotFoundError();
    });
}
