import { and, eq, gte, inArray, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DeliveryListQuery, FetchDeliveriesQuery } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { companyVendors, deliveries, orders, projects, vendors } from '../../../db/schema/index';
import { countAll, orderFor, pageWindow, searchAny } from '../../../platform/lists';
import type { TenantScope } from '../../../platform/scope';
import { bestGuessAt, liveDeliveriesOf, withNames } from './delivery-repository';

const openIssue = and(
  isNotNull(deliveries.deliveryIssueType),
  isNull(deliveries.deliveryIssueResolvedAt),
);

/** The conditions of the list's search and filters, with or without the state filter. */
function conditions(
  ctx: TenantScope,
  query: DeliveryListQuery,
  visible: SQL | undefined,
  withState: boolean,
) {
  return and(
    liveDeliveriesOf(ctx),
    visible,
    searchAny(query.search, [
      orders.orderNumber,
      orders.name,
      projects.name,
      vendors.name,
      deliveries.trackingNumber,
      deliveries.carrier,
    ]),
    withState && query.state ? eq(deliveries.state, query.state) : undefined,
    query.status ? eq(deliveries.status, query.status) : undefined,
    query.project_id ? inArray(orders.projectId, query.project_id) : undefined,
    query.order_id ? inArray(deliveries.orderId, query.order_id) : undefined,
    query.has_open_issue === 'true' ? openIssue : undefined,
    query.has_open_issue === 'false' ? sql`not (${openIssue})` : undefined,
  );
}

/** GET /deliveries: a page of deliveries, newest expected first, with state counts (facets). */
export async function listDeliveries(
  db: Executor,
  ctx: TenantScope,
  query: DeliveryListQuery,
  visible: SQL | undefined,
) {
  const order = orderFor(
    query,
    {
      best_guess_delivered_at: bestGuessAt,
      order_number: orders.orderNumber,
      project_name: projects.name,
      vendor_name: vendors.name,
      state: deliveries.state,
      updated_at: deliveries.updatedAt,
    },
    [sql`${bestGuessAt} desc nulls last`],
    deliveries.id,
  );
  const { limit, offset } = pageWindow(query);
  return withNames(db)
    .where(conditions(ctx, query, visible, true))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
}

/** Counts per state of the list's search and filters, the state filter itself left out. */
export async function stateCounts(
  db: Executor,
  ctx: TenantScope,
  query: DeliveryListQuery,
  visible: SQL | undefined,
) {
  return db
    .select({ value: deliveries.state, count: countAll })
    .from(deliveries)
    .innerJoin(
      orders,
      and(eq(orders.companyId, deliveries.companyId), eq(orders.id, deliveries.orderId)),
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
    .where(conditions(ctx, query, visible, false))
    .groupBy(deliveries.state);
}

/**
 * GET /deliveries/fetch_deliveries: the company's deliveries whose best guess date falls in the
 * days asked (UTC days, end included), in date order. Reads the expression index
 * deliveries_company_best_guess_idx.
 */
export async function calendarDeliveries(
  db: Executor,
  ctx: TenantScope,
  query: FetchDeliveriesQuery,
  visible: SQL | undefined,
) {
  const start = new Date(`${query.start_date}T00:00:00.000Z`);
  const end = new Date(Date.parse(`${query.end_date}T00:00:00.000Z`) + 86_400_000);
  return withNames(db)
    .where(
      and(
        liveDeliveriesOf(ctx),
        gte(bestGuessAt, start),
        lt(bestGuessAt, end),
        visible,
        query.project_id ? inArray(orders.projectId, query.project_id) : undefined,
      ),
    )
    .orderBy(bestGuessAt, deliveries.id)
    .limit(5000);
}
