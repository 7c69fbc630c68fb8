import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { companyMaterials, orderMaterials, orders } from '../../../db/schema/index';
import type { TenantScope } from '../../../platform/scope';
import { visibleOrdersCondition } from './visibility';

/** The company's own catalogue material's text (a provider material is not the company's). */
export async function ownMaterialText(db: Executor, scope: TenantScope, id: number) {
  const [row] = await db
    .select({
      description: companyMaterials.description,
      productIdentifier: companyMaterials.productIdentifier,
    })
    .from(companyMaterials)
    .where(and(eq(companyMaterials.companyId, scope.companyId), eq(companyMaterials.id, id)));
  return row;
}

/**
 * The live lines linked to the material whose text differs from it, on the orders in `states`
 * (and the order `orderId`) the reader sees (project groups, decision 0084), with their order.
 */
export async function staleLinesOfMaterial(
  db: Executor,
  scope: TenantScope,
  material: { id: number; description: string; productIdentifier: string | null },
  which: { states: readonly string[]; orderId?: number | undefined },
) {
  return db
    .select({
      id: orderMaterials.id,
      orderId: orderMaterials.orderId,
      orderNumber: orders.orderNumber,
      state: orders.state,
      description: orderMaterials.description,
      productIdentifier: orderMaterials.productIdentifier,
    })
    .from(orderMaterials)
    .innerJoin(
      orders,
      and(eq(orders.companyId, orderMaterials.companyId), eq(orders.id, orderMaterials.orderId)),
    )
    .where(
      and(
        eq(orderMaterials.companyId, scope.companyId),
        eq(orderMaterials.companyMaterialId, material.id),
        isNull(orderMaterials.deletedAt),
        or(
          inArray(orders.state, [...which.states]),
          which.orderId === undefined ? undefined : eq(orders.id, which.orderId),
        ),
        or(
          ne(orderMaterials.description, material.description),
          sql`${orderMaterials.productIdentifier} is distinct from ${material.productIdentifier}`,
        ),
        visibleOrdersCondition(scope),
      ),
    )
    .orderBy(orderMaterials.orderId, orderMaterials.id)
    .for('update', { of: orderMaterials });
}

export async function setLinesText(
  db: Executor,
  scope: TenantScope,
  ids: number[],
  text: { description: string; productIdentifier: string | null },
) {
  if (ids.length === 0) return;
  await db
    .update(orderMaterials)
    .set({ ...text, updatedAt: sql`now()` })
    .where(and(eq(orderMaterials.companyId, scope.companyId), inArray(orderMaterials.id, ids)));
}
