import { sql } from 'drizzle-orm';
import { liveChannels, type LiveNotificationPayload } from '@laydown/contracts';
import type { HistoryRecord, UnitOfWork } from '../../../platform/unit-of-work';

/**
 * A vendor's write on an order (an answer, a submitted quote, a confirmation, a shipment) is told
 * to the order's maker and watchers on their notification channel (decision 0093), in the
 * writing unit of work: the history entry's title says what happened. Only the live message:
 * stored notifications (access-and-platform §4's inbox) are not built yet.
 */
export async function notifyOfVendorWrite(uow: UnitOfWork, entry: HistoryRecord): Promise<void> {
  const { scope, tx } = uow;
  if (scope.kind !== 'vendor') return;
  const orderId = entry.subjectId;
  const people = await tx.execute<{ user_id: number; order_number: string }>(sql`
    select distinct p.user_id, o.order_number
    from orders o
    cross join lateral (
      select cu.user_id from company_users cu
      where cu.company_id = o.company_id and cu.id = o.created_by_company_user_id
      union select unnest(o.watcher_ids)) p(user_id)
    where o.company_id = ${scope.companyId} and o.id = ${orderId} and p.user_id is not null`);
  const message = entry.title.replace(/ on \{date\}$/, '');
  for (const { user_id, order_number } of people.rows) {
    await uow.publish(liveChannels.notification(user_id), {
      type: 'notification',
      by_user_id: null,
      by_vendor_user_id: scope.vendorUserId,
      order_id: orderId,
      order_number,
      message,
    } satisfies LiveNotificationPayload);
  }
}
