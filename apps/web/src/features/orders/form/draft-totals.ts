import {
  DELIVERY_COST_FIELDS,
  DELIVERY_COST_TYPES,
  deliveryTotals,
  isAcceptedDeliveryCost,
  lineMoney,
  orderTotals,
  taxRateOnDate,
  type DeliveryForTotals,
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

export function draftLineMoney(line: LineDraft, context: MoneyContext): LineMoney {
  const rate =
    context.taxCodes && line.tax_code_id !== null
      ? taxRateOnDate(context.taxRates.get(line.tax_code_id) ?? [], context.orderDate)
      : undefined;
  return lineMoney({
    unit_cost:
      line.unit_cost.trim() === '' || Number.isNaN(Number(line.unit_cost)) ? null : line.unit_cost,
    quantity:
      line.quantity.trim() === '' || Number.isNaN(Number(line.quantity)) ? null : line.quantity,
    unit: line.unit_id === null ? null : context.units.get(line.unit_id),
    has_tax_code: context.taxCodes && line.tax_code_id !== null,
    rate_percent: rate?.rate ?? null,
  });
}

function forTotals(delivery: DeliveryDraft, context: MoneyContext): DeliveryForTotals {
  const costs: Record<string, string | null> = {};
  for (const type of DELIVERY_COST_TYPES) {
    const value = delivery.costs[type];
    // §5 "accepted only when numeric": a red-outlined value counts as nothing until fixed.
    costs[DELIVERY_COST_FIELDS[type]] =
      value !== undefined && isAcceptedDeliveryCost(value) ? value : null;
  }
  return {
    ...costs,
    order_materials: delivery.lines
      .filter((line) => line.description.trim() !== '')
      .map((line) => draftLineMoney(line, context)),
  };
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
