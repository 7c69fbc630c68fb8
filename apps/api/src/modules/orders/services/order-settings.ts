import type { OrderSettingsRecord } from '@laydown/contracts';
import {
  ADD_MORE_MATERIAL_ROWS,
  NEW_ORDER_DELIVERIES,
  NEW_ORDER_MATERIAL_ROWS,
  type LockOrderOption,
  type PoNumberGenerationMethod,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { findOrderSettings, saveOrderSettings } from '../repositories/settings-repository';
import { loadOrderCompanyContext, requiredFieldsFor } from './order-context';

/** GET /order_settings: the company's §9 order settings and what the order form needs (§5). */
export async function orderSettings(
  db: Executor,
  scope: TenantScope,
): Promise<OrderSettingsRecord> {
  const company = await loadOrderCompanyContext(db, scope);
  return {
    po_number_generation_method: company.settings.poNumberGenerationMethod,
    lock_order_option: company.settings.lockOrderOption,
    order_unlock_enabled: company.settings.orderUnlockEnabled,
    tax_codes: company.taxCodes,
    uses_cost_codes: company.usesCostCodes,
    required_line_fields: {
      ORDER: requiredFieldsFor(company, 'ORDER'),
      QUOTE: requiredFieldsFor(company, 'QUOTE'),
      REQUEST: requiredFieldsFor(company, 'REQUEST'),
    },
    new_order_deliveries: NEW_ORDER_DELIVERIES,
    new_order_material_rows: NEW_ORDER_MATERIAL_ROWS,
    add_more_material_rows: ADD_MORE_MATERIAL_ROWS,
  };
}

/**
 * Changes the company's PO number method or lock order option. No call of the spec changes them
 * yet (the company settings screens will); the demo seed and tests use it.
 */
export async function changeOrderSettings(
  db: Executor,
  scope: TenantScope,
  values: {
    poNumberGenerationMethod?: PoNumberGenerationMethod;
    lockOrderOption?: LockOrderOption;
    orderUnlockEnabled?: boolean;
  },
): Promise<void> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const before = await findOrderSettings(tx, scope);
    await saveOrderSettings(tx, scope, values);
    await history.record({
      subjectType: 'order_settings',
      subjectId: scope.companyId,
      action: 'update',
      title: 'Order settings updated',
      changes: Object.entries(values).map(([field, value]) => ({
        section: 'order_settings',
        field,
        old: before[field as keyof typeof before],
        new: value,
      })),
    });
  });
}
