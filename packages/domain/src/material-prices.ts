import Decimal from 'decimal.js';
import { MATERIAL_COST_FACET_KEYS } from './material-configuration';
import { MATERIAL_FACET_KEYS } from './materials';
import type { DocumentKind, OrderState } from './orders/order-states';

/** Preferred vendor prices and price history (procurement-core §2, §3, §5, §8). */

/** §5 and §8 texts, verbatim. */
export const PRICE_MESSAGES = {
  vendorRequired: 'You must select the vendor.',
  priceRequired: 'Please add the price.',
  vendorDiscarded: 'This vendor was disabled. A preferred price for it cannot be created',
  duplicatedPreferredVendor: "It's not allowed to have duplicated preferred vendor.",
  preferredPriceSaved: 'Preferred price saved.',
  priceMinimum: 'Price must be 0 or more',
} as const;

/**
 * Which orders' lines make a material's price history (decision 0024): what was bought (placed
 * orders on their way or delivered) and what vendors quoted.
 */
export const PRICE_HISTORY_STATES = {
  order: ['ORDERED', 'SHIPPED', 'PARTIALLY_SHIPPED', 'DELIVERED'],
  quote: ['QUOTED'],
} as const satisfies Record<string, readonly OrderState[]>;
export type PriceHistoryKind = keyof typeof PRICE_HISTORY_STATES;

/** §2: the order history lists 10 orders per page. */
export const PRICE_HISTORY_PAGE_SIZE = 10;

/** §9 filter key of the preferred vendors' names. */
export const PREFERRED_VENDOR_FACET_KEY = 'preferred_vendor_names' as const;

export interface PreferredPrice {
  company_vendor_id: number;
  price: string;
}

export interface UnitCostDefaultInput {
  /** A unit cost typed on the line. */
  explicit?: string | null | undefined;
  /** The commitment material's price, when the line comes from a commitment. */
  commitmentPrice?: string | null | undefined;
  orderType: DocumentKind;
  vendorId?: number | null | undefined;
  preferredPrices: readonly PreferredPrice[];
  unitPrice?: string | null | undefined;
}

const present = (value: string | null | undefined): value is string =>
  value !== null && value !== undefined && value.trim() !== '';

/**
 * §5 Unit cost default: explicit value, else commitment price, else the matching preferred vendor
 * price for an Order type with a vendor, else the lowest preferred price when no vendor, else the
 * unit price. Null when none applies.
 */
export function unitCostDefault(input: UnitCostDefaultInput): string | null {
  if (present(input.explicit)) return input.explicit;
  if (present(input.commitmentPrice)) return input.commitmentPrice;
  if (input.vendorId !== null && input.vendorId !== undefined) {
    const match = input.preferredPrices.find((p) => p.company_vendor_id === input.vendorId);
    if (input.orderType === 'ORDER' && match) return match.price;
  } else if (input.preferredPrices.length > 0) {
    return input.preferredPrices.reduce((low, p) => (new Decimal(p.price).lt(low.price) ? p : low))
      .price;
  }
  return present(input.unitPrice) ? input.unitPrice : null;
}

/** Every §9 material filter that exists: the material's columns, cost codes and preferred vendors. */
export const MATERIAL_FILTER_KEYS = [
  ...MATERIAL_FACET_KEYS,
  ...MATERIAL_COST_FACET_KEYS,
  PREFERRED_VENDOR_FACET_KEY,
] as const;
export type MaterialFilterKey = (typeof MATERIAL_FILTER_KEYS)[number];
