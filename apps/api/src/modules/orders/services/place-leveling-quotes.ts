import type {
  OrderRecord,
  PlaceLevelingQuotesBody,
  PlaceLevelingQuotesRequest,
} from '@laydown/contracts';
import {
  LEVELING_MESSAGES,
  levelingSummary,
  levelQuotes,
  nextOrderState,
  type LevelingLine,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { inUnitOfWork, type UnitOfWork } from '../../../platform/unit-of-work';
import type { Signer } from '../../files/index';
import { canViewCosts } from '../policy';
import { deleteLines } from '../repositories/document-repository';
import * as orders from '../repositories/order-repository';
import { insertOrderSaving } from '../repositories/order-savings-repository';
import { projectWritable } from '../repositories/visibility';
import { presentedOrder } from './index';
import { takeOrderAction } from './order-actions';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { headerChanges, SUBJECT } from './order-history';
import { packageOrder, packageOrders, writablePackage } from './order-packages';
import { levelingInput, openQuotes } from './quote-leveling';
import { orderFacts } from './update-order';

type Chosen = PlaceLevelingQuotesRequest['orders'];
const SAVING_SOURCE = 'leveling';

const refuse = (message: string, field = 'orders'): never => {
  throw new ValidationError(message, { [field]: [message] });
};

/**
 * The orders named must be the company's and visible (404 otherwise) and of one package (422).
 * Read without a lock: the package is locked first, then its orders, as a package delete does,
 * so two calls naming the same quotes in any order wait for each other instead of deadlocking.
 */
async function packageOfChoice(tx: Executor, scope: CompanyScope, chosen: Chosen) {
  const ids = chosen.map((c) => c.order_id);
  if (new Set(ids).size !== ids.length) refuse(LEVELING_MESSAGES.orderTwice);
  const packages = new Set<number | null>();
  for (const id of ids) {
    const order = await orders.findOrder(tx, scope, id);
    if (!order || !(await projectWritable(tx, scope, order.projectId))) throw new NotFoundError();
    packages.add(order.orderPackageId);
  }
  const [packageId] = packages;
  if (packages.size !== 1 || packageId == null) return refuse(LEVELING_MESSAGES.onePackage);
  return packageId;
}

const vendorOf = (order: OrderRecord) => order.vendor_name ?? order.order_number;

/** The choice as line key → order, each line checked against the comparison (422 if not one). */
function choiceOf(lines: readonly LevelingLine[], quotes: OrderRecord[], chosen: Chosen) {
  const choice: Record<string, number> = {};
  chosen.forEach((entry, i) => {
    const quote = quotes.find((q) => q.id === entry.order_id)!;
    for (const lineId of entry.order_material_ids) {
      const line = lines.find((l) =>
        l.cells.some((c) => c.order_id === quote.id && c.order_material_id === lineId),
      );
      if (!line) {
        return refuse(
          LEVELING_MESSAGES.lineNotOnQuote(lineId, quote.order_number),
          `orders.${i}.order_material_ids`,
        );
      }
      const cell = line.cells.find((c) => c.order_id === quote.id)!;
      if (cell.missing) {
        refuse(
          LEVELING_MESSAGES.lineMissing(line.description, vendorOf(quote), cell.missing),
          `orders.${i}.order_material_ids`,
        );
      }
      if (choice[line.key] !== undefined) refuse(LEVELING_MESSAGES.chosenTwice(line.description));
      choice[line.key] = quote.id;
    }
  });
  return choice;
}

/** A quote nobody chose is closed as the buyer's cancel of §4 (state machine), with history. */
async function closeQuote(uow: UnitOfWork, scope: CompanyScope, orderId: number) {
  const order = await writableOrder(uow.tx, scope, orderId);
  const outcome = nextOrderState(orderFacts(order), 'cancel');
  if (!outcome.ok) return false;
  const actor = await lastAction(uow.tx, scope);
  const values = {
    state: outcome.state,
    subState: outcome.sub_state,
    cancelledAt: new Date(),
    ...actor.values,
  };
  await orders.updateOrder(uow.tx, scope, orderId, values);
  await uow.history.record({
    subjectType: SUBJECT,
    subjectId: orderId,
    action: 'update',
    title: `${actor.name} closed ${order.orderNumber} in quote leveling on {date}`,
    changes: headerChanges(order, values),
  });
  return true;
}

/**
 * POST /order/place_leveling_quotes {orders} (procurement-core §6, §7; decision 0092). In one
 * unit of work, with the package locked (two calls at once: the second finds the quotes placed
 * and answers 409): each chosen quote becomes its vendor's order through §4 `place_order`, its
 * lines not chosen marked deleted; the package's other open quotes are closed (Cancelled by
 * Buyer); each placed order records what it saved against the highest quote of its lines
 * (`order_savings`, source 'leveling').
 */
export async function placeLevelingQuotes(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  chosen: Chosen,
): Promise<PlaceLevelingQuotesBody> {
  const done = await inUnitOfWork(db, scope, async (uow) => {
    const { tx, history } = uow;
    const packageId = await packageOfChoice(tx, scope, chosen);
    await writablePackage(tx, scope, packageId, { forUpdate: true });
    const quotes = openQuotes(await packageOrders(tx, signer, scope, packageId));
    for (const entry of chosen) {
      const quote = quotes.find((q) => q.id === entry.order_id);
      if (!quote) {
        const order = await writableOrder(tx, scope, entry.order_id);
        throw new ConflictError(
          LEVELING_MESSAGES.notAQuote(order.orderNumber),
          'invalid_transition',
        );
      }
      if (quote.sub_state !== 'QUOTED_RECEIVED') {
        refuse(
          LEVELING_MESSAGES.lineMissing(quote.order_number, vendorOf(quote), 'AWAITING_QUOTE'),
        );
      }
    }
    const lines = levelQuotes(quotes.map(levelingInput));
    const summary = levelingSummary(lines, choiceOf(lines, quotes, chosen));
    const actor = await lastAction(tx, scope);
    for (const placed of summary.orders) {
      const quote = quotes.find((q) => q.id === placed.order_id)!;
      const keep = new Set(placed.order_material_ids);
      const dropped = quote.deliveries
        .flatMap((d) => d.order_materials)
        .filter((l) => !keep.has(l.id));
      await deleteLines(
        tx,
        scope,
        dropped.map((l) => l.id),
      );
      if (dropped.length > 0) {
        await history.record({
          subjectType: SUBJECT,
          subjectId: quote.id,
          action: 'update',
          title: `${actor.name} left ${dropped.length} lines of ${quote.order_number} out in quote leveling on {date}`,
          changes: dropped.map((l) => ({
            section: 'order_materials',
            field: `${l.id}.removed`,
            old: l.description,
            new: null,
          })),
        });
      }
      await takeOrderAction(tx, scope, quote.id, 'place_order');
      const saving = await insertOrderSaving(tx, {
        companyId: scope.companyId,
        orderId: quote.id,
        amount: placed.savings,
        source: SAVING_SOURCE,
        createdByCompanyUserId: scope.companyUserId,
      });
      await history.record({
        subjectType: 'order_saving',
        subjectId: saving.id,
        action: 'created',
        title: 'Order saving recorded',
        snapshot: { order_id: quote.id, amount: saving.amount, source: SAVING_SOURCE },
      });
    }
    const placedIds = new Set(summary.orders.map((o) => o.order_id));
    const closed: number[] = [];
    for (const quote of quotes) {
      if (!placedIds.has(quote.id) && (await closeQuote(uow, scope, quote.id))) {
        closed.push(quote.id);
      }
    }
    await history.record({
      subjectType: 'order_package',
      subjectId: packageId,
      action: 'update',
      title: `${actor.name} placed ${placedIds.size} orders from quote leveling on {date}`,
      snapshot: { placed_order_ids: [...placedIds], closed_order_ids: closed },
    });
    return { packageId, placedIds: [...placedIds], closed, summary };
  });
  const placed = await Promise.all(
    done.placedIds.map(async (id) => packageOrder(await presentedOrder(db, signer, scope, id))),
  );
  return {
    order_package_id: done.packageId,
    orders: placed,
    closed_order_ids: done.closed,
    ...(canViewCosts(scope) ? { total: done.summary.total, savings: done.summary.savings } : {}),
  };
}
