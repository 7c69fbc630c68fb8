import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { sideBySide } from '../../../db/side-by-side';
import {
  addresses,
  companyVendorContacts,
  companyVendors,
  costCodes,
  deliveries,
  orderMaterials,
  projects,
  taxCodes,
  units,
} from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';

/** The demo company's reference rows the demo orders point at (modules/demo seeds them first). */
export async function demoReferences(db: Executor, scope: TenantScope) {
  const c = scope.companyId;
  const [projectRows, vendorRows, contactRows, unitRows, codeRows, taxRows, addressRows] =
    await sideBySide(db, [
      () =>
        db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.companyId, c), eq(projects.isPlaceholder, false)))
          .orderBy(asc(projects.id)),
      () =>
        db
          .select({ id: companyVendors.id })
          .from(companyVendors)
          .where(eq(companyVendors.companyId, c))
          .orderBy(asc(companyVendors.id)),
      () =>
        db
          .select({ id: companyVendorContacts.id, vendorId: companyVendorContacts.companyVendorId })
          .from(companyVendorContacts)
          .where(eq(companyVendorContacts.companyId, c)),
      // A name can stand for several multipliers (each, per 100): the demo orders use the plain ones.
      () =>
        db
          .select({ id: units.id, name: units.name })
          .from(units)
          .where(and(eq(units.companyId, c), eq(units.multiplier, '1'))),
      () =>
        db
          .select({ id: costCodes.id })
          .from(costCodes)
          .where(eq(costCodes.companyId, c))
          .orderBy(asc(costCodes.id)),
      () =>
        db
          .select({ id: taxCodes.id, code: taxCodes.code })
          .from(taxCodes)
          .where(eq(taxCodes.companyId, c)),
      () =>
        db
          .select({ id: addresses.id, projectId: addresses.projectId })
          .from(addresses)
          .where(and(eq(addresses.companyId, c), isNotNull(addresses.projectId))),
    ]);
  return { projectRows, vendorRows, contactRows, unitRows, codeRows, taxRows, addressRows };
}

/** How far a demo order's deliveries have come (the receiving calls of a later issue do this). */
export type DemoDeliveryStage = 'REQUESTED' | 'SCHEDULED' | 'SHIPPED' | 'PARTIAL' | 'DELIVERED';

/**
 * Moves the demo order's deliveries to the stage its state tells: requested or scheduled dates,
 * shipped with a carrier, or delivered with every line received. PARTIAL delivers the first
 * delivery and ships the others.
 */
export async function settleDemoDeliveries(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  stage: DemoDeliveryStage,
  at: Date,
): Promise<void> {
  const rows = await db
    .select({ id: deliveries.id })
    .from(deliveries)
    .where(and(eq(deliveries.companyId, scope.companyId), eq(deliveries.orderId, orderId)))
    .orderBy(asc(deliveries.position));
  for (const [index, { id }] of rows.entries()) {
    const delivered = stage === 'DELIVERED' || (stage === 'PARTIAL' && index === 0);
    const shipped = delivered || stage === 'SHIPPED' || stage === 'PARTIAL';
    const values = delivered
      ? {
          state: 'DELIVERED',
          status: 'COMPLETE',
          shippedAt: at,
          estimatedDeliveredAt: at,
          actualDeliveredAt: at,
          markedDeliveredAt: at,
        }
      : shipped
        ? {
            state: 'SHIPPED',
            shippedAt: at,
            markedShippedAt: at,
            estimatedDeliveredAt: new Date(at.getTime() + 3 * 86_400_000),
            trackingNumber: `1Z999AA1${String(orderId).padStart(10, '0')}`,
          }
        : stage === 'SCHEDULED'
          ? { state: 'SCHEDULED', estimatedDeliveredAt: new Date(at.getTime() + 7 * 86_400_000) }
          : { state: 'REQUESTED' };
    await db
      .update(deliveries)
      .set(values)
      .where(and(eq(deliveries.companyId, scope.companyId), eq(deliveries.id, id)));
    if (delivered) {
      await db
        .update(orderMaterials)
        .set({ quantityDelivered: sql`${orderMaterials.quantity}` })
        .where(
          and(eq(orderMaterials.companyId, scope.companyId), eq(orderMaterials.deliveryId, id)),
        );
    }
  }
}

/** A vendor's answer on one line of a demo quote, by the line's place in the order. */
export interface DemoVendorAnswer {
  line: number;
  response: string[];
  note: string;
}

/**
 * Writes what a vendor answered on a demo quote's lines (§3 Order material vendor_response and
 * vendor_note), as the vendor portal will (issue 12): the purchaser opens an answered RFQ and
 * sees a changed price, a substitution or a backorder, not only prices.
 */
export async function writeDemoVendorAnswers(
  db: Executor,
  scope: TenantScope,
  orderId: number,
  answers: readonly DemoVendorAnswer[],
): Promise<void> {
  const lines = await db
    .select({ id: orderMaterials.id })
    .from(orderMaterials)
    .where(and(eq(orderMaterials.companyId, scope.companyId), eq(orderMaterials.orderId, orderId)))
    .orderBy(asc(orderMaterials.deliveryId), asc(orderMaterials.position), asc(orderMaterials.id));
  for (const answer of answers) {
    const line = lines[answer.line];
    if (!line) continue;
    await db
      .update(orderMaterials)
      .set({
        vendorResponse: answer.response,
        vendorNote: answer.note,
        changedUnitCostByVendor: answer.response.includes('CHANGED_PRICE'),
      })
      .where(and(eq(orderMaterials.companyId, scope.companyId), eq(orderMaterials.id, line.id)));
  }
}
