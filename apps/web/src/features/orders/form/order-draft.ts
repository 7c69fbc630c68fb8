import {
  ADD_MORE_MATERIAL_ROWS,
  DELIVERY_COST_FIELDS,
  DELIVERY_COST_TYPES,
  NEW_ORDER_DELIVERIES,
  NEW_ORDER_MATERIAL_ROWS,
  keepLineOnSave,
  type DeliveryCostType,
  type VendorResponseType,
} from '@laydown/domain';
import type {
  CreateOrderRequest,
  DeliveryInput,
  OrderLineInput,
  OrderRecord,
  UpdateOrderRequest,
} from '@laydown/contracts';

/**
 * The order form's working copy (procurement-core §2 Order editing): what the person has typed,
 * kept apart from the saved record so a failed or stale save never loses it. Pure functions only.
 */

export type OrderKind = 'ORDER' | 'RFQ';

export interface LineDraft {
  key: string;
  id?: number;
  company_material_id: number | null;
  description: string;
  product_identifier: string | null;
  quantity: string;
  unit_id: number | null;
  unit_name: string | null;
  unit_cost: string;
  cost_code_id: number | null;
  tax_code_id: number | null;
  company_note: string;
  /** Read-only here: the vendor's answer (§2 vendor response column). */
  vendor_response: readonly VendorResponseType[];
  vendor_note: string | null;
}

export interface DeliveryDraft {
  key: string;
  id?: number;
  address_id: number | null;
  address_to: string;
  /** 'YYYY-MM-DD' or '' (§5: a day alone is stored at noon). */
  requested_delivered_at: string;
  instructions: string;
  carrier: string | null;
  shipping_carrier_id: number | null;
  /** The Add Cost rows present, with what was typed (validated on screen and by the server). */
  costs: Partial<Record<DeliveryCostType, string>>;
  lines: LineDraft[];
}

export interface OrderDraft {
  kind: OrderKind;
  project_id: number | null;
  company_vendor_id: number | null;
  vendor_contact_ids: number[];
  watcher_ids: number[];
  name: string;
  tags: string[];
  notes: string;
  quote_expires_at: string;
  lead_time_cutoff_date_timestamp: string;
  deliveries: DeliveryDraft[];
  /** Files uploaded here and not saved yet: the next save attaches them (§3 Uploads). */
  added_files: AddedFile[];
  /** Saved files the person deleted: the next save removes them. */
  removed_files: RemovedFile[];
}

/** The purchaser's file lists of the form: shared with the vendor, or the company's only. */
export type AttachmentKey = 'public_purchaser_files' | 'internal_purchaser_files';
export interface AddedFile {
  key: AttachmentKey;
  signed_id: string;
  filename: string;
  byte_size: number;
}
export interface RemovedFile {
  key: AttachmentKey;
  attachment_id: number;
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

export function emptyLine(): LineDraft {
  return {
    key: newKey('line'),
    company_material_id: null,
    description: '',
    product_identifier: null,
    quantity: '',
    unit_id: null,
    unit_name: null,
    unit_cost: '',
    cost_code_id: null,
    tax_code_id: null,
    company_note: '',
    vendor_response: [],
    vendor_note: null,
  };
}

export function emptyLines(count: number): LineDraft[] {
  return Array.from({ length: count }, emptyLine);
}

export function emptyDelivery(rows: number = NEW_ORDER_MATERIAL_ROWS): DeliveryDraft {
  return {
    key: newKey('delivery'),
    address_id: null,
    address_to: '',
    requested_delivered_at: '',
    instructions: '',
    carrier: null,
    shipping_carrier_id: null,
    costs: {},
    lines: emptyLines(rows),
  };
}

/** §9 "New order: 1 empty delivery, 10 empty material rows". */
export function newOrderDraft(kind: OrderKind): OrderDraft {
  return {
    kind,
    project_id: null,
    company_vendor_id: null,
    vendor_contact_ids: [],
    watcher_ids: [],
    name: '',
    tags: [],
    notes: '',
    quote_expires_at: '',
    lead_time_cutoff_date_timestamp: '',
    deliveries: Array.from({ length: NEW_ORDER_DELIVERIES }, () => emptyDelivery()),
    added_files: [],
    removed_files: [],
  };
}

/** §2 "Add More Materials adds 5 rows". */
export function withMoreRows(
  delivery: DeliveryDraft,
  count = ADD_MORE_MATERIAL_ROWS,
): DeliveryDraft {
  return { ...delivery, lines: [...delivery.lines, ...emptyLines(count)] };
}

/** §2 duplicate a delivery: its values and lines, as new records (no ids). */
export function duplicateDelivery(delivery: DeliveryDraft): DeliveryDraft {
  return {
    ...delivery,
    id: undefined,
    key: newKey('delivery'),
    costs: { ...delivery.costs },
    lines: delivery.lines.map((line) => ({ ...line, id: undefined, key: newKey('line') })),
  };
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

export function draftFromRecord(order: OrderRecord): OrderDraft {
  return {
    kind: order.kind,
    project_id: order.project_id,
    company_vendor_id: order.company_vendor_id,
    vendor_contact_ids: order.vendor_contact_ids,
    watcher_ids: order.watcher_ids,
    name: order.name,
    tags: order.tags,
    notes: order.notes ?? '',
    quote_expires_at: day(order.quote_expires_at),
    lead_time_cutoff_date_timestamp: day(order.lead_time_cutoff_date_timestamp),
    deliveries: order.deliveries.map((delivery) => {
      const costs: DeliveryDraft['costs'] = {};
      for (const type of DELIVERY_COST_TYPES) {
        const value = delivery[DELIVERY_COST_FIELDS[type]];
        if (value !== null && value !== undefined) costs[type] = value;
      }
      return {
        key: `delivery-${delivery.id}`,
        id: delivery.id,
        address_id: delivery.address_id,
        address_to: delivery.address_to ?? '',
        requested_delivered_at: day(delivery.requested_delivered_at),
        instructions: delivery.instructions ?? '',
        carrier: delivery.carrier,
        shipping_carrier_id: delivery.shipping_carrier_id,
        costs,
        lines: delivery.order_materials.map((line) => ({
          key: `line-${line.id}`,
          id: line.id,
          company_material_id: line.company_material_id,
          description: line.description,
          product_identifier: line.product_identifier,
          quantity: line.quantity,
          unit_id: line.unit_id,
          unit_name: line.unit_name,
          unit_cost: line.unit_cost ?? '',
          cost_code_id: line.cost_code_id,
          tax_code_id: line.tax_code_id,
          company_note: line.company_note ?? '',
          vendor_response: line.vendor_response,
          vendor_note: line.vendor_note,
        })),
      };
    }),
    added_files: [],
    removed_files: [],
  };
}

/**
 * The written lines a save would drop: §5 saves a line only if its material may be created, so a
 * line with no catalogue material, from who cannot create materials. The form refuses to save
 * them instead of losing what was typed.
 */
export function linesWithoutMaterial(draft: OrderDraft, canCreateMaterial: boolean): LineDraft[] {
  return draft.deliveries
    .flatMap((delivery) => delivery.lines)
    .filter(
      (line) =>
        !isBlankLine(line) && !keepLineOnSave(line, { can_create_material: canCreateMaterial }),
    );
}

/** What the form says of such lines. */
export function linesWithoutMaterialMessage(lines: readonly LineDraft[]): string {
  const names = lines.map((line) => `"${line.description.trim()}"`).join(', ');
  return lines.length === 1
    ? `${names} is not in the material database. Request it as a new material (Request New Material in its search) or clear the line before saving.`
    : `${names} are not in the material database. Request them as new materials (Request New Material in their search) or clear the lines before saving.`;
}

/** §5 "lines without a description are dropped on save". */
export function isBlankLine(line: LineDraft): boolean {
  return line.description.trim() === '';
}

function lineInput(line: LineDraft, canViewCosts: boolean): OrderLineInput {
  return {
    ...(line.id === undefined ? {} : { id: line.id }),
    company_material_id: line.company_material_id,
    description: line.description,
    product_identifier: line.product_identifier,
    quantity: line.quantity,
    unit_id: line.unit_id,
    unit_name: line.unit_id === null ? line.unit_name : null,
    // A user who cannot see costs never sends one (the server keeps the stored price).
    ...(canViewCosts ? { unit_cost: line.unit_cost === '' ? null : line.unit_cost } : {}),
    cost_code_id: line.cost_code_id,
    tax_code_id: line.tax_code_id,
    company_note: line.company_note,
  };
}

function deliveryInput(delivery: DeliveryDraft, canViewCosts: boolean): DeliveryInput {
  const costs: Partial<Record<string, string | null>> = {};
  if (canViewCosts) {
    for (const type of DELIVERY_COST_TYPES) {
      costs[DELIVERY_COST_FIELDS[type]] = delivery.costs[type] ?? null;
    }
  }
  return {
    ...(delivery.id === undefined ? {} : { id: delivery.id }),
    address_id: delivery.address_id,
    address_to: delivery.address_to,
    requested_delivered_at: delivery.requested_delivered_at,
    instructions: delivery.instructions,
    carrier: delivery.carrier,
    shipping_carrier_id: delivery.shipping_carrier_id,
    ...costs,
    order_materials: delivery.lines
      .filter((line) => !isBlankLine(line))
      .map((line) => lineInput(line, canViewCosts)),
  };
}

const signedIdsOf = (draft: OrderDraft, key: AttachmentKey) =>
  draft.added_files.filter((file) => file.key === key).map((file) => file.signed_id);

/** The uploaded files to attach, sent only when there are some. */
function fileInput(draft: OrderDraft) {
  const publicIds = signedIdsOf(draft, 'public_purchaser_files');
  const internalIds = signedIdsOf(draft, 'internal_purchaser_files');
  return {
    ...(publicIds.length > 0 ? { public_purchaser_file_signed_ids: publicIds } : {}),
    ...(internalIds.length > 0 ? { internal_purchaser_file_signed_ids: internalIds } : {}),
  };
}

function headerInput(draft: OrderDraft, canViewCosts: boolean) {
  return {
    ...fileInput(draft),
    project_id: draft.project_id ?? 0,
    company_vendor_id: draft.company_vendor_id,
    vendor_contact_ids: draft.vendor_contact_ids,
    watcher_ids: draft.watcher_ids,
    name: draft.name,
    tags: draft.tags,
    notes: draft.notes,
    quote_expires_at: draft.quote_expires_at,
    lead_time_cutoff_date_timestamp: draft.lead_time_cutoff_date_timestamp,
    deliveries: draft.deliveries.map((delivery) => deliveryInput(delivery, canViewCosts)),
  };
}

export function createRequest(
  draft: OrderDraft,
  options: { canViewCosts: boolean; orderPackageId: number | null; orderFormUrl?: string },
): CreateOrderRequest {
  return {
    order: {
      kind: draft.kind,
      order_package_id: options.orderPackageId,
      ...headerInput(draft, options.canViewCosts),
      // Written through the company's private order form: the server makes a drafted request.
      ...(options.orderFormUrl ? { public_order_form_url_extension: options.orderFormUrl } : {}),
    },
  };
}

export function updateRequest(
  draft: OrderDraft,
  options: { canViewCosts: boolean; version: number },
): UpdateOrderRequest {
  return {
    order: {
      version: options.version,
      ...headerInput(draft, options.canViewCosts),
      ...(draft.removed_files.length > 0 ? { delete_files: draft.removed_files } : {}),
    },
  };
}
