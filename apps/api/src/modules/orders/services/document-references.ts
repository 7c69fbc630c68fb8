import type { z } from 'zod';
import type { deliveryInput } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { sideBySide } from '../../../db/side-by-side';
import { NotFoundError } from '../../../platform/errors';
import * as refs from '../repositories/reference-repository';
import type { TenantScope } from '../../../platform/scope';

type DeliveryIn = z.output<typeof deliveryInput>;
type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];

/** The records a document's lines point at, each read for the signed-in company only. */
export interface DocumentReferences {
  materials: Map<number, Rows<typeof refs.findMaterials>>;
  units: Map<number, Rows<typeof refs.findUnits>>;
  costCodes: Map<number, Rows<typeof refs.findCostCodes>>;
  phases: Map<number, Rows<typeof refs.findPhases>>;
  taxCodes: Map<number, Rows<typeof refs.findTaxCodes>>;
}

const distinct = (values: (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/**
 * Reads every record the document names; an address or carrier that is not the company's is a
 * 404 here, the lines' records are checked line by line in the plan.
 */
export async function loadDocumentReferences(
  db: Executor,
  ctx: TenantScope,
  input: readonly DeliveryIn[],
): Promise<DocumentReferences> {
  const lines = input.flatMap((d) => d.order_materials);
  const addressIds = distinct(input.map((d) => d.address_id));
  const carrierIds = distinct(input.map((d) => d.shipping_carrier_id));
  const [addresses, carriers, materials, units, costCodes, phases, taxCodes] = await sideBySide(
    db,
    [
      () => refs.addressIds(db, ctx, addressIds),
      () => refs.shippingCarrierIds(db, ctx, carrierIds),
      () => refs.findMaterials(db, ctx, distinct(lines.map((l) => l.company_material_id))),
      () => refs.findUnits(db, ctx, distinct(lines.map((l) => l.unit_id))),
      () => refs.findCostCodes(db, ctx, distinct(lines.map((l) => l.cost_code_id))),
      () => refs.findPhases(db, ctx, distinct(lines.map((l) => l.cost_code_phase_id))),
      () => refs.findTaxCodes(db, ctx, distinct(lines.map((l) => l.tax_code_id))),
    ],
  );
  if (addresses.size !== addressIds.length || carriers.size !== carrierIds.length) {
    throw new NotFoundError();
  }
  return {
    materials: byId(materials),
    units: byId(units),
    costCodes: byId(costCodes),
    phases: byId(phases),
    taxCodes: byId(taxCodes),
  };
}
