import { z } from 'zod';
import { id, queryInt } from './primitives';
import { PRICE_HISTORY_STATES, PRICE_MESSAGES, fitsNumeric } from '@laydown/domain';

/** procurement-core §3 preferred vendor price, as the material answers it. */
export const preferredVendorPrice = z.object({
  id: z.number().int(),
  company_vendor_id: z.number().int(),
  vendor_name: z.string(),
  price: z.string(),
  /** The company vendor was discarded: the price shows but is read-only (§5). */
  discarded: z.boolean(),
});
export type PreferredVendorPriceRecord = z.infer<typeof preferredVendorPrice>;

const price = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .nullable()
  .optional();

/**
 * company_material_vendor_prices_attributes (nested-attributes semantics): a row with an id
 * updates, without one creates, with `_destroy` removes. §5 vendor and price are required.
 */
export const vendorPriceAttributes = z
  .array(
    z
      .object({
        id: id.optional(),
        company_vendor_id: id.nullable().optional(),
        price,
        _destroy: z.boolean().optional(),
      })
      .strict()
      .superRefine((row, ctx) => {
        if (row._destroy) {
          if (!row.id) ctx.addIssue({ code: 'custom', path: ['id'], message: 'Id is required' });
          return;
        }
        if (!row.company_vendor_id)
          ctx.addIssue({
            code: 'custom',
            path: ['company_vendor_id'],
            message: PRICE_MESSAGES.vendorRequired,
          });
        if (row.price === null || row.price === undefined || row.price === '')
          ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGES.priceRequired });
        else if (!fitsNumeric(row.price, 12))
          ctx.addIssue({ code: 'custom', path: ['price'], message: PRICE_MESSAGES.priceMinimum });
      }),
  )
  .max(200);
export type VendorPriceAttributes = z.output<typeof vendorPriceAttributes>;

/** GET /company_materials/:id/prices_history */
export const pricesHistoryQuery = z
  .object({
    kind: z.enum(Object.keys(PRICE_HISTORY_STATES) as ['order', 'quote']).default('order'),
    page: queryInt(1, 10_000).default(1),
  })
  .strict();
export type PricesHistoryQuery = z.input<typeof pricesHistoryQuery>;

export const priceHistoryItem = z.object({
  /** The order line. */
  id: z.number().int(),
  order_id: z.number().int(),
  order_number: z.string(),
  name: z.string(),
  project_name: z.string().nullable(),
  vendor_name: z.string().nullable(),
  company_vendor_id: z.number().int().nullable(),
  /** The order's company vendor was discarded: no preferred price can be saved for it (§5). */
  vendor_discarded: z.boolean(),
  quantity: z.string(),
  unit_name: z.string().nullable(),
  unit_cost: z.string().nullable(),
  date: z.string(),
});
export type PriceHistoryItem = z.infer<typeof priceHistoryItem>;

export const pricesHistoryBody = z.object({
  /** Last, average and lowest unit cost of the lines with a cost; count of all lines. */
  summary: z.object({
    last: z.string().nullable(),
    average: z.string().nullable(),
    lowest: z.string().nullable(),
    count: z.number().int(),
  }),
  items: z.array(priceHistoryItem),
  total: z.number().int(),
  page: z.number().int(),
});
export type PricesHistoryBody = z.infer<typeof pricesHistoryBody>;
