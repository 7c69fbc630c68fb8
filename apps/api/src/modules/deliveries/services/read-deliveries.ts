import type { DeliveryListQuery, FetchDeliveriesQuery } from '@laydown/contracts';
import { DELIVERY_STATES } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import { listPage } from '../../../platform/lists';
import type { CompanyScope, TenantScope } from '../../../platform/scope';
import type { Signer } from '../../files/index';
import { visibleOrdersCondition } from '../../orders/index';
import { presentDelivery, presentDeliveryDetail } from '../presenter';
import * as repo from '../repositories/delivery-repository';
import * as lists from '../repositories/list-repository';
import { deliveryFiles } from './delivery-files';

/**
 * The read side of deliveries (procurement-core §7): every read follows the order's project-group
 * rule (decision 0084), so a delivery of an order the reader cannot see answers 404 like another
 * company's.
 */

/** 404 unless the delivery is the company's and its order visible to the scope. */
export async function requireDelivery(db: Executor, scope: TenantScope, id: number) {
  const head = await repo.findDeliveryHead(db, scope, id, visibleOrdersCondition(scope));
  if (!head) throw new NotFoundError();
  return head;
}

/** GET /deliveries/{id}: the delivery, its lines and its files (fresh signed ids: the signer). */
export async function presentedDelivery(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  id: number,
  options: { afterWrite?: boolean } = {},
) {
  const visible = options.afterWrite ? undefined : visibleOrdersCondition(scope);
  // Side by side: the lines and files of a delivery the reader may not see are never answered.
  const [view, lines, files] = await Promise.all([
    repo.findDeliveryView(db, scope, id, visible),
    repo.linesOf(db, scope, [id]),
    deliveryFiles(db, signer, scope, id),
  ]);
  if (!view) throw new NotFoundError();
  return presentDeliveryDetail(scope, view, lines, files);
}

/** GET /deliveries: a page with the state counts (facets.state) of the same search and filters. */
export async function presentedDeliveryList(
  db: Executor,
  scope: TenantScope,
  query: DeliveryListQuery,
) {
  const visible = visibleOrdersCondition(scope);
  const [rows, counts] = await Promise.all([
    lists.listDeliveries(db, scope, query, visible),
    lists.stateCounts(db, scope, query, visible),
  ]);
  const byState = new Map(counts.map((c) => [c.value, c.count]));
  const total = query.state
    ? (byState.get(query.state) ?? 0)
    : counts.reduce((sum, c) => sum + c.count, 0);
  const state = DELIVERY_STATES.map((value) => ({ value, count: byState.get(value) ?? 0 }));
  return listPage(
    rows.map((row) => presentDelivery(scope, row)),
    total,
    query,
    { state },
  );
}

/** GET /deliveries/fetch_deliveries: the calendar's deliveries of the days asked. */
export async function presentedCalendar(
  db: Executor,
  scope: TenantScope,
  query: FetchDeliveriesQuery,
) {
  const rows = await lists.calendarDeliveries(db, scope, query, visibleOrdersCondition(scope));
  return { records: rows.map((row) => presentDelivery(scope, row)) };
}
