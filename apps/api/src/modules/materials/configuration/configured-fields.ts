import {
  attributeRequiredMessage,
  canUseCostCode,
  CATALOG_EDITABLE_FIELDS,
  MATERIAL_MESSAGES,
  missingRequiredAttributes,
  type MaterialAttributeKey,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { can } from '../../../platform/auth/guards';
import { ForbiddenError, ValidationError, type FieldErrors } from '../../../platform/errors';
import { getMaterialConfiguration } from '../../company-settings/material-configuration';
import { getCostCodeSettings } from '../../company-settings/service';
import { costCodeUsable, independentPhaseExists } from '../cost-code-labels';
import { requiredOf } from '../policy';
import type { CompanyScope } from '../../../platform/scope';

const FIELD = (name: string) => `company_material.${name}`;

interface CostCodeInput {
  cost_code_id?: number | null | undefined;
  cost_code_phase_id?: number | null | undefined;
}

/**
 * The company-configured rules of a material save (decisions 0026, 0027): cost codes need
 * canUseCostCode (§6) and must be the company's; required attributes must not be left empty.
 * `after` is the material as it will be: the stored fields with the submitted ones over them. An
 * update checks only the submitted fields, so switching Active off an old material still works;
 * a cost attribute binds only a user who sees costs (policy `requiredOf`).
 */
export async function checkConfiguredFields(
  db: Executor,
  ctx: CompanyScope,
  input: CostCodeInput,
  after: Partial<Record<MaterialAttributeKey, unknown>>,
  scope: { isCatalog: boolean; submitted?: readonly string[] },
) {
  const config = await getMaterialConfiguration(db, ctx);
  const touchesCostCode =
    input.cost_code_id !== undefined || input.cost_code_phase_id !== undefined;
  if (
    touchesCostCode &&
    !canUseCostCode({ can_use_cost_code: can(ctx, 'can_use_cost_code') }, config)
  )
    throw new ForbiddenError();
  const settings = await getCostCodeSettings(db, ctx);
  const fields: FieldErrors = {};
  if (input.cost_code_id && !(await costCodeUsable(db, ctx.companyId, input.cost_code_id))) {
    fields[FIELD('cost_code_id')] = ['Cost code not found'];
  }
  if (input.cost_code_phase_id) {
    if (!settings.independent_phase_codes_enabled) {
      fields[FIELD('cost_code_phase_id')] = ['Independent phase codes are turned off'];
    } else if (!(await independentPhaseExists(db, ctx.companyId, input.cost_code_phase_id))) {
      fields[FIELD('cost_code_phase_id')] = ['Phase not found'];
    }
  }
  // A provider material's other fields are the provider's: only its editable ones can be required.
  const editable: readonly string[] = CATALOG_EDITABLE_FIELDS;
  const missing = missingRequiredAttributes(config, after, {
    phase: settings.independent_phase_codes_enabled,
  }).filter(
    (key) =>
      requiredOf(ctx, key) &&
      (!scope.isCatalog || editable.includes(key)) &&
      (!scope.submitted || scope.submitted.includes(key)),
  );
  for (const key of missing) fields[FIELD(key)] ??= [attributeRequiredMessage(key)];
  if (Object.keys(fields).length > 0)
    throw new ValidationError(MATERIAL_MESSAGES.unableToAdd, fields);
}
