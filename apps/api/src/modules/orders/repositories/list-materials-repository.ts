import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { OrderMaterialExportRequest, OrderMaterialListSort } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import {
  companyVendors,
  orderMaterials,
  orders,
  projects,
  units,
  vendors,
} from '../../../db/schema/index';
import { orderFor } from '../../../platform/lists';
import { lineSearch, orderConditions, type ListScope } from './list-conditions';

/**
 * GET /consolidated_order_materials (decision 0048): one row per live line of the orders the
 * reader may see, with its order's number, project, vendor and state. The order filters are the
 * order list's; a search finds a line by its own text or by its order's number, name, project or
 * vendor.
 */

export type OrderMaterialQuery = Omit<OrderMaterialExportRequest, 'format'>;

const SORT_COLUMNS: Record<OrderMaterialListSort, SQL> = {
  description: sql`${orderMaterials.description}`,
  order_number: sql`${orders.orderNumber}`,
  project_name: sql`${projects.name}`,
  vendor_name: sql`${vendors.name}`,
  state: sql`${orders.state}`,
  quantity: sql`${orderMaterials.quantity}`,
  created_at: sql`${orderMaterials.createdAt}`,
  updated_at: sql`${orderMaterials.updatedAt}`,
};

/** The order's newest first, its lines in their order (the order list's default, line by line). */
const DEFAULT_ORDER = [desc(orders.updatedAt), desc(orders.id), asc(orderMaterials.position)];

export function lineConditions(scope: ListScope, query: OrderMaterialQuery) {
  return and(
    eq(orderMaterials.companyId, scope.companyId),
    isNull(orderMaterials.deletedAt),
    orderConditions(scope, { ...query, search: undefined }),
    lineSearch(scope.companyId, query.search),
  );
}

export async function listOrderMaterialRows(
  db: Executor,
  scope: ListScope,
  query: OrderMaterialQuery,
  window: { limit: number; offset: number },
) {
  return db
    .select({
      line: {
        id: orderMaterials.id,
        description: orderMaterials.description,
        productIdentifier: orderMaterials.productIdentifier,
        quantity: orderMaterials.quantity,
        quantityDelivered: orderMaterials.quantityDelivered,
        unitName: sql<string | null>`coalesce(${units.name}, ${orderMaterials.unitName})`,
        unitCost: orderMaterials.unitCost,
        extendedCost: orderMaterials.extendedCost,
        costCodeId: orderMaterials.costCodeId,
        createdAt: orderMaterials.createdAt,
        updatedAt: orderMaterials.updatedAt,
      },
      order: {
        id: orders.id,
        orderNumber: orders.orderNumber,
        name: orders.name,
        projectId: orders.projectId,
        companyVendorId: orders.companyVendorId,
        state: orders.state,
      },
      projectName: projects.name,
      vendorName: vendors.name,
    })
    .from(orderMaterials)
    .innerJoin(
      orders,
      and(eq(orders.companyId, orderMaterials.companyId), eq(orders.id, orderMaterials.orderId)),
    )
    .innerJoin(
      projects,
      and(eq(projects.companyId, orders.companyId), eq(projects.id, orders.projectId)),
    )
    .leftJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, orders.companyId),
        eq(companyVendors.id, orders.companyVendorId),
      ),
    )
    .leftJoin(vendors, eq(vendors.id, companyVendors.vendorId))
    .leftJoin(
      units,
      and(eq(units.companyId, orderMaterials.companyId), eq(units.id, orderMaterials.unitId)),
    )
    .where(lineConditions(scope, query))
    .orderBy(...orderFor(query, SORT_COLUMNS, DEFAULT_ORDER, orderMaterials.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type OrderMaterialListRows = Awaited<ReturnType<typeof listOrderMaterialRows>>;
