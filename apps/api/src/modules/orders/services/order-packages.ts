import type { OrderPackageRecord, OrderRecord, PackageOrderRecord } from '@laydown/contracts';
import {
  findOrderTransition,
  mayTakeTransition,
  nextOrderState,
  type OrderAction,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ForbiddenError, NotFoundError } from '../../../platform/errors';
import type { CompanyScope, TenantScope } from '../../../platform/scope';
import type { Signer } from '../../files/index';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as actions from '../repositories/action-repository';
import * as orders from '../repositories/order-repository';
import { projectWritable } from '../repositories/visibility';
import { requesterOf, stateRefusal } from './action-guards';
import { presentedOrder } from './index';
import { presentInternalComment } from './internal-comments';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { headerChanges, SUBJECT } from './order-history';
import { orderFacts } from './update-order';

const PACKAGE_SUBJECT = 'order_package';

/**
 * An order package the user may see or change: another company's, or one of a project outside
 * the user's project groups, answers 404 (decision 0084's rule, as for its orders).
 */
export async function writablePackage(
  db: Executor,
  scope: TenantScope,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<actions.PackageRow> {
  const row = await actions.findPackage(db, scope, id, options);
  if (!row) throw new NotFoundError();
  if (row.projectId !== null && !(await projectWritable(db, scope, row.projectId))) {
    throw new NotFoundError();
  }
  return row;
}

/** An order in the short form of a package or a quote list (money only with can_view_costs). */
export function packageOrder(order: OrderRecord): PackageOrderRecord {
  return {
    id: order.id,
    order_number: order.order_number,
    quote_number: order.quote_number,
    name: order.name,
    kind: order.kind,
    state: order.state,
    sub_state: order.sub_state,
    badge: order.badge,
    company_vendor_id: order.company_vendor_id,
    vendor_name: order.vendor_name,
    quote_expires_at: order.quote_expires_at,
    ...(order.totals ? { totals: order.totals } : {}),
  };
}

/** The package's orders the reader may see, in full (a moved order may be out of their groups). */
export async function packageOrders(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  packageId: number,
): Promise<OrderRecord[]> {
  // Side by side (a leveling reads five quotes of 300 lines); in the package's order.
  const read = await Promise.all(
    (await actions.packageOrderIds(db, scope, packageId)).map((id) =>
      presentedOrder(db, signer, scope, id).catch((error: unknown) => {
        if (error instanceof NotFoundError) return null;
        throw error;
      }),
    ),
  );
  return read.filter((order): order is OrderRecord => order !== null);
}

/** GET /order_package/{id}: the package, its orders (one per vendor for an RFQ) and comments. */
export async function presentedPackage(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  id: number,
): Promise<OrderPackageRecord> {
  const row = await writablePackage(db, scope, id);
  const [list, comments] = await Promise.all([
    packageOrders(db, signer, scope, id),
    actions.internalComments(db, scope, { orderPackageId: id }),
  ]);
  return {
    id: row.id,
    name: row.name,
    project_id: row.projectId,
    orders: list.map(packageOrder),
    internal_comments: comments.map(presentInternalComment),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** PATCH /order_package/{id}: renames the package (§3 order_package_name), with history. */
export async function renamePackage(
  db: Executor,
  scope: TenantScope,
  id: number,
  name: string,
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const row = await writablePackage(tx, scope, id, { forUpdate: true });
    if (row.name === name) return;
    await actions.renamePackage(tx, scope, id, name);
    const actor = await lastAction(tx, scope);
    await history.record({
      subjectType: PACKAGE_SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.name} renamed the package on {date}`,
      changes: [{ section: 'order_package', field: 'name', old: row.name, new: name }],
    });
  });
}

/** The §4 row that deletes an order of this state: drafts and requests only. */
function deleteActionOf(state: string): OrderAction | null {
  if (state === 'DRAFT') return 'delete_draft';
  if (['DRAFTED_REQUEST', 'REQUESTED', 'APPROVED'].includes(state)) return 'delete_request';
  return null;
}

/**
 * DELETE /order_package/{id} (decision 0050): deletes the package's drafts and requests through
 * the state machine (CANCELLED with DELETED_DRAFT / DELETED_REQUEST: kept, and restorable one by
 * one with undiscard). Orders already cancelled are left as they are; an order sent to a vendor
 * or placed refuses the whole delete (409 naming its state), so nothing is half deleted.
 */
export async function deletePackage(db: Executor, scope: TenantScope, id: number): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    await writablePackage(tx, scope, id, { forUpdate: true });
    const actor = await lastAction(tx, scope);
    const requester = requesterOf(scope);
    for (const orderId of await actions.packageOrderIds(tx, scope, id)) {
      const order = await writableOrder(tx, scope, orderId);
      if (order.state === 'CANCELLED') continue;
      const action = deleteActionOf(order.state);
      const outcome = action ? nextOrderState(orderFacts(order), action) : null;
      if (!action || !outcome?.ok) throw stateRefusal(order, 'deleted');
      const row = findOrderTransition(orderFacts(order), action);
      if (!row || !mayTakeTransition(requester, row.by)) throw new ForbiddenError();
      const values = {
        state: outcome.state,
        subState: outcome.sub_state,
        cancelledAt: new Date(),
        ...actor.values,
      };
      await orders.updateOrder(tx, scope, orderId, values);
      await history.record({
        subjectType: SUBJECT,
        subjectId: orderId,
        action: 'delete',
        title: `${actor.name} deleted ${order.orderNumber} with its package on {date}`,
        changes: headerChanges(order, values),
      });
    }
  });
}

/**
 * GET /quotes (order_id, quote_id) (decision 0050): the vendors' quotes for the RFQ the order
 * belongs to — the RFQ orders of its package, one per vendor, in full (lines and, with
 * can_view_costs, prices and totals), to compare. `quote_id` narrows to one of them (404 if it is
 * not in the package).
 */
export async function presentedQuotes(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  query: { order_id: number; quote_id?: number | undefined },
): Promise<OrderRecord[]> {
  const order = await presentedOrder(db, signer, scope, query.order_id);
  const quotes =
    order.order_package_id === null
      ? [order]
      : (await packageOrders(db, signer, scope, order.order_package_id)).filter(
          (o) => o.kind === 'RFQ',
        );
  if (query.quote_id === undefined) return quotes;
  const one = quotes.find((q) => q.id === query.quote_id);
  if (!one) throw new NotFoundError();
  return [one];
}
