/**
 * procurement-core §4 Order edit session, §6 can_unlock_order, §9 "Order-blocked expiry countdown
 * 120 s" (decision 0086). One user owns an order's edit lock at a time; the owner's page beats
 * every `heartbeatSeconds`, and a lock without a beat for `lapseSeconds` lapses (anyone may then
 * take it). The lapse is the server's (configurable for tests); the rest are fixed here.
 */
export const ORDER_SESSION_TIMINGS = {
  heartbeatSeconds: 30,
  /** Three missed beats: a tab asleep or a lost connection, not a slow request. */
  lapseSeconds: 90,
  /** §9 Order-blocked expiry countdown. */
  expiryCountdownSeconds: 120,
} as const;

/** What a live message (or a heartbeat's answer) says happened to the lock. */
export const ORDER_SESSION_EVENTS = ['released', 'expired', 'blocked', 'unlocked'] as const;
export type OrderSessionEvent = (typeof ORDER_SESSION_EVENTS)[number];

/** §6 "Edit lock unlock is available only when enabled": the setting and the permission. */
export function canUnlockOrder(input: { permitted: boolean; unlockEnabled: boolean }): boolean {
  return input.permitted && input.unlockEnabled;
}

/**
 * The texts of the order-blocked header's modals. The spec names the modals (Blocked, Released,
 * Expired, Unlocked) and the Confirm Unlock dialog's meaning, not their words: these are ours.
 */
export const ORDER_SESSION_MESSAGES = {
  blockedTitle: 'Order is being edited',
  blocked: (name: string) =>
    `${name} is editing this Order/RFQ. You can read it; editing is available once they finish.`,
  releasedTitle: 'Order is available',
  released: (name: string | null) =>
    `${name ?? 'The other user'} is no longer editing this order. It was reloaded and you can edit it now.`,
  expiredTitle: 'Editing session expired',
  expired: (seconds: number) =>
    `Your editing session expired and another user may now edit this order. Unsaved changes cannot be saved. You will leave this screen in ${seconds} s.`,
  unlockedTitle: 'Order unlocked by another user',
  unlocked: (name: string | null) =>
    `${name ?? 'Another user'} unlocked this order and is editing it now. Your unsaved changes were not saved.`,
  confirmUnlockBody: (name: string) =>
    `${name} is currently editing this order. If you unlock it, they will lose their unsaved changes and be locked out.`,
  unlockButton: 'Unlock',
  leaveNow: 'Leave now',
  ok: 'OK',
  /** Server answers (the codes are what the web switches on). */
  inUse: (name: string) => `This Order/RFQ is being edited by ${name}.`,
  belongsToAnother: (name: string) => `The edit lock belongs to ${name}.`,
  unlockDisabled: 'Unlocking orders is not enabled for this company.',
} as const;
