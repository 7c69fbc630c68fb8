import { sql, type SQL } from 'drizzle-orm';
import { MATERIAL_COST_FACET_KEYS, type MaterialCostFacetKey } from '@laydown/domain';

/**
 * The §9 cost code filters and facets of the material search (decision 0027), kept apart from
 * the search queries: each is a lookup by primary key per row, so it costs nothing until used.
 * `m` is a company_materials row; a provider row takes the company's own setting.
 */
function effectiveId(companyId: number, column: 'cost_code_id' | 'cost_code_phase_id'): SQL {
  const own = sql.raw(`m.${column}`);
  const setting = sql.raw(`s2.${column}`);
  return sql`case when m.company_id = ${companyId} then ${own} else (
    select ${setting} from catalog_material_settings s2
    where s2.company_id = ${companyId} and s2.material_id = m.id) end`;
}

/** The text each cost facet key shows and filters on, for one row `m`. */
function costTexts(companyId: number) {
  return sql`left join lateral (
    select n.code as cost_code, p.code as cost_phase, k.code as cost_clazz
    from cost_codes c
    join cost_code_numbers n on n.company_id = c.company_id and n.id = c.cost_code_number_id
    left join cost_code_phases p on p.company_id = c.company_id and p.id = c.cost_code_phase_id
    left join cost_code_classes k on k.company_id = c.company_id and k.id = c.cost_code_class_id
    where c.company_id = ${companyId} and c.id = ${effectiveId(companyId, 'cost_code_id')}
  ) cc on true
  left join lateral (
    select ip.code as independent_phase_codes from cost_code_phases ip
    where ip.company_id = ${companyId} and ip.id = ${effectiveId(companyId, 'cost_code_phase_id')}
  ) ipc on true`;
}

const TEXT_COLUMN: Record<MaterialCostFacetKey, SQL> = {
  cost_code: sql.raw('cc.cost_code'),
  cost_phase: sql.raw('cc.cost_phase'),
  cost_clazz: sql.raw('cc.cost_clazz'),
  independent_phase_codes: sql.raw('ipc.independent_phase_codes'),
};

/** Filter conditions on `m`: every chosen key must match one of its values. */
export function costFilterConditions(
  companyId: number,
  filters: Partial<Record<MaterialCostFacetKey, string[]>> | undefined,
): SQL[] {
  return MATERIAL_COST_FACET_KEYS.flatMap((key) => {
    const values = filters?.[key];
    if (!values || values.length === 0) return [];
    return [
      sql`exists (select 1 from (select 1) one ${costTexts(companyId)}
        where ${TEXT_COLUMN[key]} = any(${sql.param(values)}::text[]))`,
    ];
  });
}

/** The joins and the (key, column) pairs that add the cost facets to a facet count over `m`. */
export function costFacetParts(companyId: number): {
  joins: SQL;
  columns: [MaterialCostFacetKey, SQL][];
} {
  return {
    joins: costTexts(companyId),
    columns: MATERIAL_COST_FACET_KEYS.map((key) => [key, TEXT_COLUMN[key]]),
  };
}
