import type { PricesHistoryBody } from '@laydown/contracts';
import { plainDecimal, type PriceHistoryKind } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import * as history from './repository';
import { getMaterial } from '../service';
import type { CompanyScope } from '../../../platform/scope';

const decimal = (value: string | null) => (value === null ? null : plainDecimal(value));

/**
 * GET /company_materials/:id/prices_history: the company's own order (or quote) lines of a
 * material it can read, the provider's included; another company's material is 404.
 */
export async function pricesHistory(
  db: Executor,
  ctx: CompanyScope,
  materialId: number,
  kind: PriceHistoryKind,
  page: number,
): Promise<PricesHistoryBody> {
  await getMaterial(db, ctx, materialId);
  const [summary, rows] = await Promise.all([
    history.historySummary(db, ctx, materialId, kind),
    history.historyPage(db, ctx, materialId, kind, page),
  ]);
  return {
    summary: {
      last: decimal(summary.last),
      average: decimal(summary.average),
      lowest: decimal(summary.lowest),
      count: summary.count,
    },
    items: rows.map((r) => ({
      ...r,
      quantity: plainDecimal(r.quantity),
      unit_cost: decimal(r.unit_cost),
      date: new Date(r.date).toISOString(),
    })),
    total: summary.count,
    page,
  };
}
