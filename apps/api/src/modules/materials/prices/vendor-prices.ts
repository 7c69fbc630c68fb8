import type { VendorPriceAttributes } from '@laydown/contracts';
import { MATERIAL_MESSAGES, PRICE_MESSAGES } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { uniqueViolation } from '../../../platform/db-errors';
import { ValidationError, type FieldErrors } from '../../../platform/errors';
import * as repo from './repository';
import type { CompanyScope } from '../../../platform/scope';

const ATTRIBUTES = 'company_material.company_material_vendor_prices_attributes';
const UNIQUE_KEY = 'company_material_vendor_prices_vendor_key';

/**
 * Saves company_material_vendor_prices_attributes with nested-attributes semantics: `_destroy`
 * rows are removed, rows with an id updated, the others created. A vendor must be the
 * company's, and a discarded one takes no new price (§5); its existing price stays as it is.
 */
export async function saveVendorPrices(
  db: Executor,
  ctx: CompanyScope,
  materialId: number,
  attributes: VendorPriceAttributes | undefined,
) {
  if (!attributes || attributes.length === 0) return;
  const stored = new Map((await repo.storedPrices(db, ctx, materialId)).map((p) => [p.id, p]));
  const vendorIds = attributes.flatMap((a) => (a.company_vendor_id ? [a.company_vendor_id] : []));
  const discardedById = await repo.companyVendorStates(db, ctx, vendorIds);
  const fields: FieldErrors = {};
  const removals: number[] = [];
  const updates: { id: number; companyVendorId: number; price: string }[] = [];
  const inserts: { companyVendorId: number; price: string }[] = [];
  attributes.forEach((row, index) => {
    const at = (field: string, message: string) =>
      (fields[`${ATTRIBUTES}.${index}.${field}`] = [message]);
    const current = row.id === undefined ? undefined : stored.get(row.id);
    if (row.id !== undefined && !current) return at('id', 'Preferred price not found');
    if (row._destroy) return removals.push(row.id as number);
    const vendorId = row.company_vendor_id as number;
    const discarded = discardedById.get(vendorId);
    if (discarded === undefined) return at('company_vendor_id', 'Vendor not found');
    if (discarded && current?.companyVendorId !== vendorId)
      return at('company_vendor_id', PRICE_MESSAGES.vendorDiscarded);
    const values = { companyVendorId: vendorId, price: row.price as string };
    if (current) updates.push({ id: current.id, ...values });
    else inserts.push(values);
  });
  if (Object.keys(fields).length > 0)
    throw new ValidationError(MATERIAL_MESSAGES.unableToAdd, fields);
  await repo.deletePrices(db, ctx, removals);
  for (const { id, ...values } of updates) await repo.updatePrice(db, ctx, id, values);
  await repo.insertPrices(db, ctx, materialId, inserts);
}

/** §8: the unique key of (material, vendor) is the one source of the duplicate message. */
export function duplicatedVendorError(error: unknown): ValidationError | undefined {
  if (uniqueViolation(error)?.constraint !== UNIQUE_KEY) return undefined;
  return new ValidationError(PRICE_MESSAGES.duplicatedPreferredVendor, {
    [ATTRIBUTES]: [PRICE_MESSAGES.duplicatedPreferredVendor],
  });
}

/**
 * Makes `price` the company's preferred price of the material from the vendor (an accepted vendor
 * price, decision 0093): the vendor's row is updated, or created unless the vendor is discarded
 * (§5: a discarded vendor takes no new preferred price).
 */
export async function setPreferredVendorPrice(
  tx: Executor,
  ctx: CompanyScope,
  materialId: number,
  companyVendorId: number,
  price: string,
): Promise<void> {
  const current = (await repo.storedPrices(tx, ctx, materialId)).find(
    (row) => row.companyVendorId === companyVendorId,
  );
  if (current) {
    await repo.updatePrice(tx, ctx, current.id, { companyVendorId, price });
    return;
  }
  const discarded = (await repo.companyVendorStates(tx, ctx, [companyVendorId])).get(
    companyVendorId,
  );
  if (discarded !== false) {
    throw new ValidationError(PRICE_MESSAGES.vendorDiscarded, {
      set_preferred: [PRICE_MESSAGES.vendorDiscarded],
    });
  }
  await repo.insertPrices(tx, ctx, materialId, [{ companyVendorId, price }]);
}
