import type { z } from 'zod';
import type { createOrderRequest, deliveryInput } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import {
  findDocumentRecords,
  type DocumentRecords,
  type MaterialRecord,
  type ProjectLimitedRecord,
  type TaxCodeRecord,
  type UnitRecord,
} from '../repositories/document-records-repository';
import type { TenantScope } from '../../../platform/scope';

type DeliveryIn = z.output<typeof deliveryInput>;
/** What a create or a save names: the header's records and the deliveries with their lines. */
type DocumentIn = Pick<
  z.output<typeof createOrderRequest>['order'],
  'project_id' | 'company_vendor_id' | 'vendor_contact_ids' | 'watcher_ids'
> & { deliveries: readonly DeliveryIn[] };

/** The records a document's lines point at, each read for the signed-in company only. */
export interface DocumentReferences {
  materials: Map<number, MaterialRecord>;
  units: Map<number, UnitRecord>;
  costCodes: Map<number, ProjectLimitedRecord>;
  phases: Map<number, ProjectLimitedRecord>;
  taxCodes: Map<number, TaxCodeRecord>;
}

const distinct = (values: readonly (number | null | undefined)[]) => [
  ...new Set(values.filter((v): v is number => typeof v === 'number')),
];
const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

/** Reads every record the document names, header and lines, in one statement (decision 0107). */
export function loadDocumentRecords(
  db: Executor,
  scope: TenantScope,
  input: DocumentIn,
): Promise<DocumentRecords> {
  const lines = input.deliveries.flatMap((d) => d.order_materials);
  return findDocumentRecords(db, scope, {
    projectId: input.project_id,
    vendorId: input.company_vendor_id ?? null,
    contactIds: distinct(input.vendor_contact_ids ?? []),
    watcherIds: distinct(input.watcher_ids ?? []),
    addressIds: distinct(input.deliveries.map((d) => d.address_id)),
    carrierIds: distinct(input.deliveries.map((d) => d.shipping_carrier_id)),
    materialIds: distinct(lines.map((l) => l.company_material_id)),
    unitIds: distinct(lines.map((l) => l.unit_id)),
    costCodeIds: distinct(lines.map((l) => l.cost_code_id)),
    phaseIds: distinct(lines.map((l) => l.cost_code_phase_id)),
    taxCodeIds: distinct(lines.map((l) => l.tax_code_id)),
  });
}

/**
 * The lines' records by id. An address or carrier that is not the company's is a 404 here, the
 * lines' records are checked line by line in the plan.
 */
export function documentReferencesOf(
  records: DocumentRecords,
  input: readonly DeliveryIn[],
): DocumentReferences {
  const named = (ids: (number | null | undefined)[], found: Set<number>) =>
    distinct(ids).every((id) => found.has(id));
  if (
    !named(
      input.map((d) => d.address_id),
      records.addressIds,
    ) ||
    !named(
      input.map((d) => d.shipping_carrier_id),
      records.carrierIds,
    )
  ) {
    throw new NotFoundError();
  }
  return {
    materials: byId(records.materials),
    units: byId(records.units),
    costCodes: byId(records.costCodes),
    phases: byId(records.phases),
    taxCodes: byId(records.taxCodes),
  };
}
