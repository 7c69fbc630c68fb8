/**
 * Presence on a live channel (issue 12 "who else has the order open", decision 0093): whenever a
 * socket joins or leaves `order:contractor:{id}`, its subscribers receive who is there now.
 */
export interface LivePresenceViewer {
  user_id: number;
  name: string;
}

export interface LivePresencePayload {
  type: 'presence';
  /** Everyone with the channel open, once per user, by name; at most PRESENCE_MAX_VIEWERS. */
  viewers: LivePresenceViewer[];
  /** How many users in all (more than the list when it was cut). */
  count: number;
  by_user_id: null;
  [field: string]: unknown;
}

export const PRESENCE_MAX_VIEWERS = 20;

export function isPresencePayload(payload: { type: string }): payload is LivePresencePayload {
  return payload.type === 'presence' && Array.isArray((payload as LivePresencePayload).viewers);
}

/**
 * A vendor's write on an order the user made or watches (decision 0093), on
 * `notification:{userId}`: what happened, and which order.
 */
export interface LiveNotificationPayload {
  type: 'notification';
  by_user_id: null;
  by_vendor_user_id: number;
  order_id: number;
  order_number: string;
  message: string;
  [field: string]: unknown;
}

export function isNotificationPayload(payload: {
  type: string;
}): payload is LiveNotificationPayload {
  const p = payload as LiveNotificationPayload;
  return (
    p.type === 'notification' && typeof p.message === 'string' && typeof p.order_id === 'number'
  );
}
