import { sql, type Column, type Placeholder, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { costCodePhases, costCodes } from '../../db/schema/index';

/**
 * Cost codes on materials (decision 0027): a company's own material carries its cost code, a
 * provider material the company's setting. Labels read '<phase> / <code> / <class> - <description>'.
 */
export function costCodeLabelSql(
  companyId: number | Placeholder | SQL | Column,
  costCodeId: SQL | unknown,
): SQL<string | null> {
  return sql<string | null>`(
    select concat_ws(' / ', p.code, n.code, k.code) || coalesce(' - ' || n.description, '')
    from cost_codes c
    join cost_code_numbers n on n.company_id = c.company_id and n.id = c.cost_code_number_id
    left join cost_code_phases p on p.company_id = c.company_id and p.id = c.cost_code_phase_id
    left join cost_code_classes k on k.company_id = c.company_id and k.id = c.cost_code_class_id
    where c.company_id = ${companyId} and c.id = ${costCodeId})`;
}

export function phaseLabelSql(companyId: number, phaseId: SQL | unknown): SQL<string | null> {
  return sql<string | null>`(
    select p.code || coalesce(' - ' || p.description, '') from cost_code_phases p
    where p.company_id = ${companyId} and p.id = ${phaseId})`;
}

/** Whether the cost code is the company's and not discarded. */
export async function costCodeUsable(db: Executor, companyId: number, id: number) {
  const result = await db.execute<{ ok: number }>(sql`
    select 1 as ok from ${costCodes}
    where company_id = ${companyId} and id = ${id} and discarded_at is null`);
  return result.rows.length > 0;
}

/** Whether the phase is one of the company's independent phase codes. */
export async function independentPhaseExists(db: Executor, companyId: number, id: number) {
  const result = await db.execute<{ ok: number }>(sql`
    select 1 as ok from ${costCodePhases}
    where company_id = ${companyId} and id = ${id} and independent`);
  return result.rows.length > 0;
}
