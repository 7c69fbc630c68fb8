import type { Executor } from '../../../db/client';
import { materialQuotePrices } from '../../../db/schema/index';
import type { CompanyScope } from '../../../platform/scope';

export interface AcceptedQuotePrice {
  materialId: number;
  companyVendorId: number;
  orderId: number;
  orderMaterialId: number;
  quantity: string;
  unitId: number | null;
  unitCost: string;
}

/**
 * A vendor price the purchaser accepted joins the material's quote history (decision 0093), in
 * the accepting unit of work: a refused decision leaves no price behind.
 */
export async function recordAcceptedQuotePrice(
  tx: Executor,
  scope: CompanyScope,
  price: AcceptedQuotePrice,
): Promise<void> {
  await tx.insert(materialQuotePrices).values({ ...price, companyId: scope.companyId });
}
