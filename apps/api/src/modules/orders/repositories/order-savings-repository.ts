import { and, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { orderSavings, orders } from '../../../db/schema/index';

/** Whether the company has this order and the reader may see it (the project-group rule). */
export async function orderVisible(
  db: Executor,
  companyId: number,
  orderId: number,
  visible: SQL | undefined,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.companyId, companyId), eq(orders.id, orderId), visible));
  return row !== undefined;
}

export async function insertOrderSaving(
  db: Executor,
  values: typeof orderSavings.$inferInsert,
): Promise<typeof orderSavings.$inferSelect> {
  const [row] = await db.insert(orderSavings).values(values).returning();
  return row!;
}
