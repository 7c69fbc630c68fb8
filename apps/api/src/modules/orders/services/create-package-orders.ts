import type { z } from 'zod';
import type { createOrderRequest } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import type { Signer } from '../../files/index';
import * as refs from '../repositories/reference-repository';
import { createOrder, type CreatedOrder } from './create-order';
import { privateOrderForm } from './private-order-form';

type CreateInput = z.output<typeof createOrderRequest>['order'];

/**
 * POST /order (§7 Order packages: "an RFQ sent to several vendors is one package with one order
 * per vendor"; decision 0050). With `company_vendor_ids` one draft is made per vendor, in one
 * package and one unit of work (all or none), each with the contacts sent that belong to its
 * vendor (a contact of none of them answers 404). Without it, the one order of POST /order.
 * Answers the orders made, the first vendor's first.
 */
export async function createPackageOrders(
  db: Executor,
  signer: Signer,
  scope: CompanyScope,
  input: CreateInput,
): Promise<CreatedOrder[]> {
  // §2 /new_order/{privateFormUrl}: written through the company's private order form, the order
  // is a drafted request (§4 create_draft_request); another company's form answers 404.
  const extension = input.public_order_form_url_extension;
  if (extension !== undefined) await privateOrderForm(db, scope, extension);
  const options = {
    signer,
    ...(extension === undefined ? {} : { createAs: 'create_draft_request' as const }),
  };
  const vendorIds = [...new Set(input.company_vendor_ids ?? [])];
  if (vendorIds.length === 0) return [await createOrder(db, scope, input, 'draft', options)];
  return inUnitOfWork(db, scope, async ({ tx }) => {
    const contactIds = [...new Set(input.vendor_contact_ids ?? [])];
    const placed = new Set<number>();
    const created: CreatedOrder[] = [];
    let packageId = input.order_package_id ?? null;
    for (const vendorId of vendorIds) {
      const contacts =
        contactIds.length === 0
          ? new Set<number>()
          : await refs.vendorContactIds(tx, scope, vendorId, contactIds);
      for (const contact of contacts) placed.add(contact);
      const order = await createOrder(
        tx,
        scope,
        {
          ...input,
          company_vendor_id: vendorId,
          company_vendor_ids: undefined,
          vendor_contact_ids: [...contacts],
          order_package_id: packageId,
        },
        'draft',
        options,
      );
      packageId ??= order.order.orderPackageId;
      created.push(order);
    }
    if (placed.size !== contactIds.length) throw new NotFoundError();
    return created;
  });
}
