import { afterAll, describe, expect, inject, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { orders } from '../../db/schema/index';
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
  it('gives the demo company orders in the §4 states, made through the state machine', async () => {
    const database = await createMigratedDatabase(inject('serverUrl'), 'laydown_demo_orders');
    drop = database.drop;
    t = await buildTestApp({}, database.url);
    expect(await seedDemo(t.db, 'Demo-Passw0rd!')).not.toBeNull();
    const rows = await t.db
      .select({ state: orders.state, subState: orders.subState, kind: orders.kind })
      .from(orders)
      .orderBy(asc(orders.id));
    expect(new Set(rows.map((r) => r.state))).toEqual(
      new Set([
        'DRAFT',
        'CANCELLED',
        'QUOTED',
        'ORDERED',
        'SHIPPED',
        'PARTIALLY_SHIPPED',
        'DELIVERED',
      ]),
    );
    expect(rows.map((r) => r.subState)).toEqual(
      expect.arrayContaining([
        'DRAFT_ORDER',
        'DRAFT_QUOTE',
        'DELETED_DRAFT',
        'QUOTED_REQUESTED',
        'QUOTED_RECEIVED',
        'ORDERED_REQUESTED',
        'ORDERED_CONFIRMED',
        'CANCELLED_ORDER_BY_BUYER',
      ]),
    );
  });
});
