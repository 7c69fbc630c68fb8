import type { z } from 'zod';
import type {
  VendorOrderListBody,
  VendorOrderRecord,
  vendorLineAnswerInput,
  vendorOrderListQuery,
} from '@laydown/contracts';
import {
  isVendorRfq,
  lineMoney,
  vendorLineAnswerProblems,
  vendorMayRespond,
  VENDOR_PORTAL_MESSAGES,
  type OrderState,
  type VendorResponseType,
} from '@laydown/domain';
import type { Executor } from '../../../db/client';
import type { HistoryChange } from '../../../db/schema/index';
import { ConflictError, NotFoundError, ValidationError } from '../../../platform/errors';
import { vendorWorkScope, type VendorScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import { loadDocument } from '../repositories/document-repository';
import * as docs from '../repositories/vendor-document-repository';
import * as repo from '../repositories/vendor-order-repository';
import { SUBJECT } from './order-history';
import { requireVendorOrder } from './vendor-order-files';
import { vendorActor } from './vendor-actor';
import { presentVendorOrder, presentVendorSummary } from '../vendor-presenter';

/**
 * The vendor portal (issue 12, decision 0087): the documents sent to the vendor user's vendor and
 * the vendor's answers on their lines. Another vendor's document, one not sent, or a missing one
 * answers 404 (the vendor is the tenant).
 */

type ListQuery = z.output<typeof vendorOrderListQuery>;
type LineAnswer = z.output<typeof vendorLineAnswerInput>;

/** GET /vendor_orders. */
export async function listVendorDocuments(
  db: Executor,
  vendor: VendorScope,
  query: ListQuery,
): Promise<VendorOrderListBody> {
  const offset = (query.page - 1) * query.per_page;
  const { rows, total } = await docs.listVendorOrders(db, vendor, {
    search: query.search || undefined,
    state: query.state,
    direction: query.sort ? query.sort_direction : undefined,
    limit: query.per_page,
    offset,
  });
  return {
    records: rows.map(presentVendorSummary),
    total_count: total,
    has_more: offset + rows.length < total,
  };
}

/** GET /vendor_orders/{id}: the document as the vendor reads it. */
export async function readVendorDocument(
  db: Executor,
  vendor: VendorScope,
  id: number,
): Promise<VendorOrderRecord> {
  const header = await docs.findVendorOrderHeader(db, vendor, id);
  if (!header) throw new NotFoundError();
  const scope = vendorWorkScope(vendor, header.companyId);
  const [document, units] = await Promise.all([
    loadDocument(db, scope, id),
    docs.listCompanyUnits(db, scope),
  ]);
  return presentVendorOrder(header, document, units);
}

const ANSWER_FIELDS = [
  'vendorResponse',
  'vendorNote',
  'unitCost',
  'quantity',
  'unitId',
  'unitName',
] as const;

const snake = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const asNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value) ? String(Number(value)) : value;
const same = (a: unknown, b: unknown) =>
  JSON.stringify(asNumber(a)) === JSON.stringify(asNumber(b));

/**
 * PATCH /vendor_orders/{id}/responses: the vendor's answers on lines (§4, §5, §6): response
 * tags, a note, a price (an RFQ's quote, or an order's Changed Price), and with Changed Units the
 * quantity and unit (the first change keeps prev_quantity and prev_unit). A saved Changed Units
 * tag stays (§8's message). One history entry names the vendor user; the purchaser's open order
 * is told to refresh.
 */
export async function saveVendorResponses(
  db: Executor,
  vendor: VendorScope,
  id: number,
  answers: readonly LineAnswer[],
): Promise<void> {
  const order = await requireVendorOrder(db, vendor, id);
  const actor = await vendorActor(db, vendor);
  const scope = vendorWorkScope(vendor, order.companyId);
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const locked = await repo.findVendorOrder(tx, vendor, id, { forUpdate: true });
    if (!locked) throw new NotFoundError();
    const state = (await docs.findVendorOrderHeader(tx, vendor, id))!.state as OrderState;
    if (!vendorMayRespond(state)) {
      throw new ConflictError(VENDOR_PORTAL_MESSAGES.notAnswerable, 'invalid_transition');
    }
    const rows = await docs.findLinesForAnswer(
      tx,
      scope,
      id,
      answers.map((a) => a.id),
    );
    const byId = new Map(rows.map((row) => [row.line.id, row]));
    const units = new Map((await docs.listCompanyUnits(tx, scope)).map((u) => [u.id, u]));
    const fields: Record<string, string[]> = {};
    const planned = answers.map((answer, index) => {
      const row = byId.get(answer.id);
      if (!row) {
        fields[`order.order_materials.${index}.id`] = ['Not a line of this document.'];
        return undefined;
      }
      const problems = vendorLineAnswerProblems(
        state,
        row.line.vendorResponse as VendorResponseType[],
        answer,
      );
      if (answer.unit_id !== undefined && !units.has(answer.unit_id)) {
        problems.unit_id = 'Not a unit of this company.';
      }
      for (const [field, message] of Object.entries(problems)) {
        fields[`order.order_materials.${index}.${field}`] = [message];
      }
      return { row, answer };
    });
    if (Object.keys(fields).length > 0) {
      const first = Object.values(fields)[0]![0]!;
      throw new ValidationError(first, fields);
    }
    const changes: HistoryChange[] = [];
    for (const item of planned) {
      if (!item) continue;
      const { row, answer } = item;
      const { line } = row;
      const unit = answer.unit_id === undefined ? undefined : units.get(answer.unit_id);
      const values = {
        vendorResponse: [...new Set(answer.vendor_response)],
        ...(answer.vendor_note === undefined ? {} : { vendorNote: answer.vendor_note || null }),
        ...(answer.unit_cost === undefined
          ? {}
          : { unitCost: answer.unit_cost, changedUnitCostByVendor: answer.unit_cost !== null }),
        ...(answer.quantity === undefined ? {} : { quantity: answer.quantity }),
        ...(unit ? { unitId: unit.id, unitName: null } : {}),
      };
      const unitsChanged =
        (values.quantity !== undefined && !same(values.quantity, line.quantity)) ||
        (values.unitId !== undefined && values.unitId !== line.unitId);
      const prev =
        unitsChanged && line.prevQuantity === null
          ? { prevQuantity: line.quantity, prevUnitId: line.unitId }
          : {};
      const lineChanges = ANSWER_FIELDS.filter(
        (field) => field in values && !same(line[field], values[field as keyof typeof values]),
      ).map((field) => ({
        section: 'order_materials',
        field: `${line.id}.${snake(field)}`,
        old: asNumber(line[field]),
        new: asNumber(values[field as keyof typeof values]),
      }));
      if (lineChanges.length === 0) continue;
      changes.push(...lineChanges);
      const money = lineMoneyAfter(row, values, unit);
      // The purchaser's price is kept at the vendor's first price, so a rejection restores it.
      const firstPrice =
        values.unitCost !== undefined && !line.changedUnitCostByVendor
          ? { prevUnitCost: line.unitCost }
          : {};
      await docs.updateVendorLine(tx, scope, line.id, {
        ...values,
        ...prev,
        ...firstPrice,
        ...money,
        // A new answer waits for the purchaser's decision again.
        vendorResponseStatus: null,
      });
    }
    if (changes.length === 0) return;
    await repo.markVendorAction(tx, scope, id, actor.name);
    await history.record({
      subjectType: SUBJECT,
      subjectId: id,
      action: 'update',
      title: `${actor.label} answered ${isVendorRfq(state) ? 'RFQ' : 'order'} ${order.orderNumber} on {date}`,
      changes,
    });
  });
}

/** §5 the line's money after a change of price, quantity or unit (and the line's tax rate). */
export function lineMoneyAfter(
  row: Awaited<ReturnType<typeof docs.findLinesForAnswer>>[number],
  values: { unitCost?: string | null; quantity?: string },
  unit?: { multiplier: string; qtyIncrement: string },
) {
  const { line } = row;
  const factors = unit ?? row.unit ?? undefined;
  const money = lineMoney({
    unit_cost: values.unitCost === undefined ? line.unitCost : values.unitCost,
    quantity: values.quantity ?? line.quantity,
    unit: factors ? { multiplier: factors.multiplier, qty_increment: factors.qtyIncrement } : null,
    has_tax_code: line.taxCodeId !== null,
    rate_percent: row.rate,
  });
  return {
    extendedCost: money.extended_cost,
    taxValue: money.tax_value,
    extCostWithTax: money.ext_cost_with_tax,
  };
}
