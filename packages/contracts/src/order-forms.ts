import { z } from 'zod';

/**
 * A company's private order form, named by its URL extension (procurement-core §2 Routes seen
 * as link targets: /new_order/{privateFormUrl}; access-and-platform §2 public_order_form_url_extension).
 */
export const orderFormExtension = z.string().trim().min(1).max(100);

/** GET /order_form/{url_extension}: the signed-in member's company's form, else 404. */
export const orderFormParams = z.object({ url_extension: orderFormExtension }).strict();

export const orderFormRecord = z.object({
  url_extension: z.string(),
  /** What an order written through it is created as (§4: a drafted request). */
  creates: z.literal('DRAFTED_REQUEST'),
});
export type OrderFormRecord = z.infer<typeof orderFormRecord>;

export const orderFormBody = z.object({ order_form: orderFormRecord });
export type OrderFormBody = z.infer<typeof orderFormBody>;
