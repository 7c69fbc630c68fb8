import type { HistoryChange } from '../../../db/schema/index';
import { diffFields } from '../../../platform/unit-of-work';
import type { OrderDocumentRows } from '../repositories/document-repository';
import type { OrderRow } from '../repositories/order-repository';
import type { PlannedDelivery } from './document-plan';

/**
 * procurement-core §3 Order history entry: the field-level changes (old → new) of a save, in three
 * sections — the header ('order'), the deliveries and the lines ('order_materials'). A delivery's
 * or line's field is named '<id>.<field>' (a new one 'new <n>.<field>'); one added or removed is
 * a change of its own field 'added' / 'removed'.
 */

export const SUBJECT = 'order';

const HEADER_FIELDS = [
  'name',
  'projectId',
  'companyVendorId',
  'vendorContactIds',
  'watcherIds',
  'tags',
  'notes',
  'quoteExpiresAt',
  'leadTimeCutoffDate',
  'state',
  'subState',
  'kind',
] as const;

const DELIVERY_FIELDS = [
  'isPickUp',
  'addressId',
  'addressTo',
  'requestedDeliveredAt',
  'instructions',
  'carrier',
  'shippingCarrierId',
  'trackingNumber',
  'leadTimeDays',
  'autoFollowUpDays',
  'taxValue',
  'discountValue',
  'shippingValue',
  'otherValue',
] as const;

const LINE_FIELDS = [
  'deliveryId',
  'companyMaterialId',
  'description',
  'productIdentifier',
  'attributes',
  'quantity',
  'unitId',
  'unitName',
  'unitCost',
  'costCodeId',
  'costCodePhaseId',
  'taxCodeId',
  'taxValue',
  'extendedCost',
  'extCostWithTax',
  'companyNote',
] as const;

/** API names of the stored fields (history shows the spec's names). */
const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The fields that hold money: hidden from a reader without can_view_costs. */
export const COST_FIELDS = new Set([
  'unit_cost',
  'tax_value',
  'extended_cost',
  'ext_cost_with_tax',
  'discount_value',
  'shipping_value',
  'other_value',
]);

function renamed(changes: HistoryChange[], prefix: string): HistoryChange[] {
  return changes.map((c) => ({ ...c, field: `${prefix}${snake(c.field)}` }));
}

/** Numeric columns come back from PostgreSQL as '10.000000': compare them as numbers. */
function normalized<T extends object>(row: T): T {
  const out: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(out)) {
    if (typeof value === 'string' && /^-?\d+\.\d+$/.test(value)) out[key] = String(Number(value));
  }
  return out as T;
}

export function headerChanges(before: OrderRow, after: Partial<OrderRow>): HistoryChange[] {
  return renamed(diffFields(before, after, HEADER_FIELDS, 'order'), '');
}

/** The deliveries' and lines' changes between the stored document and the planned one. */
export function documentChanges(
  before: OrderDocumentRows,
  planned: readonly PlannedDelivery[],
): HistoryChange[] {
  const changes: HistoryChange[] = [];
  const oldDeliveries = new Map(before.deliveries.map((d) => [d.delivery.id, d.delivery]));
  const oldLines = new Map(before.lines.map((l) => [l.line.id, l.line]));
  const keptDeliveries = new Set<number>();
  const keptLines = new Set<number>();
  let newDelivery = 0;
  let newLine = 0;
  for (const delivery of planned) {
    const old = delivery.id === undefined ? undefined : oldDeliveries.get(delivery.id);
    if (old) {
      keptDeliveries.add(old.id);
      changes.push(
        ...renamed(
          diffFields(normalized(old), normalized(delivery.values), DELIVERY_FIELDS, 'deliveries'),
          `${old.id}.`,
        ),
      );
    } else {
      newDelivery += 1;
      changes.push({
        section: 'deliveries',
        field: `new ${newDelivery}.added`,
        old: null,
        new: true,
      });
    }
    for (const line of delivery.lines) {
      const oldLine = line.id === undefined ? undefined : oldLines.get(line.id);
      if (oldLine) {
        keptLines.add(oldLine.id);
        const after = { ...line.values, deliveryId: old ? old.id : oldLine.deliveryId };
        changes.push(
          ...renamed(
            diffFields(normalized(oldLine), normalized(after), LINE_FIELDS, 'order_materials'),
            `${oldLine.id}.`,
          ),
        );
      } else {
        newLine += 1;
        changes.push({
          section: 'order_materials',
          field: `new ${newLine}.added`,
          old: null,
          new: line.values.description,
        });
      }
    }
  }
  for (const d of before.deliveries) {
    if (!keptDeliveries.has(d.delivery.id)) {
      changes.push({
        section: 'deliveries',
        field: `${d.delivery.id}.removed`,
        old: d.delivery.position,
        new: null,
      });
    }
  }
  for (const l of before.lines) {
    if (!keptLines.has(l.line.id)) {
      changes.push({
        section: 'order_materials',
        field: `${l.line.id}.removed`,
        old: l.line.description,
        new: null,
      });
    }
  }
  return changes;
}
