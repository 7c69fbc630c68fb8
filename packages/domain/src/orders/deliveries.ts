import { formatNamedDate } from './dates';
import { formatIssueType } from './labels';
import type { DeliveryIssueType, DeliveryState } from './order-states';

/** procurement-core §4 Delivery states: the display text of a delivery. */

export interface DeliveryForDisplay {
  state: DeliveryState;
  address?: { nickname?: string | null; address_line_1?: string | null } | null;
  requested_delivered_at?: string | null;
  estimated_delivered_at?: string | null;
  best_guess_delivered_at?: string | null;
  carrier?: string | null;
}

export interface DeliveryDisplay {
  text: string;
  /** §4 "Unscheduled (grey)". */
  grey: boolean;
}

const given = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/** The address a delivery goes to, by its nickname or else its first line. */
export function deliveryAddressText(address: DeliveryForDisplay['address']): string | null {
  if (given(address?.nickname)) return address.nickname;
  return given(address?.address_line_1) ? address.address_line_1 : null;
}

/**
 * §4 Delivery states display text: 'Unscheduled' (grey); 'Requested - {requested date} to
 * {address}'; 'Scheduled - {estimated date} to {address}'; 'Shipped - {carrier}, ETA: {date}', with
 * only an ETA 'Shipped - ETA: {date}', with only a carrier 'Shipped - {carrier} (ETA Unknown)', and
 * 'Shipped - ETA: Unknown' without either; 'Delivered - {best guess date}'; 'Pending Review - {best
 * guess date}'. Dates in the date cells' MM/DD/YYYY (§9); a missing date or address is left out.
 */
export function deliveryDisplay(delivery: DeliveryForDisplay, timeZone?: string): DeliveryDisplay {
  const date = (value: string | null | undefined) =>
    given(value) ? formatNamedDate(value, 'cell', timeZone) : null;
  const joined = (label: string, when: string | null) => {
    const to = deliveryAddressText(delivery.address);
    return [label, when === null ? '' : ` - ${when}`, to === null ? '' : ` to ${to}`].join('');
  };
  switch (delivery.state) {
    case 'UNSCHEDULED':
      return { text: 'Unscheduled', grey: true };
    case 'REQUESTED':
      return { text: joined('Requested', date(delivery.requested_delivered_at)), grey: false };
    case 'SCHEDULED':
      return { text: joined('Scheduled', date(delivery.estimated_delivered_at)), grey: false };
    case 'SHIPPED':
      return {
        text: shippedText(delivery.carrier, date(delivery.estimated_delivered_at)),
        grey: false,
      };
    case 'DELIVERED':
      return { text: dated('Delivered', date(delivery.best_guess_delivered_at)), grey: false };
    case 'PENDING_REVIEW':
      return { text: dated('Pending Review', date(delivery.best_guess_delivered_at)), grey: false };
  }
}

const dated = (label: string, when: string | null) =>
  when === null ? label : `${label} - ${when}`;

function shippedText(carrier: string | null | undefined, eta: string | null): string {
  if (given(carrier) && eta !== null) return `Shipped - ${carrier}, ETA: ${eta}`;
  if (eta !== null) return `Shipped - ETA: ${eta}`;
  if (given(carrier)) return `Shipped - ${carrier} (ETA Unknown)`;
  return 'Shipped - ETA: Unknown';
}

/**
 * §4 "A resolved delivery issue changes its text from 'has' to 'had' and shows the resolved time":
 * 'This delivery has an issue: Missing Items', then 'This delivery had an issue: Missing Items
 * (resolved 03/14/2025 02:30 pm)' in the comments' format (§9). The sentence is ours; the spec
 * gives only the verb change.
 */
export function deliveryIssueText(
  issue: { delivery_issue_type: DeliveryIssueType; delivery_issue_resolved_at?: string | null },
  timeZone?: string,
): string {
  const type = formatIssueType(issue.delivery_issue_type);
  const resolved = issue.delivery_issue_resolved_at;
  if (!given(resolved)) return `This delivery has an issue: ${type}`;
  return `This delivery had an issue: ${type} (resolved ${formatNamedDate(resolved, 'comment', timeZone)})`;
}
