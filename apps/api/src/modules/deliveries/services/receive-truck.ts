import { RECEIVING_MESSAGES, receiveLines, type LineReceipt } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { HistoryChange } from '../../../db/schema/index';
import { ValidationError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { plainDecimal } from '../presenter';
import * as repo from '../repositories/delivery-repository';

/**
 * One truck of a delivery, line by line (issue 10): what arrived is added to each line's
 * quantity_delivered (exact decimals), over-receipt past the ordered quantity plus the company's
 * tolerance is refused for the whole truck, and the delivery's status and incomplete items follow.
 * Answers the delivery's new values and the lines' history changes.
 */
export async function receiveTruck(
  tx: Executor,
  scope: TenantScope,
  deliveryId: number,
  receipts: readonly LineReceipt[],
  /** The company's over-receipt tolerance in percent (deliveryChangeContext), null for none. */
  tolerance: string | null,
) {
  const rows = await repo.linesOf(tx, scope, [deliveryId], true);
  const lines = rows.map((row) => ({
    id: row.id,
    description: row.description,
    quantity: plainDecimal(row.quantity),
    quantity_delivered: plainDecimal(row.quantityDelivered),
  }));
  const outcome = receiveLines(lines, receipts, tolerance);
  if (!outcome.ok) {
    const index = receipts.findIndex((r) => r.id === outcome.lineId);
    const field =
      outcome.message === RECEIVING_MESSAGES.unknownLine
        ? `delivery.received_materials.${index}.id`
        : `delivery.received_materials.${index}.quantity_received`;
    throw new ValidationError(outcome.message, { [field]: [outcome.message] });
  }
  const changed = outcome.lines.filter((line) => line.changed);
  await repo.setDeliveredQuantities(
    tx,
    scope,
    changed.map((line) => ({ id: line.id, quantityDelivered: line.quantity_delivered })),
  );
  const before = new Map(lines.map((line) => [line.id, line]));
  const changes: HistoryChange[] = changed.map((line) => ({
    section: 'order_materials',
    field: `${line.id}.quantity_delivered`,
    old: before.get(line.id)?.quantity_delivered ?? null,
    new: line.quantity_delivered,
  }));
  const short = outcome.lines
    .filter((line) => line.remaining_quantity !== '0')
    .map((line) => `${before.get(line.id)?.description ?? ''}: ${line.remaining_quantity} missing`);
  return {
    values: {
      status: outcome.status,
      incompleteItems: short.length > 0 ? short.join('; ') : null,
    },
    changes,
  };
}
