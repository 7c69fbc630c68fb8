/**
 * The order texts of procurement-core §2, §5 and §8, verbatim, and the server's own where the spec
 * gives none (marked). Cost code, tax code and material texts live in REFERENCE_MESSAGES and
 * MATERIAL_MESSAGES; they are not repeated here.
 */
export const ORDER_MESSAGES = {
  /** §8 Lead time past. */
  leadTimePast:
    'Based on your lead times and requested delivery date this order will not arrive in time',
  /** §8 Lead time within 7 days. */
  leadTimeWithinWindow:
    'Based on your lead times and requested delivery date you must place this order now for it to arrive on time',
  /** §8 Changed Units removal. */
  changedUnitsRemoval: "Once you've saved unit changes on an item you cannot remove this tag.",
  /** §8 Paste block. */
  pasteBlocked: 'Cannot paste all, each material needs to be added individually',
  /** §8 Commitment over limit (§5 over-budget check). */
  commitmentOverLimit: 'The materials highlighted surpass the commitment limit.',
  /** §8 Commitment note tooltip. */
  commitmentNoteTooltip:
    'This note has been included in the commitment material and may only be modified within it',
  /** §8 Delete confirmations. */
  deleteItemConfirm: 'Are you sure to delete this item?',
  deleteFileConfirm: 'Are you sure you want to delete this file?',
  deleteFileWarning: 'This action cannot be undone.',
  // §8 Unsaved changes: REFERENCE_MESSAGES.unsavedChanges, the one guard's modal (every screen).
  /** §8 Ordered-material edit warning. */
  orderedMaterialEditWarning:
    'Editing information for materials that have been previously ordered is dangerous. You are overwriting past orders and your vendors will NOT be notified of changes.',
  /** §2 the buttons of that modal. */
  orderedMaterialEditButtons: ['Cancel', 'Update only for this Order', 'Update for all Orders'],
  /** §2 Order-blocked header; `{name}` is the editor. */
  orderBlocked: (name: string) => `This Order/RFQ is being edited by ${name}.`,
  unlockOrder: 'Unlock order',
  confirmUnlock: 'Confirm Unlock',
  /** §2 'Delivery not available' row. */
  deliveryNotAvailable: 'Delivery not available',
  /** §2 search placeholders and prompts. */
  searchMaterialPlaceholder: 'Search Material...',
  searchPlaceholder: 'Search here...',
  requestNewMaterial: 'Request New Material',
  addMoreMaterials: 'Add More Materials',
  spreadsheetMode: 'Spreadsheet Mode',
  exitSpreadsheetMode: 'Exit Spreadsheet Mode',
  /** §8 Empty search. */
  noItemsFound: (searchText: string) => `No items found for "${searchText}"`,
} as const;

/** §8 Session errors (from server): the codes the order edit session answers. */
export const ORDER_SESSION_ERROR_CODES = [
  'sessions_in_use_by_another_user',
  'sessions_cannot_be_updated_by_impersonating_user',
  'sessions_belongs_to_another_user',
] as const;
export type OrderSessionErrorCode = (typeof ORDER_SESSION_ERROR_CODES)[number];

/** The server's own texts for order rules the spec states without words (decision 0045). */
export const ORDER_RULE_MESSAGES = {
  quantityRequired: 'Quantity is required',
  quantityNotNumeric: 'Quantity must be a number',
  quantityBelowMinimum: (min: string) => `Quantity must be at least ${min}`,
  quantityAboveMaximum: (max: string) => `Quantity cannot be more than the remaining ${max}`,
  missingFields: (labels: readonly string[]) => `Missing: ${labels.join(', ')}`,
  /** Sending an RFQ or placing an order needs someone to send it to, and something to ask for. */
  sendNeedsVendor: 'Choose a vendor before sending.',
  sendNeedsLines: 'Add at least one material before sending.',
  poLocked: {
    DELIVERY_COMPLETION: 'This PO is locked because it has been delivered.',
    ORDER_CONFIRMATION: 'This PO is locked because the vendor has confirmed it.',
    ORDER_INVOICED: 'This PO is locked because it has been invoiced.',
  },
} as const;
