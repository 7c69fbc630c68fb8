import { isBlank, roundTo, sumDecimals, toDecimal, type MoneyDecimal } from './decimal';
import { GRAND_TOTAL_PRECISION } from './order-constants';
import type { VendorResponseType } from './order-states';

/**
 * Quote leveling (issue 12; procurement-core §6 can_use_rfq_leveling and "sending an order from
 * quote leveling needs both can_send_and_update_orders and can_send_and_update_rfqs", §7 POST
 * /order/place_leveling_quotes {orders}; decision 0092). The package's quotes, one per vendor, are
 * compared line by line; the API answers the comparison and checks a choice with these functions,
 * the web app shows them and sums a choice with them, so both agree to the cent.
 */

/** The §6 derived rule as the permissions a place call needs (all of them). */
export const QUOTE_LEVELING_SEND_PERMISSIONS = [
  'can_send_and_update_orders',
  'can_send_and_update_rfqs',
] as const;

/** Why a vendor's cell of a line cannot be chosen. */
export const LEVELING_MISSING_REASONS = [
  'DID_NOT_QUOTE',
  'DO_NOT_CARRY',
  'NOT_ON_QUOTE',
  'NO_PRICE',
  'AWAITING_QUOTE',
] as const;
export type LevelingMissingReason = (typeof LEVELING_MISSING_REASONS)[number];

export const LEVELING_MISSING_LABELS: Record<LevelingMissingReason, string> = {
  DID_NOT_QUOTE: 'Did not quote',
  DO_NOT_CARRY: 'Do not carry',
  NOT_ON_QUOTE: 'Not on quote',
  NO_PRICE: 'No price',
  AWAITING_QUOTE: 'Awaiting quote',
};

export const LEVELING_MESSAGES = {
  onePackage: 'The quotes placed together must all belong to one order package.',
  notAQuote: (order: string) =>
    `${order} is not an open quote of this package, so it cannot be placed from quote leveling.`,
  lineNotOnQuote: (id: number, order: string) => `Line ${id} is not on ${order} in this package.`,
  lineMissing: (description: string, vendor: string, reason: LevelingMissingReason) =>
    `${description} cannot be chosen from ${vendor}: ${LEVELING_MISSING_LABELS[reason]}.`,
  chosenTwice: (description: string) =>
    `${description} is chosen from more than one vendor; choose it from one.`,
  orderTwice: 'Each quote may be listed once.',
  placed: (count: number) =>
    count === 1 ? 'The order was placed.' : `${count} orders were placed.`,
} as const;

/** A quote's line as leveling reads it (the order's live lines, in delivery and line order). */
export interface LevelingInputLine {
  id: number;
  company_material_id: number | null;
  description: string;
  quantity: string;
  unit_name: string | null;
  unit_cost?: string | null | undefined;
  extended_cost?: string | null | undefined;
  ext_cost_with_tax?: string | null | undefined;
  vendor_response: readonly VendorResponseType[];
  vendor_note: string | null;
}

export interface LevelingInputQuote {
  order_id: number;
  /** The vendor has submitted the quote (QUOTED_RECEIVED); before that nothing is theirs. */
  received: boolean;
  lines: readonly LevelingInputLine[];
}

export interface LevelingCell {
  order_id: number;
  order_material_id: number | null;
  unit_cost: string | null;
  extended_cost: string | null;
  ext_cost_with_tax: string | null;
  vendor_response: VendorResponseType[];
  /** The vendor's substitute (its note) when the answer is a substitution. */
  substitute_description: string | null;
  missing: LevelingMissingReason | null;
  /** The lowest price of the line among the vendors who priced it (ties are all lowest). */
  lowest: boolean;
}

export interface LevelingLine {
  /** The line's key across the quotes: its material (or text and unit) and occurrence. */
  key: string;
  description: string;
  quantity: string;
  unit_name: string | null;
  /** One cell per quote, in the quotes' order. */
  cells: LevelingCell[];
}

/**
 * The key matching a line across the vendors' quotes. The package's quotes were made from one
 * set of lines, so a line is the same material on each; the occurrence tells apart the same
 * material asked twice (two deliveries). Positions are not used: a line removed from one quote
 * would shift every later one.
 */
function materialKey(line: LevelingInputLine): string {
  if (line.company_material_id !== null) return `m${line.company_material_id}`;
  return `t${line.description.trim().toLowerCase()}|${(line.unit_name ?? '').toLowerCase()}`;
}

function keyedLines(lines: readonly LevelingInputLine[]): Map<string, LevelingInputLine> {
  const seen = new Map<string, number>();
  const keyed = new Map<string, LevelingInputLine>();
  for (const line of lines) {
    const base = materialKey(line);
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    keyed.set(`${base}#${occurrence}`, line);
  }
  return keyed;
}

function missingReason(
  quote: LevelingInputQuote,
  line: LevelingInputLine | undefined,
): LevelingMissingReason | null {
  if (!quote.received) return 'AWAITING_QUOTE';
  if (!line) return 'NOT_ON_QUOTE';
  if (line.vendor_response.includes('DO_NOT_CARRY')) return 'DO_NOT_CARRY';
  if (line.vendor_response.includes('DID_NOT_QUOTE')) return 'DID_NOT_QUOTE';
  if (isBlank(line.unit_cost)) return 'NO_PRICE';
  return null;
}

/** What a line costs on a quote: the extended cost with tax (the extended cost without tax codes). */
export function levelingPrice(cell: {
  ext_cost_with_tax: string | null;
  extended_cost: string | null;
}): MoneyDecimal | null {
  const value = cell.ext_cost_with_tax ?? cell.extended_cost;
  return isBlank(value) ? null : toDecimal(value);
}

function cellOf(quote: LevelingInputQuote, line: LevelingInputLine | undefined): LevelingCell {
  const missing = missingReason(quote, line);
  const substitution = line?.vendor_response.includes('SUBSTITUTION') ?? false;
  return {
    order_id: quote.order_id,
    order_material_id: line?.id ?? null,
    unit_cost: line?.unit_cost ?? null,
    extended_cost: line?.extended_cost ?? null,
    ext_cost_with_tax: line?.ext_cost_with_tax ?? null,
    vendor_response: [...(line?.vendor_response ?? [])],
    substitute_description: substitution ? line?.vendor_note?.trim() || 'Substitution' : null,
    missing,
    lowest: false,
  };
}

function markLowest(cells: LevelingCell[]): void {
  let lowest: MoneyDecimal | null = null;
  for (const cell of cells) {
    const price = cell.missing ? null : levelingPrice(cell);
    if (price && (lowest === null || price.lessThan(lowest))) lowest = price;
  }
  if (lowest === null) return;
  for (const cell of cells) {
    const price = cell.missing ? null : levelingPrice(cell);
    cell.lowest = price !== null && price.equals(lowest);
  }
}

/** The comparison: every line asked on any quote, with each vendor's cell, the lowest marked. */
export function levelQuotes(quotes: readonly LevelingInputQuote[]): LevelingLine[] {
  const keyed = quotes.map((quote) => keyedLines(quote.lines));
  const rows = new Map<string, LevelingLine>();
  keyed.forEach((lines) => {
    for (const [key, line] of lines) {
      if (rows.has(key)) continue;
      rows.set(key, {
        key,
        description: line.description,
        quantity: line.quantity,
        unit_name: line.unit_name,
        cells: [],
      });
    }
  });
  for (const row of rows.values()) {
    row.cells = quotes.map((quote, i) => cellOf(quote, keyed[i]!.get(row.key)));
    markLowest(row.cells);
  }
  return [...rows.values()];
}

/** A choice: the line's key → the order (vendor) it is bought from. Lines left out are not bought. */
export type LevelingChoice = Readonly<Record<string, number>>;

/** Every line the vendor priced, from that vendor ("Choose all from {vendor}"). */
export function chooseAllFrom(lines: readonly LevelingLine[], orderId: number): LevelingChoice {
  const choice: Record<string, number> = {};
  for (const line of lines) {
    const cell = line.cells.find((c) => c.order_id === orderId);
    if (cell && !cell.missing) choice[line.key] = orderId;
  }
  return choice;
}

/** Each line from its lowest vendor (the first of a tie). */
export function chooseLowest(lines: readonly LevelingLine[]): LevelingChoice {
  const choice: Record<string, number> = {};
  for (const line of lines) {
    const cell = line.cells.find((c) => c.lowest);
    if (cell) choice[line.key] = cell.order_id;
  }
  return choice;
}

export interface LevelingOrderSummary {
  order_id: number;
  order_material_ids: number[];
  /** The chosen lines on this vendor. */
  total: string;
  /** The highest quote of the same lines, less this total (never negative). */
  savings: string;
}

export interface LevelingSummary {
  orders: LevelingOrderSummary[];
  total: string;
  /** What the chosen lines would cost at the highest quote of each. */
  highest: string;
  savings: string;
}

const money = (value: MoneyDecimal) => roundTo(value, GRAND_TOTAL_PRECISION);

/**
 * A choice summed: per chosen vendor its lines, total and savings against the highest quote of
 * each of those lines (decision 0092: what `order_savings` records), and the sums. Lines of the
 * choice that cannot be chosen (missing, or an unknown vendor) are left out.
 */
export function levelingSummary(
  lines: readonly LevelingLine[],
  choice: LevelingChoice,
): LevelingSummary {
  const perOrder = new Map<number, { ids: number[]; total: MoneyDecimal; highest: MoneyDecimal }>();
  for (const line of lines) {
    const orderId = choice[line.key];
    const cell = line.cells.find((c) => c.order_id === orderId);
    const price = cell && !cell.missing ? levelingPrice(cell) : null;
    if (!cell || price === null || cell.order_material_id === null) continue;
    const prices = line.cells
      .map((c) => (c.missing ? null : levelingPrice(c)))
      .filter((p): p is MoneyDecimal => p !== null);
    const highest = prices.reduce((max, p) => (p.greaterThan(max) ? p : max), price);
    const entry = perOrder.get(cell.order_id) ?? {
      ids: [],
      total: sumDecimals([]),
      highest: sumDecimals([]),
    };
    entry.ids.push(cell.order_material_id);
    entry.total = entry.total.plus(price);
    entry.highest = entry.highest.plus(highest);
    perOrder.set(cell.order_id, entry);
  }
  const orders = [...perOrder].map(([order_id, e]) => ({
    order_id,
    order_material_ids: e.ids,
    total: money(e.total),
    savings: money(e.highest.minus(e.total)),
  }));
  const total = sumDecimals(orders.map((o) => o.total));
  const highest = sumDecimals([...perOrder.values()].map((e) => e.highest));
  return {
    orders,
    total: money(total),
    highest: money(highest),
    savings: money(highest.minus(total)),
  };
}
