import type { OrderPosition, OrderState, OrderSubState, VendorResponseType } from './order-states';
import type { OrderAction } from './order-transitions';
import { findOrderTransition, mayTakeTransition } from './state-machine';
import { changedUnitsRemovalProblem } from './vendor-responses';

/**
 * The vendor portal's rules (issue 12; procurement-core §4 states, §5 and §6 vendor responses;
 * decision 0087). Each vendor call is one §4 transition taken by the VENDOR actor.
 */

/** The vendor portal's calls and the §4 transition each takes. */
export const VENDOR_PORTAL_ACTIONS = {
  submit_quote: 'receive_quote',
  confirm: 'confirm',
  request_cancellation: 'cancel_by_vendor',
  ship: 'ship',
  accept_cancellation: 'accept_cancellation',
  reject_cancellation: 'reject_cancellation',
} as const satisfies Record<string, OrderAction>;
export type VendorPortalAction = keyof typeof VENDOR_PORTAL_ACTIONS;

/** The vendor calls open to the vendor on a document as it stands (its abilities). */
export function vendorPortalActions(position: OrderPosition): VendorPortalAction[] {
  return (Object.keys(VENDOR_PORTAL_ACTIONS) as VendorPortalAction[]).filter((call) => {
    const row = findOrderTransition(position, VENDOR_PORTAL_ACTIONS[call]);
    return row !== undefined && mayTakeTransition({ kind: 'vendor' }, row.by);
  });
}

/**
 * The cancelled documents the vendor still reads in the portal: only those that can have been
 * cancelled after they were sent (by the vendor, or an expired quote). A buyer's cancellation can
 * come from a draft never sent, so it stays out, as in SENT_TO_VENDOR_STATES (decision 0073).
 */
export const VENDOR_READABLE_CANCELLED_SUB_STATES = [
  'CANCELLED_QUOTE_BY_VENDOR',
  'CANCELLED_ORDER_BY_VENDOR',
  'QUOTED_EXPIRED',
] as const satisfies readonly OrderSubState[];

/** An RFQ the vendor is answering: the purchaser's own prices were not sent with it. */
export function isVendorRfq(state: OrderState): boolean {
  return state === 'QUOTED';
}

/**
 * Whether the vendor reads the purchaser's unit costs: on a purchase order (sent with its prices),
 * yes; on an RFQ, no — the vendor reads only the prices they entered themselves.
 */
export function vendorSeesPurchaserCosts(state: OrderState): boolean {
  return !isVendorRfq(state);
}

/** The lines are answered while the RFQ is open or the order not yet shipped. */
export function vendorMayRespond(state: OrderState): boolean {
  return state === 'QUOTED' || state === 'ORDERED';
}

export const VENDOR_PORTAL_MESSAGES = {
  notAnswerable: 'This document can no longer be answered.',
  priceNeedsChangedPrice: 'A new price on an order needs the Changed Price response.',
  unitsNeedChangedUnits: 'Quantity and unit can be changed only with the Changed Units response.',
} as const;

export interface VendorLineAnswer {
  vendor_response: readonly VendorResponseType[];
  /** A unit cost sent by the vendor (absent: unchanged). */
  unit_cost?: string | null | undefined;
  quantity?: string | undefined;
  unit_id?: number | undefined;
}

/**
 * What is wrong with a vendor's answer on one line, field by field (§4, §6, §8): Changed Units
 * once saved stays; quantity and unit change only with Changed Units; on an order (not an RFQ) a
 * price needs Changed Price. Empty when the answer may be saved.
 */
export function vendorLineAnswerProblems(
  state: OrderState,
  saved: readonly VendorResponseType[],
  answer: VendorLineAnswer,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const removal = changedUnitsRemovalProblem(saved, answer.vendor_response);
  if (removal) problems.vendor_response = removal;
  const unitsChange = answer.quantity !== undefined || answer.unit_id !== undefined;
  if (unitsChange && !answer.vendor_response.includes('CHANGED_UNITS')) {
    problems.quantity = VENDOR_PORTAL_MESSAGES.unitsNeedChangedUnits;
  }
  const priced = answer.unit_cost !== undefined && answer.unit_cost !== null;
  if (priced && !isVendorRfq(state) && !answer.vendor_response.includes('CHANGED_PRICE')) {
    problems.unit_cost = VENDOR_PORTAL_MESSAGES.priceNeedsChangedPrice;
  }
  return problems;
}

/** The purchaser's decision on a line's vendor answer (issue 12 "accepts or rejects each"). */
export const VENDOR_RESPONSE_DECISIONS = ['accept', 'reject'] as const;
export type VendorResponseDecision = (typeof VENDOR_RESPONSE_DECISIONS)[number];

export const VENDOR_DECISION_MESSAGES = {
  nothingToDecide: 'This line has no vendor response to accept or reject.',
  substitutionNeedsNote: 'The vendor named no substitute in the note, so it cannot be accepted.',
  alreadyDecided: 'This vendor response was already accepted or rejected.',
} as const;

export interface DecidedLine {
  vendor_response: readonly VendorResponseType[];
  vendor_note: string | null;
  changed_unit_cost_by_vendor: boolean;
  prev_unit_cost: string | null;
  status: 'ACCEPTED' | 'REJECTED' | null;
}

export type VendorDecisionOutcome =
  | { ok: false; message: string }
  | {
      ok: true;
      status: 'ACCEPTED' | 'REJECTED';
      /** An accepted substitution: the line's material becomes the vendor's (the note). */
      description?: string;
      /** A rejected vendor price: the purchaser's price comes back. */
      unit_cost?: string | null;
    };

/**
 * What accepting or rejecting a line's vendor answer does: an accepted substitution replaces the
 * line's material text with the substitute the vendor named (the note); an accepted price stays
 * the line's price (and joins the material's quote history: `acceptedVendorPrice`, decision 0093);
 * a rejected price goes back to the purchaser's. A line is decided once per answer
 * (`awaitsVendorDecision`).
 */
export function decideVendorResponse(
  line: DecidedLine,
  decision: VendorResponseDecision,
): VendorDecisionOutcome {
  if (line.status !== null) return { ok: false, message: VENDOR_DECISION_MESSAGES.alreadyDecided };
  if (line.vendor_response.length === 0 && !line.changed_unit_cost_by_vendor) {
    return { ok: false, message: VENDOR_DECISION_MESSAGES.nothingToDecide };
  }
  if (decision === 'reject') {
    return {
      ok: true,
      status: 'REJECTED',
      ...(line.changed_unit_cost_by_vendor ? { unit_cost: line.prev_unit_cost } : {}),
    };
  }
  if (line.vendor_response.includes('SUBSTITUTION')) {
    const substitute = line.vendor_note?.trim() ?? '';
    if (substitute === '') {
      return { ok: false, message: VENDOR_DECISION_MESSAGES.substitutionNeedsNote };
    }
    return { ok: true, status: 'ACCEPTED', description: substitute };
  }
  return { ok: true, status: 'ACCEPTED' };
}
