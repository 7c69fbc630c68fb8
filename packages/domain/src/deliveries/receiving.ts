import { MoneyDecimal, toDecimal } from '../orders/decimal';
import type { DeliveryStatus } from '../orders/order-states';

/**
 * Receiving a delivery line by line (procurement-core §3 Order material quantity_delivered,
 * remaining_quantity; Delivery status COMPLETE / INCOMPLETE_DELIVERY; issue 10). Quantities are
 * decimal strings and add up exactly over any number of trucks (decimal.js, never floats).
 */

export interface ReceivableLine {
  id: number;
  description: string;
  quantity: string;
  quantity_delivered: string;
}

export interface LineReceipt {
  id: number;
  /** What arrived on this truck (added to what arrived before). */
  quantity_received: string;
}

export interface ReceivedLine {
  id: number;
  quantity_delivered: string;
  remaining_quantity: string;
  /** True when this truck brought something for the line. */
  changed: boolean;
}

export const RECEIVING_MESSAGES = {
  overReceipt: (description: string, total: string, allowed: string) =>
    `Cannot receive ${total} of "${description}": at most ${allowed} can be received (the quantity ordered plus the company's tolerance).`,
  unknownLine: 'This material is not on this delivery.',
} as const;

const plain = (value: MoneyDecimal) => value.toFixed();

/** §3 remaining_quantity: what is still to arrive, never below 0. */
export function remainingQuantity(line: Pick<ReceivableLine, 'quantity' | 'quantity_delivered'>) {
  const left = toDecimal(line.quantity).minus(toDecimal(line.quantity_delivered));
  return plain(MoneyDecimal.max(left, 0));
}

/** The most a line may hold once received: ordered plus the company's tolerance percent, if set. */
export function receivableLimit(quantity: string, tolerancePercent: string | null): MoneyDecimal {
  const ordered = toDecimal(quantity);
  if (!tolerancePercent) return ordered;
  return ordered.plus(ordered.times(toDecimal(tolerancePercent)).dividedBy(100));
}

export type ReceiptOutcome =
  | { ok: true; lines: ReceivedLine[]; status: DeliveryStatus }
  | { ok: false; message: string; lineId: number };

/**
 * Adds what arrived to each line; refuses the whole receipt when any line would pass its limit
 * (nothing partial). The delivery is COMPLETE when every line has all it ordered, else
 * INCOMPLETE_DELIVERY.
 */
export function receiveLines(
  lines: readonly ReceivableLine[],
  receipts: readonly LineReceipt[],
  tolerancePercent: string | null,
): ReceiptOutcome {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const added = new Map<number, MoneyDecimal>();
  for (const receipt of receipts) {
    if (!byId.has(receipt.id)) {
      return { ok: false, message: RECEIVING_MESSAGES.unknownLine, lineId: receipt.id };
    }
    const before = added.get(receipt.id) ?? new MoneyDecimal(0);
    added.set(receipt.id, before.plus(toDecimal(receipt.quantity_received)));
  }
  const result: ReceivedLine[] = [];
  for (const line of lines) {
    const arrived = added.get(line.id);
    const total = toDecimal(line.quantity_delivered).plus(arrived ?? 0);
    const limit = receivableLimit(line.quantity, tolerancePercent);
    if (arrived && total.greaterThan(limit)) {
      return {
        ok: false,
        message: RECEIVING_MESSAGES.overReceipt(line.description, plain(total), plain(limit)),
        lineId: line.id,
      };
    }
    const delivered = plain(total);
    result.push({
      id: line.id,
      quantity_delivered: delivered,
      remaining_quantity: remainingQuantity({
        quantity: line.quantity,
        quantity_delivered: delivered,
      }),
      changed: arrived !== undefined && !arrived.isZero(),
    });
  }
  return { ok: true, lines: result, status: deliveryStatusOf(lines, result) };
}

function deliveryStatusOf(
  lines: readonly ReceivableLine[],
  received: readonly ReceivedLine[],
): DeliveryStatus {
  const complete = received.every((line, i) =>
    toDecimal(line.quantity_delivered).greaterThanOrEqualTo(toDecimal(lines[i]?.quantity ?? '0')),
  );
  return complete ? 'COMPLETE' : 'INCOMPLETE_DELIVERY';
}
