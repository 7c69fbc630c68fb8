import {
  requiredLineFields,
  type CostCodeSettings,
  type DocumentKind,
  type LineRequirableField,
  type MaterialConfiguration,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { TenantScope } from '../../../platform/scope';
import { materialConfigurationOf } from '../../company-settings/material-configuration';
import { otherSettingsOf } from '../../company-settings/service';
import {
  findOrderCompanyRow,
  orderFactsOf,
  type OrderSettingsRow,
} from '../repositories/settings-repository';
import { authorName } from './order-header';

/**
 * What a company's order rules depend on (its settings, flags and material configuration), and
 * who writes.
 */
export interface OrderCompanyContext {
  settings: OrderSettingsRow;
  taxCodes: boolean;
  usesCostCodes: boolean;
  config: MaterialConfiguration;
  costCodeSettings: CostCodeSettings;
  /** The signed-in user's name as the order's last action and history show it. */
  authorName: string;
}

export async function loadOrderCompanyContext(
  db: Executor,
  scope: TenantScope,
): Promise<OrderCompanyContext> {
  const row = await findOrderCompanyRow(db, scope);
  const { settings, taxCodes } = orderFactsOf(row);
  const config = materialConfigurationOf(row?.materialConfiguration);
  return {
    settings,
    taxCodes,
    usesCostCodes: config.company_attributes.includes('cost_code_id'),
    config,
    costCodeSettings: otherSettingsOf(row?.otherSettings).cost_code_settings,
    authorName: authorName(row),
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
