import { z } from 'zod';
import { LEVELING_MISSING_REASONS, VENDOR_RESPONSE_TYPES } from '@laydown/domain';
import { id } from './primitives';
import { packageOrderRecord } from './order-actions';
import { orderTotalsRecord } from './orders';

/**
 * Quote leveling (issue 12; procurement-core §6, §7 POST /order/place_leveling_quotes {orders};
 * decision 0092): GET /order_package/{id}/leveling compares the package's quotes line by line,
 * and the place call turns the chosen lines into orders.
 */

const price = z.string().nullable();

export const levelingCellRecord = z.object({
  order_id: z.number().int(),
  order_material_id: z.number().int().nullable(),
  unit_cost: price,
  extended_cost: price,
  ext_cost_with_tax: price,
  vendor_response: z.array(z.enum(VENDOR_RESPONSE_TYPES)),
  substitute_description: z.string().nullable(),
  missing: z.enum(LEVELING_MISSING_REASONS).nullable(),
  lowest: z.boolean(),
});
export type LevelingCellRecord = z.infer<typeof levelingCellRecord>;

export const levelingLineRecord = z.object({
  key: z.string(),
  description: z.string(),
  quantity: z.string(),
  unit_name: z.string().nullable(),
  cells: z.array(levelingCellRecord),
});
export type LevelingLineRecord = z.infer<typeof levelingLineRecord>;

/** A vendor's quote: the order in short form, its totals with tax and its expiry. */
export const levelingQuoteRecord = packageOrderRecord.extend({
  totals: orderTotalsRecord,
  quote_received: z.boolean(),
  /** §5 "Quote expiry date shows in red when 3 or fewer days remain". */
  quote_expiry_warning: z.boolean(),
});
export type LevelingQuoteRecord = z.infer<typeof levelingQuoteRecord>;

export const levelingRecord = z.object({
  order_package_id: z.number().int(),
  name: z.string(),
  quotes: z.array(levelingQuoteRecord),
  lines: z.array(levelingLineRecord),
});
export type LevelingRecord = z.infer<typeof levelingRecord>;
export const levelingBody = z.object({ leveling: levelingRecord });

/** POST /order/place_leveling_quotes {orders}: per vendor's quote, the lines bought from it. */
export const placeLevelingQuotesRequest = z
  .object({
    orders: z
      .array(
        z
          .object({
            order_id: id,
            order_material_ids: z.array(id).min(1).max(2000),
          })
          .strict(),
      )
      .min(1)
      .max(50),
  })
  .strict();
export type PlaceLevelingQuotesRequest = z.input<typeof placeLevelingQuotesRequest>;

export const placeLevelingQuotesBody = z.object({
  order_package_id: z.number().int(),
  /** The placed orders. */
  orders: z.array(packageOrderRecord),
  /** The package's other quotes, closed (Cancelled by Buyer). */
  closed_order_ids: z.array(z.number().int()),
  /** With can_view_costs: the chosen lines' total and what they saved against the highest quotes. */
  total: z.string().optional(),
  savings: z.string().optional(),
});
export type PlaceLevelingQuotesBody = z.infer<typeof placeLevelingQuotesBody>;
