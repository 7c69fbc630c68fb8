import {
  DELIVERY_COST_FIELDS,
  DELIVERY_COST_TYPES,
  deliveryTotals,
  isAcceptedDeliveryCost,
  lineMoney,
  sumDecimals,
  orderTotals,
  taxRateOnDate,
  type DeliveryForTotals,
  type LineAmounts,
  type LineMoney,
  type OrderTotals,
  type TaxCodeRate,
  type UnitFactors,
} from '@laydown/domain';
import type { DeliveryDraft, LineDraft } from './order-draft';

/**
 * The form's money, computed by the same packages/domain functions the server stores with
 * (§5 Money), so the footer shows what the saved order will say.
 */
export interface MoneyContext {
  units: ReadonlyMap<number, UnitFactors>;
  taxRates: ReadonlyMap<number, readonly TaxCodeRate[]>;
  taxCodes: boolean;
  /** The order's date: the tax rate in force on it applies. */
  orderDate: Date;
}

interface KnownMoney {
  unit: UnitFactors | undefined;
  rates: readonly TaxCodeRate[] | undefined;
  taxCodes: boolean;
  orderTime: number;
  money: LineMoney;
}

/**
 * Each line's money, kept with the line: an edit replaces a draft line rather than changing it,
 * so a render of a 2,000-line order computes again only the lines that changed (decision 0071).
 */
const known = new WeakMap<LineDraft, KnownMoney>();

export function draftLineMoney(line: LineDraft, context: MoneyContext): LineMoney {
  const unit = line.unit_id === null ? undefined : context.units.get(line.unit_id);
  const rates =
    context.taxCodes && line.tax_code_id !== null
      ? context.taxRates.get(line.tax_code_id)
      : undefined;
  const orderTime = context.orderDate.getTime();
  const before = known.get(line);
  if (
    before &&
    before.unit === unit &&
    before.rates === rates &&
    before.taxCodes === context.taxCodes &&
    before.orderTime === orderTime
  ) {
    return before.money;
  }
  const rate =
    context.taxCodes && line.tax_code_id !== null
      ? taxRateOnDate(rates ?? [], context.orderDate)
      : undefined;
  const money = lineMoney({
    unit_cost:
      line.unit_cost.trim() === '' || Number.isNaN(Number(line.unit_cost)) ? null : line.unit_cost,
    quantity:
      line.quantity.trim() === '' || Number.isNaN(Number(line.quantity)) ? null : line.quantity,
    unit: line.unit_id === null ? null : unit,
    has_tax_code: context.taxCodes && line.tax_code_id !== null,
    rate_percent: rate?.rate ?? null,
  });
  known.set(line, { unit, rates, taxCodes: context.taxCodes, orderTime, money });
  return money;
}

/** Lines summed together and remembered: an edit sums again only the block holding its line. */
const BLOCK_LINES = 64;

interface BlockSum {
  members: readonly LineMoney[];
  amounts: LineAmounts;
}

/** Keyed by the block's first line money; good while the block holds the same line moneys. */
const blockSums = new WeakMap<LineMoney, BlockSum>();

function sumBlock(members: readonly LineMoney[]): LineAmounts {
  const first = members[0]!;
  const before = blockSums.get(first);
  if (
    before &&
    before.members.length === members.length &&
    before.members.every((money, i) => money === members[i])
  ) {
    return before.amounts;
  }
  const amounts = {
    extended_cost: sumDecimals(members.map((money) => money.extended_cost)),
    tax_value: sumDecimals(members.map((money) => money.tax_value)),
  };
  blockSums.set(first, { members, amounts });
  return amounts;
}

/**
 * The lines' amounts as block sums: the domain's totals add them exactly (decimal.js, 40 digits),
 * so a sum of block sums is the sum of the lines, and a keystroke in a 2,000-line order adds one
 * block of 64 again instead of every line (issue 11, decision 0098).
 */
function lineAmounts(delivery: DeliveryDraft, context: MoneyContext): LineAmounts[] {
  const moneys = delivery.lines
    .filter((line) => line.description.trim() !== '')
    .map((line) => draftLineMoney(line, context));
  const blocks: LineAmounts[] = [];
  for (let start = 0; start < moneys.length; start += BLOCK_LINES) {
    blocks.push(sumBlock(moneys.slice(start, start + BLOCK_LINES)));
  }
  return blocks;
}

function forTotals(delivery: DeliveryDraft, context: MoneyContext): DeliveryForTotals {
  const costs: Record<string, string | null> = {};
  for (const type of DELIVERY_COST_TYPES) {
    const value = delivery.costs[type];
    // §5 "accepted only when numeric": a red-outlined value counts as nothing until fixed.
    costs[DELIVERY_COST_FIELDS[type]] =
      value !== undefined && isAcceptedDeliveryCost(value) ? value : null;
  }
  return { ...costs, order_materials: lineAmounts(delivery, context) };
}

export function draftDeliveryTotals(delivery: DeliveryDraft, context: MoneyContext): OrderTotals {
  return deliveryTotals(forTotals(delivery, context), { tax_codes: context.taxCodes });
}

export function draftOrderTotals(
  deliveries: readonly DeliveryDraft[],
  context: MoneyContext,
): OrderTotals {
  return orderTotals(
    deliveries.map((delivery) => forTotals(delivery, context)),
    { tax_codes: context.taxCodes },
  );
}
