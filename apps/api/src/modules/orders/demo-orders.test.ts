import { afterAll, describe, expect, inject, it } from 'vitest';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import { ORDER_STATES } from '@laydown/domain';
import { deliveries, orderMaterials, orders } from '../../db/schema/index';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { createMigratedDatabase } from '../../../test/test-database';
import { seedDemo } from '../demo/seed';

// The demo seeds only an empty database: this test has one of its own.
let t: TestApp | undefined;
let drop: (() => Promise<void>) | undefined;
afterAll(async () => {
  await t?.close();
  await drop?.();
});

describe('demo orders', () => {
  it('gives the demo company orders in every §4 state, made through the state machine', async () => {
    const database = await createMigratedDatabase(inject('serverUrl'), 'laydown_demo_orders');
    drop = database.drop;
    t = await buildTestApp({}, database.url);
    expect(await seedDemo(t.db, 'Demo-Passw0rd!')).not.toBeNull();
    const rows = await t.db
      .select({
        id: orders.id,
        state: orders.state,
        subState: orders.subState,
        kind: orders.kind,
        projectId: orders.projectId,
        vendorId: orders.companyVendorId,
        packageId: orders.orderPackageId,
      })
      .from(orders)
      .orderBy(asc(orders.id));
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(ORDER_STATES));
    expect(rows.map((r) => r.subState)).toEqual(
      expect.arrayContaining([
        'DRAFT_ORDER',
        'DRAFT_QUOTE',
        'DELETED_DRAFT',
        'DRAFTED_REQUEST',
        'REQUESTED_ORDER',
        'REQUESTED_QUOTE',
        'APPROVED',
        'QUOTED_REQUESTED',
        'QUOTED_RECEIVED',
        'QUOTED_EXPIRED',
        'ORDERED_REQUESTED',
        'ORDERED_CONFIRMED',
        'CANCELLED_ORDER_BY_BUYER',
      ]),
    );
    expect(new Set(rows.map((r) => r.projectId)).size).toBe(3);

    // An RFQ sent to two vendors is one package with an answered quote from each.
    const answered = rows.filter((r) => r.subState === 'QUOTED_RECEIVED');
    expect(new Set(answered.map((r) => r.packageId)).size).toBe(1);
    expect(new Set(answered.map((r) => r.vendorId)).size).toBe(2);
    // Each answer on its lines: a backorder, a changed price, a substitution, with the notes.
    const answers = await t.db
      .select({ response: orderMaterials.vendorResponse, note: orderMaterials.vendorNote })
      .from(orderMaterials)
      .where(
        inArray(
          orderMaterials.orderId,
          answered.map((r) => r.id),
        ),
      );
    expect(answers.flatMap((a) => a.response).sort()).toEqual([
      'BACKORDERED',
      'CHANGED_PRICE',
      'SUBSTITUTION',
    ]);
    expect(answers.filter((a) => a.response.length > 0).every((a) => a.note)).toBe(true);

    // Partially delivered: one delivery received, one on its way; fully delivered: all received.
    const partial = rows.find((r) => r.state === 'PARTIALLY_SHIPPED')!;
    const partialDeliveries = await t.db
      .select({ state: deliveries.state })
      .from(deliveries)
      .where(eq(deliveries.orderId, partial.id))
      .orderBy(asc(deliveries.position));
    expect(partialDeliveries.map((d) => d.state)).toEqual(['DELIVERED', 'SHIPPED']);
    for (const delivered of rows.filter((r) => r.state === 'DELIVERED')) {
      const lines = await t.db
        .select({ quantity: orderMaterials.quantity, received: orderMaterials.quantityDelivered })
        .from(orderMaterials)
        .where(eq(orderMaterials.orderId, delivered.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.every((l) => Number(l.received) === Number(l.quantity))).toBe(true);
    }

    // Tax and costs: placed orders carry taxed lines and delivery costs.
    const taxed = await t.db
      .select({ id: orderMaterials.id })
      .from(orderMaterials)
      .where(gt(orderMaterials.taxValue, '0'));
    expect(taxed.length).toBeGreaterThan(10);
    const shipping = await t.db
      .select({ id: deliveries.id })
      .from(deliveries)
      .where(and(gt(deliveries.shippingValue, '0'), gt(deliveries.discountValue, '0')));
    expect(shipping.length).toBeGreaterThan(0);
  }, 60_000);
});
