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
