import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import * as documents from '../repositories/document-repository';
import type {
  DeliveryInsert,
  LineOfNewDelivery,
  OrderDocumentRows,
} from '../repositories/document-repository';
import type { PlannedDelivery } from './document-plan';

const same = (a: unknown, b: unknown) =>
  JSON.stringify(a instanceof Date ? a.toISOString() : a) ===
  JSON.stringify(b instanceof Date ? b.toISOString() : b);
const numeric = (value: unknown) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;

/** Whether any planned value differs from the stored row (numbers compared as numbers). */
function changed(stored: object, values: object): boolean {
  const row = stored as Record<string, unknown>;
  return Object.entries(values).some(([key, value]) => !same(numeric(row[key]), numeric(value)));
}

/**
 * Stores the planned document: new deliveries and lines are inserted (in one statement), changed
 * ones updated, and those no longer sent are marked deleted (never removed: price history and the
 * order's history keep them, decision 0024).
 */
export async function writeDocument(
  tx: Executor,
  scope: TenantScope,
  orderId: number,
  planned: readonly PlannedDelivery[],
  existing: OrderDocumentRows | null,
): Promise<void> {
  const oldDeliveries = new Map(existing?.deliveries.map((d) => [d.delivery.id, d.delivery]) ?? []);
  const oldLines = new Map(existing?.lines.map((l) => [l.line.id, l.line]) ?? []);

  const fresh = planned
    .map((delivery, position) => ({ delivery, position }))
    .filter(({ delivery }) => delivery.id === undefined);
  const rowOf = ({ delivery, position }: (typeof fresh)[number]): DeliveryInsert => ({
    ...delivery.values,
    orderId,
    position,
  });
  // New deliveries are inserted with the new lines, in one statement (decision 0107), unless a
  // stored line moves to one: its update needs the new delivery's id first.
  const idOf = new Map<PlannedDelivery, number>();
  const movesStoredLine = fresh.some(({ delivery }) => delivery.lines.some((l) => l.id));
  if (movesStoredLine) {
    const ids = await documents.insertDeliveries(tx, scope, fresh.map(rowOf));
    fresh.forEach(({ delivery }, i) => idOf.set(delivery, ids[i]!));
  }

  const inserts: LineOfNewDelivery[] = [];
  const keptLines = new Set<number>();
  for (const [position, delivery] of planned.entries()) {
    const deliveryId = delivery.id ?? idOf.get(delivery);
    const old = delivery.id === undefined ? undefined : oldDeliveries.get(delivery.id);
    if (old && changed(old, { ...delivery.values, position })) {
      await documents.updateDelivery(tx, scope, old.id, { ...delivery.values, position });
    }
    for (const line of delivery.lines) {
      const oldLine = line.id === undefined ? undefined : oldLines.get(line.id);
      if (!oldLine) {
        inserts.push({ ...line.values, orderId, deliveryId, deliveryPosition: position });
        continue;
      }
      keptLines.add(oldLine.id);
      const values = { ...line.values, orderId, deliveryId: deliveryId! };
      if (changed(oldLine, values)) await documents.updateLine(tx, scope, oldLine.id, values);
    }
  }
  await documents.insertDeliveriesWithLines(
    tx,
    scope,
    movesStoredLine ? [] : fresh.map(rowOf),
    inserts,
  );
  const keptDeliveries = new Set(planned.flatMap((d) => (d.id === undefined ? [] : [d.id])));
  await documents.deleteLines(
    tx,
    scope,
    [...oldLines.keys()].filter((id) => !keptLines.has(id)),
  );
  await documents.deleteDeliveries(
    tx,
    scope,
    [...oldDeliveries.keys()].filter((id) => !keptDeliveries.has(id)),
  );
}
