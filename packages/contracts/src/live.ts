import { z } from 'zod';

/**
 * Live messages over the WebSocket at GET /api/live (procurement-core §4 'Live messages for the
 * open order', §7 'Files and live channels'; access-and-platform §4; decision 0085).
 *
 * Channels are named `<kind>:<id>`; these names are a contract other code publishes to.
 */
export const liveChannels = {
  /** The company users who may read the order (same company, project-group visibility). */
  orderContractor: (orderId: number) => `order:contractor:${orderId}`,
  /** The vendor users of the order's vendor, once the order was sent to them. */
  orderVendor: (orderId: number) => `order:vendor:${orderId}`,
  /** That user only (e.g. resume_pdf_available). */
  user: (userId: number) => `user:${userId}`,
  /** That vendor user only (a vendor's PDF made in the background, decision 0111). */
  vendorUser: (vendorUserId: number) => `vendor_user:${vendorUserId}`,
  notification: (userId: number) => `notification:${userId}`,
} as const;

export const LIVE_CHANNEL_MAX_LENGTH = 100;
/** How long a reconnecting client is caught up for; older gaps get a 'refresh' hint instead. */
export const LIVE_CATCH_UP_SECONDS = 300;

/** What a published payload carries at least: its type, and who caused it when a user did. */
export interface LivePayload {
  type: string;
  by_user_id?: number | null;
  by_vendor_user_id?: number | null;
  [field: string]: unknown;
}

const channel = z
  .string()
  .min(3)
  .max(LIVE_CHANNEL_MAX_LENGTH)
  .regex(/^[a-z_]+(:[a-z_]+)*:[1-9][0-9]{0,9}$/);

/** What the browser sends. `since`: the last message id it saw, to be caught up after a drop. */
export const liveClientMessage = z.discriminatedUnion('type', [
  z
    .object({
      type: z.literal('subscribe'),
      channel,
      since: z.int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    })
    .strict(),
  z.object({ type: z.literal('unsubscribe'), channel }).strict(),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** What the server sends. */
export type LiveServerMessage =
  /** A message of a subscribed channel; `id` orders them (the client sends the last as `since`). */
  | { type: 'message'; id: number; channel: string; payload: LivePayload }
  /** `last_id`: the newest message id when subscribed, where a later catch-up can start. */
  | { type: 'subscribed'; channel: string; last_id: number }
  /** Not a channel this user may read (or no such record): nothing will arrive on it. */
  | { type: 'refused'; channel: string; code: 'not_found' }
  | { type: 'error'; message: string };
