import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { OrderState } from '@laydown/domain';
import type { Database } from '../../src/db/client';
import { companyVendors, orderMaterials, orders } from '../../src/db/schema/index';
import * as companyVendorRepo from '../../src/modules/company-vendors/repository';
import * as directory from '../../src/modules/vendors/directory';
import { createProjectRow } from './reference';
import { systemScope } from '../../src/platform/scope';

const suffix = () => randomUUID().slice(0, 6);

/** A company vendor of the company (a new vendor record of that name). */
export async function createCompanyVendorRow(
  db: Database,
  companyId: number,
  name = `Vendor ${suffix()}`,
) {
  const vendor = await directory.insertVendorRecord(db, {
    name,
    domains: [],
    createdByCompanyId: companyId,
  });
  const row = await companyVendorRepo.insertCompanyVendor(
    db,
    systemScope('test factory', companyId),
    { vendorId: vendor.id, vendorNickname: null, externalVendorId: null },
  );
  return { id: row.id, name };
}

export async function discardCompanyVendor(db: Database, companyId: number, id: number) {
  await db
    .update(companyVendors)
    .set({ discardedAt: new Date() })
    .where(and(eq(companyVendors.companyId, companyId), eq(companyVendors.id, id)));
}

export interface OrderLineFields {
  materialId: number;
  quantity?: string;
  unitCost?: string | null;
  unitId?: number | null;
  deleted?: boolean;
}

export interface OrderFields {
  state: OrderState;
  lines: OrderLineFields[];
  projectId?: number;
  companyVendorId?: number | null;
  orderNumber?: string;
  name?: string;
  createdAt?: Date;
}

/** An order of the company with its lines (a project is made when none is given). */
export async function createOrder(db: Database, companyId: number, fields: OrderFields) {
  const projectId = fields.projectId ?? (await createProjectRow(db, companyId)).id;
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        companyId,
        projectId,
        companyVendorId: fields.companyVendorId ?? null,
        orderNumber: fields.orderNumber ?? `PO-${suffix()}`,
        name: fields.name ?? `Order ${suffix()}`,
        state: fields.state,
        ...(fields.createdAt ? { createdAt: fields.createdAt, updatedAt: fields.createdAt } : {}),
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('insert orders returned nothing');
    if (fields.lines.length > 0) {
      await tx.insert(orderMaterials).values(
        fields.lines.map((line) => ({
          companyId,
          orderId: order.id,
          companyMaterialId: line.materialId,
          quantity: line.quantity ?? '1',
          unitCost: line.unitCost === undefined ? '1' : line.unitCost,
          unitId: line.unitId ?? null,
          deletedAt: line.deleted ? new Date() : null,
        })),
      );
    }
    return order.id;
  });
}
