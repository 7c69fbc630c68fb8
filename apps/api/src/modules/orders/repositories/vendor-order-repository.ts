import { and, eq, inArray, sql } from 'drizzle-orm';
import { SENT_TO_VENDOR_STATES } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { companyVendors, orders, vendors, vendorUsers } from '../../../db/schema/index';
import type { VendorScope, VendorWorkScope } from '../../../platform/scope';

/**
 * The orders a vendor user works on (decision 0073): an order whose company vendor is the user's
 * vendor and that was sent to it (SENT_TO_VENDOR_STATES). The vendor is the tenant here: the
 * order's company comes from the row, never from the request.
 */

export interface VendorOrderRow {
  id: number;
  companyId: number;
  orderNumber: string;
}

/** The order, when it was sent to the scope's vendor; locked for the transaction when asked. */
export async function findVendorOrder(
  db: Executor,
  vendor: Pick<VendorScope, 'vendorId'>,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<VendorOrderRow | undefined> {
  const query = db
    .select({ id: orders.id, companyId: orders.companyId, orderNumber: orders.orderNumber })
    .from(orders)
    .innerJoin(
      companyVendors,
      and(
        eq(companyVendors.companyId, orders.companyId),
        eq(companyVendors.id, orders.companyVendorId),
      ),
    )
    .where(
      and(
        eq(orders.id, id),
        eq(companyVendors.vendorId, vendor.vendorId),
        inArray(orders.state, [...SENT_TO_VENDOR_STATES]),
      ),
    );
  const [row] = options.forUpdate ? await query.for('update', { of: orders }) : await query;
  return row;
}

/** The vendor user's name as the order's last action and history show it, with their vendor's. */
export async function findVendorAuthor(db: Executor, vendorUserId: number) {
  const [row] = await db
    .select({
      firstName: vendorUsers.firstName,
      lastName: vendorUsers.lastName,
      email: vendorUsers.email,
      vendorName: vendors.name,
    })
    .from(vendorUsers)
    .innerJoin(vendors, eq(vendors.id, vendorUsers.vendorId))
    .where(eq(vendorUsers.id, vendorUserId));
  return row;
}

/** §3 Last action: the vendor user acted last; the version moves on, as for any change. */
export async function markVendorAction(
  db: Executor,
  scope: VendorWorkScope,
  orderId: number,
  authorName: string,
): Promise<void> {
  await db
    .update(orders)
    .set({
      lastActionAuthorType: 'VendorUser',
      lastActionAuthorName: authorName,
      lastActionAt: new Date(),
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(orders.companyId, scope.companyId), eq(orders.id, orderId)));
}
