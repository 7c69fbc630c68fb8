import {
  requiredLineFields,
  type CostCodeSettings,
  type DocumentKind,
  type LineRequirableField,
  type MaterialConfiguration,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { sideBySide } from '../../../db/side-by-side';
import type { TenantScope } from '../../../platform/scope';
import { getMaterialConfiguration } from '../../company-settings/material-configuration';
import { getCostCodeSettings } from '../../company-settings/service';
import {
  findOrderSettingsAndTaxFlag,
  type OrderSettingsRow,
} from '../repositories/settings-repository';

/** What a company's order rules depend on: its settings, flags and material configuration. */
export interface OrderCompanyContext {
  settings: OrderSettingsRow;
  taxCodes: boolean;
  usesCostCodes: boolean;
  config: MaterialConfiguration;
  costCodeSettings: CostCodeSettings;
}

export async function loadOrderCompanyContext(
  db: Executor,
  scope: TenantScope,
): Promise<OrderCompanyContext> {
  const [{ settings, taxCodes }, config, costCodeSettings] = await sideBySide(db, [
    () => findOrderSettingsAndTaxFlag(db, scope),
    () => getMaterialConfiguration(db, scope),
    () => getCostCodeSettings(db, scope),
  ]);
  return {
    settings,
    taxCodes,
    usesCostCodes: config.company_attributes.includes('cost_code_id'),
    config,
    costCodeSettings,
  };
}

/** §5 the fields a line of the kind must have in this company. */
export function requiredFieldsFor(
  company: OrderCompanyContext,
  kind: DocumentKind,
): LineRequirableField[] {
  return requiredLineFields(kind, {
    uses_cost_codes: company.usesCostCodes,
    tax_codes: company.taxCodes,
  });
}
