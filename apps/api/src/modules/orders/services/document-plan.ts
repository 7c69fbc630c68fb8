import type { z } from 'zod';
import type { deliveryInput, orderLineInput } from '@laydown/contracts';
import {
  applyLineTextChange,
  costCodeAllowedForProject,
  keepLineOnSave,
  lineMoney,
  missingLineFields,
  ORDER_RULE_MESSAGES,
  phaseAllowedForProject,
  quantityBounds,
  quantityProblem,
  taxRateOnDate,
  type CostCodeSettings,
  type LineRequirableField,
  type MaterialConfiguration,
} from '@laydown/domain';
import { NotFoundError, type FieldErrors } from '../../../platform/errors';
import type {
  DeliveryInsert,
  LineInsert,
  OrderDocumentRows,
} from '../repositories/document-repository';
import type { DocumentReferences } from './document-references';

/**
 * procurement-core §5 Order lines and Money: turns a submitted document (deliveries with their
 * lines) into the rows to store, with each line's money, or the field errors that refuse it.
 * Pure: the references it needs were read before (document-references.ts).
 */

type DeliveryIn = z.output<typeof deliveryInput>;
type LineIn = z.output<typeof orderLineInput>;

export const ORDER_DOCUMENT_MESSAGES = {
  costCodeNotForProject: 'This cost code is not available for the project.',
  phaseNotForProject: 'This phase is not available for the project.',
  inactiveTaxCode: 'This tax code is inactive',
} as const;

export interface PlanRules {
  projectId: number;
  /** The order's date: the tax rate in force on it applies (§3 dated rates). */
  orderDate: Date;
  required: readonly LineRequirableField[];
  configuration: { config: MaterialConfiguration; phase: boolean };
  costCodeSettings: CostCodeSettings;
  canCreateMaterial: boolean;
}

export type PlannedLine = { id: number | undefined; values: Omit<LineInsert, 'orderId'> };
export type PlannedDelivery = {
  id: number | undefined;
  values: Omit<DeliveryInsert, 'orderId' | 'position'>;
  lines: PlannedLine[];
};

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

export function planDocument(
  input: readonly DeliveryIn[],
  refs: DocumentReferences,
  existing: OrderDocumentRows | null,
  rules: PlanRules,
): { deliveries: PlannedDelivery[]; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => (errors[path] ??= []).push(message);
  const oldDeliveries = new Map(existing?.deliveries.map((d) => [d.delivery.id, d.delivery]) ?? []);
  const oldLines = new Map(existing?.lines.map((l) => [l.line.id, l.line]) ?? []);

  const deliveries = input.map((delivery, i): PlannedDelivery => {
    if (delivery.id !== undefined && !oldDeliveries.has(delivery.id)) throw new NotFoundError();
    const lines: PlannedLine[] = [];
    delivery.order_materials.forEach((line, j) => {
      const planned = planLine(line, refs, oldLines, rules, (field, message) =>
        add(`order.deliveries.${i}.order_materials.${j}${field ? `.${field}` : ''}`, message),
      );
      if (planned) lines.push(planned);
    });
    lines.forEach((line, position) => (line.values.position = position));
    return { id: delivery.id, values: deliveryValues(delivery), lines };
  });
  return { deliveries, errors };
}

function deliveryValues(d: DeliveryIn): PlannedDelivery['values'] {
  return {
    isPickUp: d.is_pick_up ?? false,
    addressId: d.address_id ?? null,
    addressTo: d.address_to,
    requestedDeliveredAt: d.requested_delivered_at ? new Date(d.requested_delivered_at) : null,
    instructions: d.instructions,
    carrier: d.carrier,
    shippingCarrierId: d.shipping_carrier_id ?? null,
    trackingNumber: d.tracking_number,
    leadTimeDays: d.lead_time_days ?? null,
    autoFollowUpDays: d.auto_follow_up_days ?? null,
    taxValue: d.tax_value,
    discountValue: d.discount_value,
    shippingValue: d.shipping_value,
    otherValue: d.other_value,
    state: d.requested_delivered_at ? 'REQUESTED' : 'UNSCHEDULED',
  };
}

function planLine(
  input: LineIn,
  refs: DocumentReferences,
  oldLines: Map<number, LineInsert & { id: number }>,
  rules: PlanRules,
  add: (field: string, message: string) => void,
): PlannedLine | null {
  const before = input.id === undefined ? undefined : oldLines.get(input.id);
  if (input.id !== undefined && !before) throw new NotFoundError();
  const material =
    input.company_material_id == null ? null : refs.materials.get(input.company_material_id);
  if (input.company_material_id != null && !material) throw new NotFoundError();
  const description = blank(input.description) ? (material?.description ?? '') : input.description!;

  // §4: a changed unit or text clears the catalogue link.
  const linked = before
    ? applyLineTextChange(
        {
          description: before.description,
          unit_id: before.unitId ?? null,
          unit_name: before.unitName ?? null,
          company_material_id: before.companyMaterialId ?? null,
        },
        {
          description,
          unit_id: input.unit_id ?? null,
          unit_name: input.unit_name,
          company_material_id: input.company_material_id ?? null,
        },
      ).company_material_id
    : (input.company_material_id ?? null);
  if (
    !keepLineOnSave(
      { description, company_material_id: linked },
      { can_create_material: rules.canCreateMaterial },
    )
  )
    return null;

  const lineMaterial = linked === null ? null : (material ?? null);
  const unit = input.unit_id == null ? undefined : refs.units.get(input.unit_id);
  if (input.unit_id != null && !unit) throw new NotFoundError();
  const costCode = input.cost_code_id == null ? undefined : refs.costCodes.get(input.cost_code_id);
  if (input.cost_code_id != null && !costCode) throw new NotFoundError();
  const phase =
    input.cost_code_phase_id == null ? undefined : refs.phases.get(input.cost_code_phase_id);
  if (input.cost_code_phase_id != null && !phase) throw new NotFoundError();
  const taxCode = input.tax_code_id == null ? undefined : refs.taxCodes.get(input.tax_code_id);
  if (input.tax_code_id != null && !taxCode) throw new NotFoundError();

  const attributes = input.attributes ?? {};
  const missing = missingLineFields(
    {
      quantity: input.quantity,
      unit_cost: input.unit_cost,
      unit_id: input.unit_id,
      unit_name: input.unit_name,
      cost_code_id: input.cost_code_id,
      tax_code_id: input.tax_code_id,
      attributes: { ...attributes, product_identifier: input.product_identifier },
    },
    lineMaterial && {
      unit_id: lineMaterial.unit_id,
      unit_name: lineMaterial.unit_name,
      cost_code_id: lineMaterial.cost_code_id,
      attributes: lineMaterial,
    },
    rules.required,
    rules.configuration,
  );
  if (missing.length > 0) add('', ORDER_RULE_MESSAGES.missingFields(missing.map((m) => m.label)));
  const quantity = quantityProblem(
    input.quantity,
    quantityBounds({ required: rules.required.includes('quantity') }),
  );
  if (quantity && !(quantity === ORDER_RULE_MESSAGES.quantityRequired && missing.length > 0)) {
    add('quantity', quantity);
  }
  if (
    costCode &&
    !costCodeAllowedForProject(rules.costCodeSettings, costCode.projectIds, rules.projectId)
  ) {
    add('cost_code_id', ORDER_DOCUMENT_MESSAGES.costCodeNotForProject);
  }
  if (phase && !phaseAllowedForProject(rules.costCodeSettings, phase.projectIds, rules.projectId)) {
    add('cost_code_phase_id', ORDER_DOCUMENT_MESSAGES.phaseNotForProject);
  }
  const taxChanged = before?.taxCodeId !== (input.tax_code_id ?? null);
  if (taxCode?.discardedAt && taxChanged)
    add('tax_code_id', ORDER_DOCUMENT_MESSAGES.inactiveTaxCode);

  const rate = taxCode ? taxRateOnDate(taxCode.rates, rules.orderDate) : undefined;
  const factors = unit
    ? { multiplier: unit.multiplier, qty_increment: unit.qtyIncrement }
    : lineMaterial?.unit_multiplier
      ? {
          multiplier: lineMaterial.unit_multiplier,
          qty_increment: lineMaterial.unit_qty_increment ?? '1',
        }
      : null;
  const money = lineMoney({
    unit_cost: input.unit_cost,
    quantity: input.quantity,
    unit: factors,
    has_tax_code: taxCode !== undefined,
    rate_percent: rate?.rate,
  });
  return {
    id: input.id,
    values: {
      companyMaterialId: linked,
      description,
      productIdentifier: input.product_identifier ?? lineMaterial?.product_identifier ?? null,
      attributes,
      quantity: input.quantity ?? '0',
      unitId: input.unit_id ?? null,
      unitName: input.unit_name ?? (unit ? null : (lineMaterial?.unit_name ?? null)),
      unitCost: input.unit_cost,
      costCodeId: input.cost_code_id ?? null,
      costCodePhaseId: input.cost_code_phase_id ?? null,
      taxCodeId: input.tax_code_id ?? null,
      taxCodeRateId: rate?.id ?? null,
      extendedCost: money.extended_cost,
      taxValue: money.tax_value,
      extCostWithTax: money.ext_cost_with_tax,
      companyNote: input.company_note,
      position: 0,
    },
  };
}
