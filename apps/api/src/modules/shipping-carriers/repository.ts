import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { setOrKeep } from '../../db/unchanged';
import { shippingCarriers } from '../../db/schema/index';
import type { TenantScope } from '../../platform/scope';

export type ShippingCarrierRow = typeof shippingCarriers.$inferSelect;
type Values = Partial<Pick<ShippingCarrierRow, 'name' | 'trackingUrl' | 'active'>>;

export function listCarriers(db: Executor, ctx: TenantScope) {
  return db
    .select()
    .from(shippingCarriers)
    .where(eq(shippingCarriers.companyId, ctx.companyId))
    .orderBy(asc(shippingCarriers.name));
}

export async function insertCarrier(
  db: Executor,
  ctx: TenantScope,
  values: Values & { name: string },
) {
  const [row] = await db
    .insert(shippingCarriers)
    .values({ ...values, companyId: ctx.companyId })
    .returning();
  if (!row) throw new Error('insert shipping_carriers returned nothing');
  return row;
}

export async function updateCarrier(db: Executor, ctx: TenantScope, id: number, values: Values) {
  const [row] = await db
    .update(shippingCarriers)
    .set(setOrKeep(values, shippingCarriers.id))
    .where(and(eq(shippingCarriers.companyId, ctx.companyId), eq(shippingCarriers.id, id)))
    .returning();
  return row;
}

export async function findCarrier(db: Executor, ctx: TenantScope, id: number) {
  const [row] = await db
    .select()
    .from(shippingCarriers)
    .where(and(eq(shippingCarriers.companyId, ctx.companyId), eq(shippingCarriers.id, id)))
    .limit(1);
  return row;
}
