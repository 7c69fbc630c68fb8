import { z } from 'zod';
import { ORDER_SESSION_EVENTS } from '@laydown/domain';
import { id } from './primitives';

/** PATCH /order_session/{update,unlock,release} (procurement-core §7; decision 0086). */
export const orderSessionRequest = z
  .object({ order_session: z.object({ order_id: id }).strict() })
  .strict();
export type OrderSessionRequest = z.input<typeof orderSessionRequest>;

export const sessionOwner = z.object({ id: z.number().int(), name: z.string() });
export type SessionOwner = z.infer<typeof sessionOwner>;

export const orderSessionRecord = z.object({
  order_id: z.number().int(),
  /** Who holds the lock now (null: nobody; after a release). */
  owner: sessionOwner.nullable(),
  expires_at: z.string().nullable(),
  heartbeat_seconds: z.number().int(),
  lapse_seconds: z.number().int(),
  /** §6: can_unlock_order and the company's unlock setting. */
  can_unlock: z.boolean(),
});
export type OrderSessionRecord = z.infer<typeof orderSessionRecord>;
export const orderSessionBody = z.object({ order_session: orderSessionRecord });

/** The live message on `order:contractor:{orderId}` (access-and-platform §4). */
export const orderSessionMessage = z.object({
  type: z.literal('session'),
  event: z.enum(ORDER_SESSION_EVENTS),
  owner: sessionOwner.nullable(),
  by_user_id: z.number().int().nullable(),
});
export type OrderSessionMessage = z.infer<typeof orderSessionMessage>;
