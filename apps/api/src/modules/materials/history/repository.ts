import { sql, type SQL } from 'drizzle-orm';
import {
  PRICE_HISTORY_PAGE_SIZE,
  PRICE_HISTORY_STATES,
  type PriceHistoryKind,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';

export type PriceHistoryRow = {
  id: number;
  order_id: number;
  order_number: string;
  name: string;
  project_name: string | null;
  vendor_name: string | null;
  company_vendor_id: number | null;
  vendor_discarded: boolean;
  quantity: string;
  unit_name: string | null;
  unit_cost: string | null;
  date: Date;
};

export interface PriceSummaryRow {
  last: string | null;
  average: string | null;
  lowest: string | null;
  count: number;
}

/**
 * One history row per line: the company's lines of the material in orders of the kind's states,
 * not deleted (decision 0024); a quote's history also keeps the vendor prices the purchaser
 * accepted (decision 0093), whatever became of their document, in place of the line they came from.
 */
function source(ctx: TenantScope, materialId: number, kind: PriceHistoryKind): SQL {
  const states = [...PRICE_HISTORY_STATES[kind]];
  const open = sql`
    select om.id, om.order_id, o.company_vendor_id, om.quantity, om.unit_id, om.unit_cost,
      o.created_at as date
    from order_materials om
    join orders o on o.company_id = om.company_id and o.id = om.order_id
    where om.company_id = ${ctx.companyId} and om.company_material_id = ${materialId}
      and om.deleted_at is null and o.state = any(${sql.param(states)}::text[])`;
  if (kind !== 'quote') return open;
  return sql`${open}
      and not exists (select 1 from material_quote_prices q
        where q.company_id = om.company_id and q.order_material_id = om.id)
    union all
    select q.order_material_id, q.order_id, q.company_vendor_id, q.quantity, q.unit_id,
      q.unit_cost, q.accepted_at
    from material_quote_prices q
    where q.company_id = ${ctx.companyId} and q.material_id = ${materialId}`;
}

function lines(ctx: TenantScope, materialId: number, kind: PriceHistoryKind, joins = sql``): SQL {
  return sql`
    from (${source(ctx, materialId, kind)}) h
    join orders o on o.company_id = ${ctx.companyId} and o.id = h.order_id
    ${joins}`;
}

/** The names a history row shows: project, vendor, unit (all the company's own rows). */
const NAMES = sql`
    left join projects p on p.company_id = o.company_id and p.id = o.project_id
    left join company_vendors cv on cv.company_id = o.company_id and cv.id = h.company_vendor_id
    left join vendors v on v.id = cv.vendor_id
    left join units u on u.company_id = o.company_id and u.id = h.unit_id`;

/** Most recent first: by the order's date (an accepted price's: its acceptance), then the line. */
const RECENT = sql.raw('h.date desc, h.id desc');

export async function historyPage(
  db: Executor,
  ctx: TenantScope,
  materialId: number,
  kind: PriceHistoryKind,
  page: number,
): Promise<PriceHistoryRow[]> {
  const result = await db.execute<PriceHistoryRow>(sql`
    select h.id, o.id as order_id, o.order_number, o.name, p.name as project_name,
      v.name as vendor_name, h.company_vendor_id,
      cv.discarded_at is not null as vendor_discarded, h.quantity::text as quantity,
      u.name as unit_name, h.unit_cost::text as unit_cost, h.date
    ${lines(ctx, materialId, kind, NAMES)}
    order by ${RECENT}
    limit ${PRICE_HISTORY_PAGE_SIZE} offset ${(page - 1) * PRICE_HISTORY_PAGE_SIZE}`);
  return result.rows;
}

/** Last (most recent line with a cost), average and lowest unit cost; count of all lines. */
export async function historySummary(
  db: Executor,
  ctx: TenantScope,
  materialId: number,
  kind: PriceHistoryKind,
): Promise<PriceSummaryRow> {
  const result = await db.execute<{
    last: string | null;
    average: string | null;
    lowest: string | null;
    count: string;
  }>(sql`
    select
      (array_agg(h.unit_cost::text order by ${RECENT}) filter (where h.unit_cost is not null))[1] as last,
      round(avg(h.unit_cost), 6)::text as average,
      min(h.unit_cost)::text as lowest,
      count(*) as count
    ${lines(ctx, materialId, kind)}`);
  const row = result.rows[0];
  return {
    last: row?.last ?? null,
    average: row?.average ?? null,
    lowest: row?.lowest ?? null,
    count: Number(row?.count ?? 0),
  };
}
