import type { LevelingQuoteRecord, LevelingRecord, OrderRecord } from '@laydown/contracts';
import { levelQuotes, quoteExpiryInRed, type LevelingInputQuote } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { CompanyScope } from '../../../platform/scope';
import type { Signer } from '../../files/index';
import { packageOrder, packageOrders, writablePackage } from './order-packages';

/** The package's open quotes: its RFQs still QUOTED, one per vendor (decision 0092). */
export function openQuotes(list: readonly OrderRecord[]): OrderRecord[] {
  return list.filter((o) => o.kind === 'RFQ' && o.state === 'QUOTED');
}

/** A quote's live lines in the order a reader sees them: delivery by delivery, line by line. */
export function levelingInput(order: OrderRecord): LevelingInputQuote {
  const lines = [...order.deliveries]
    .sort((a, b) => a.position - b.position)
    .flatMap((d) => [...d.order_materials].sort((a, b) => a.position - b.position));
  return {
    order_id: order.id,
    received: order.sub_state === 'QUOTED_RECEIVED',
    lines: lines.map((l) => ({
      id: l.id,
      company_material_id: l.company_material_id,
      description: l.description,
      quantity: l.quantity,
      unit_name: l.unit_name,
      unit_cost: l.unit_cost,
      extended_cost: l.extended_cost,
      ext_cost_with_tax: l.ext_cost_with_tax,
      vendor_response: l.vendor_response,
      vendor_note: l.vendor_note,
    })),
  };
}

function quoteRecord(order: OrderRecord, now: Date): LevelingQuoteRecord {
  return {
    ...packageOrder(order),
    // The route needs can_view_costs, so the presenter kept the totals; zeros never stand in.
    totals: order.totals!,
    quote_received: order.sub_state === 'QUOTED_RECEIVED',
    quote_expiry_warning: quoteExpiryInRed(order.quote_expires_at, now),
  };
}

/**
 * GET /order_package/{id}/leveling (decision 0092): the package's open quotes side by side, line
 * by line (domain `levelQuotes`), with each vendor's totals with tax (the order presenter's,
 * computed by the domain's `orderTotals` as everywhere) and quote expiry. Another company's
 * package, or one outside the reader's project groups, answers 404.
 */
export async function packageLeveling(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  packageId: number,
): Promise<LevelingRecord> {
  const row = await writablePackage(db, scope, packageId);
  const quotes = openQuotes(await packageOrders(db, signer, scope, packageId));
  const now = new Date();
  return {
    order_package_id: row.id,
    name: row.name,
    quotes: quotes.map((q) => quoteRecord(q, now)),
    lines: levelQuotes(quotes.map(levelingInput)),
  };
}
