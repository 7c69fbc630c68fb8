/** The spec's texts for reference data, verbatim (procurement-core §2, §5, §8). */
export const REFERENCE_MESSAGES = {
  deleteProject: (name: string) => `Are you sure to delete the project ${name}?`,
  deleteItem: 'Are you sure to delete this item?',
  unsavedChanges: 'You may have unsaved changes, are you sure you want to leave?',
  notFound: 'Not found',
  loading: 'Loading...',
  emptySearch: (text: string) => `No items found for "${text}"`,
  seenItAll: 'Yay! You have seen it all',
  costCode: {
    codeRequired: 'Code is required!',
    phaseRequired: 'Phase is required!',
    classRequired: 'Class is required!',
    duplicate: 'Unable to save due to duplicate cost code.',
    saveFailed: 'Unable to add cost code',
    saved: 'Successfully added cost code',
    duplicatePhase: 'Unable to save due to duplicate phase code.',
    phaseSaveFailed: 'Unable to add phase code',
    selectProject: 'Please select one Project',
    codeChangeWarning: 'Changing this code will NOT modify existing orders...',
  },
  taxCode: {
    inactive: 'This tax code is inactive',
    cannotApplyInactive: 'Cannot apply inactive tax codes to all empty fields',
    empty: 'No tax codes found',
  },
  vendorContact: {
    invalidEmail: 'The input is not valid E-mail!',
    vendorRequired: 'Vendor is required!',
    domainMismatch:
      'The vendor domain must match the contact email domain. Please select a matching vendor or create a new one.',
    domainExists:
      'A vendor with this domain already exists. Please select the existing vendor instead of creating a new one.',
    createFailed: 'Unable to create new vendor contact.',
    domainUsed: (domain: string, vendor: string) =>
      `Domain '${domain}' is already used by an existing vendor '${vendor}'.`,
    created: 'Successfully created vendor contact',
    updateFailed: 'Unable to update vendor contact',
    alreadyOnProduct: (name: string) => `Awesome! ${name} is already on the product!`,
  },
} as const;

/** procurement-core §2 Carrier select: these two come before the company's shipping carriers. */
export const DEFAULT_CARRIERS = ['Delivered by vendor', 'Pickup'] as const;

/**
 * The answer to a save where the spec gives none: 'Unit TOTE was added.', 'Vendor Acme was
 * saved.' A name that already ends a sentence ('Demo Supply Co.') gets no second full stop.
 */
export function savedMessage(noun: string, name: string, created: boolean): string {
  return sentence(`${noun} ${name} was ${created ? 'added' : 'saved'}`);
}

/** Ends a sentence with one full stop, whatever the last word brought ('Co.' + '.' = 'Co.'). */
export function sentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
