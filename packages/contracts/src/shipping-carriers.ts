import { z } from 'zod';
import { TEXT_LIMITS } from '@laydown/domain';

export const shippingCarrierRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  tracking_url: z.string().nullable(),
  active: z.boolean(),
});
export type ShippingCarrierRecord = z.infer<typeof shippingCarrierRecord>;
export const shippingCarrierBody = z.object({ shipping_carrier: shippingCarrierRecord });

/** GET /shipping_carriers: the spec's two built-in choices, then the company's carriers. */
export const shippingCarriersBody = z.object({
  defaults: z.array(z.string()),
  records: z.array(shippingCarrierRecord),
});

const fields = {
  name: z.string().trim().min(1, 'Name is required').max(TEXT_LIMITS.shortText),
  tracking_url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https?:\/\//, 'Use an http or https address')
    .nullish()
    .transform((v) => v ?? null),
  active: z.boolean(),
};
export const createShippingCarrierRequest = z
  .object({
    shipping_carrier: z
      .object({
        name: fields.name,
        tracking_url: fields.tracking_url,
        active: fields.active.default(true),
      })
      .strict(),
  })
  .strict();
export type CreateShippingCarrierRequest = z.input<typeof createShippingCarrierRequest>;
export const updateShippingCarrierRequest = z
  .object({ shipping_carrier: z.object(fields).partial().strict() })
  .strict();
