import { sql, type SQL } from 'drizzle-orm';
import { holdsPermission, SENT_TO_VENDOR_STATES } from '@laydown/domain';
import { liveChannels, type LivePayload } from '@laydown/contracts';
import { orders } from '../../../db/schema/index';
import { registerLiveChannel } from '../../../platform/live/channels';
import { followHistory, type UnitOfWork } from '../../../platform/unit-of-work';
import { findVendorOrder } from '../repositories/vendor-order-repository';
import { orderVisibleTo } from './file-access';
import { SUBJECT } from './order-history';
import { notifyOfVendorWrite } from './vendor-notifications';

/**
 * procurement-core §4 'Live messages for the open order' (decision 0085): every write of an order
 * records its history, so following the history is the one place that announces it. The
 * company's readers hear `refresh` on order:contractor:{id}; the vendor, once the order was sent
 * to them, on order:vendor:{id}. Published in the writing transaction: a rolled-back write
 * announces nothing. A vendor user's write (the vendor portal) is announced here too, once:
 * `by_user_id` null and the vendor user named (§4: refresh from the same user reloads the order,
 * from another shows the order-changed modal); its services publish no refresh of their own.
 */
async function announceOrderChange(uow: UnitOfWork, orderId: number): Promise<void> {
  const { scope } = uow;
  const byVendor = scope.kind === 'vendor' ? scope.vendorUserId : null;
  await uow.publish(liveChannels.orderContractor(orderId), {
    type: 'refresh',
    by_user_id: scope.userId,
    ...(byVendor === null ? {} : { by_vendor_user_id: byVendor }),
  } satisfies LivePayload);
  await uow.publish(
    liveChannels.orderVendor(orderId),
    { type: 'refresh', by_vendor_user_id: byVendor } satisfies LivePayload,
    { when: sentToVendor(scope.companyId, orderId) },
  );
}

/** Checked when the write is done, so a write that sends the order announces it to the vendor. */
function sentToVendor(companyId: number, orderId: number): SQL {
  const states = sql.join(
    SENT_TO_VENDOR_STATES.map((state) => sql`${state}`),
    sql`, `,
  );
  return sql`exists (select 1 from ${orders}
    where ${orders.companyId} = ${companyId} and ${orders.id} = ${orderId}
      and ${orders.companyVendorId} is not null and ${orders.state} in (${states}))`;
}

followHistory(SUBJECT, async (uow, entry) => {
  await announceOrderChange(uow, entry.subjectId);
  await notifyOfVendorWrite(uow, entry);
});

/** Who may listen to an order: as GET /order/{id} reads it (company, project groups, permission). */
registerLiveChannel('order:contractor', {
  audience: 'company',
  // Who else has the order open: the avatars in the order header (decision 0093).
  presence: true,
  mayRead: async (db, viewer, orderId) =>
    viewer.kind === 'company' &&
    holdsPermission(viewer.scope.permissions, 'can_read_orders_and_rfqs') &&
    orderVisibleTo(
      db,
      { kind: 'company', ctx: viewer.scope },
      { companyId: viewer.scope.companyId, orderId },
    ),
});

/** The order's vendor, once it was sent to them (decision 0073). */
registerLiveChannel('order:vendor', {
  audience: 'vendor',
  mayRead: async (db, viewer, orderId) =>
    viewer.kind === 'vendor' && (await findVendorOrder(db, viewer.scope, orderId)) !== undefined,
});
