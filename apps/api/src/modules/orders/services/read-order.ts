import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { historyEntries, users, vendorUsers } from '../../../db/schema/index';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import * as orders from '../repositories/order-repository';
import { visibleOrdersCondition } from '../repositories/visibility';
import { requireVisibleOrder } from './order-access';
import { SUBJECT } from './order-history';

/**
 * One order as GET /order/{id} shows it, in one statement (decision 0112): header, deliveries,
 * lines, files, internal comments and the company's facts. A read follows the project-group rule
 * (404 outside the reader's groups, decision 0084); the answer of a write the user just made
 * (`afterWrite`) does not.
 */
export async function readOrder(
  db: Executor,
  scope: TenantScope,
  id: number,
  options: { afterWrite?: boolean } = {},
) {
  const visible = options.afterWrite ? undefined : visibleOrdersCondition(scope);
  const found = await orders.findOrderWithDocument(db, scope, id, visible);
  if (!found) throw new NotFoundError();
  return found;
}
export type ReadOrder = Awaited<ReturnType<typeof readOrder>>;

/**
 * The order's history entries, newest first, with their authors (§3 Order history entry): a
 * member, or a vendor user (their vendor's files, decision 0073).
 */
export async function readOrderHistory(db: Executor, scope: TenantScope, id: number) {
  await requireVisibleOrder(db, scope, id);
  return db
    .select({
      entry: historyEntries,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      vendor: {
        id: vendorUsers.vendorId,
        firstName: vendorUsers.firstName,
        lastName: vendorUsers.lastName,
        email: vendorUsers.email,
      },
    })
    .from(historyEntries)
    .leftJoin(users, eq(users.id, historyEntries.authorUserId))
    .leftJoin(vendorUsers, eq(vendorUsers.id, historyEntries.authorVendorUserId))
    .where(
      and(
        eq(historyEntries.companyId, scope.companyId),
        eq(historyEntries.subjectType, SUBJECT),
        eq(historyEntries.subjectId, id),
      ),
    )
    .orderBy(desc(historyEntries.createdAt), desc(historyEntries.id));
}
export type OrderHistoryRows = Awaited<ReturnType<typeof readOrderHistory>>;
