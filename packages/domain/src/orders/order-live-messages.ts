/**
 * procurement-core §4 'Live messages for the open order': a refresh from another user shows an
 * order-changed modal. The spec names the modal but gives no text; these are the product's own.
 */
export const ORDER_LIVE_MESSAGES = {
  changedTitle: 'This order was changed',
  changedByOther:
    'Someone else saved this order while you had it open. Reload to see their changes; anything you have not saved here will be lost.',
  changedElsewhere:
    'You saved this order in another tab or window while this one has unsaved changes. Reload to see what was saved; anything you have not saved here will be lost.',
  reload: 'Reload',
  keepEditing: 'Keep editing',
} as const;
