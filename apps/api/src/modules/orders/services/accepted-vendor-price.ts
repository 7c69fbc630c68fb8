import {
  acceptedVendorPrice,
  maySetPreferredVendorPrice,
  type VendorResponseType,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ForbiddenError, ValidationError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { recordAcceptedQuotePrice, setPreferredVendorPrice } from '../../materials/index';
import type { OrderRow } from '../repositories/order-repository';
import type { LineRow } from '../repositories/document-repository';

/** `set_preferred` is the material editor's right (403 before anything is decided). */
export function refuseUnlessMaySetPreferred(scope: CompanyScope, setPreferred: boolean): void {
  if (setPreferred && !maySetPreferredVendorPrice(scope.permissions)) throw new ForbiddenError();
}

/**
 * An accepted vendor price joins the material's quote history (the catalogue's price history of
 * that material and vendor) and, when asked, becomes its preferred price from the vendor
 * (issue 12, decision 0093). A line whose answer carries no such price records nothing, and asking
 * for a preferred price there is a 422 naming why.
 */
export async function feedAcceptedPrice(
  tx: Executor,
  scope: CompanyScope,
  order: Pick<OrderRow, 'id' | 'companyVendorId'>,
  line: LineRow,
  setPreferred: boolean,
): Promise<void> {
  const price = acceptedVendorPrice(
    {
      vendor_response: line.vendorResponse as VendorResponseType[],
      changed_unit_cost_by_vendor: line.changedUnitCostByVendor,
      unit_cost: line.unitCost,
      company_material_id: line.companyMaterialId,
    },
    order.companyVendorId,
  );
  if ('problem' in price) {
    if (setPreferred) throw new ValidationError(price.problem, { set_preferred: [price.problem] });
    return;
  }
  await recordAcceptedQuotePrice(tx, scope, {
    materialId: price.material_id,
    companyVendorId: price.company_vendor_id,
    orderId: order.id,
    orderMaterialId: line.id,
    quantity: line.quantity,
    unitId: line.unitId,
    unitCost: price.unit_cost,
  });
  if (setPreferred) {
    await setPreferredVendorPrice(
      tx,
      scope,
      price.material_id,
      price.company_vendor_id,
      price.unit_cost,
    );
  }
}
