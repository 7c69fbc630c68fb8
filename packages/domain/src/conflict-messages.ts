/**
 * What a person reads when a unique key refuses a save, where the spec has no text of its own
 * (its texts for codes, materials and vendor domains are in REFERENCE_MESSAGES and
 * MATERIAL_MESSAGES). Mostly met when two saves of the same thing cross (issue 14 finding 6).
 */
export const CONFLICT_MESSAGES = {
  userEmailTaken: 'A user with this email already exists.',
  vendorUserEmailTaken: 'A vendor user with this email already exists.',
  alreadyMember: 'This person is already a member of your company.',
  vendorAlreadyListed: 'This vendor is already in your vendor list.',
  invoicingEmailTaken:
    'This invoicing email is already used by another company. Please choose another one.',
  orderFormTaken: 'This order form address is already taken. Please choose another one.',
  roleNameTaken: 'A role with this name already exists.',
  savedMeanwhile: 'This was just saved by someone else. Reload the page and try again.',
  /** A save based on an older version of a document someone else has changed since. */
  staleVersion:
    'Someone else changed this since you opened it. Reload to see their changes, then save again.',
} as const;

/** What a person reads when the database refuses a value the validation let through. */
export const INPUT_MESSAGES = {
  unstorable:
    'A value in the request cannot be saved (a number too large, a date out of range or an unusual character).',
} as const;
