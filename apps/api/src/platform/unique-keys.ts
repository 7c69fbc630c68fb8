import type { ErrorCode } from '@laydown/contracts';
import { CONFLICT_MESSAGES, REFERENCE_MESSAGES } from '@laydown/domain';
import { ConflictError } from './errors';

interface UniqueKeyAnswer {
  code: ErrorCode;
  message: string;
  /** The request field the key is about, for `fields` (dotted path). */
  field?: string;
}

/**
 * What each unique key of the schema means to the person whose save it refused (issue 14 finding
 * 6): the error handler answers 409 with it for any 23505 a service did not answer itself. A
 * service catches a violation itself when the answer depends on what it was doing (the spec's
 * texts for cost codes, phases, materials, preferred vendors, contacts; names of units, projects,
 * groups, tax codes, carriers, addresses). Any other key answers CONFLICT_MESSAGES.savedMeanwhile.
 */
const UNIQUE_KEYS: Record<string, UniqueKeyAnswer> = {
  users_email_key: { code: 'email_taken', message: CONFLICT_MESSAGES.userEmailTaken },
  vendor_users_email_key: { code: 'email_taken', message: CONFLICT_MESSAGES.vendorUserEmailTaken },
  company_users_company_user_key: {
    code: 'already_member',
    message: CONFLICT_MESSAGES.alreadyMember,
  },
  company_vendors_company_vendor_key: {
    code: 'vendor_already_listed',
    message: CONFLICT_MESSAGES.vendorAlreadyListed,
  },
  vendor_domains_pkey: {
    code: 'domain_taken',
    message: REFERENCE_MESSAGES.vendorContact.domainExists,
  },
  company_settings_invoicing_email_key: {
    code: 'invoicing_email_taken',
    message: CONFLICT_MESSAGES.invoicingEmailTaken,
    field: 'other_settings.invoicing_email',
  },
  public_order_forms_extension_key: {
    code: 'order_form_taken',
    message: CONFLICT_MESSAGES.orderFormTaken,
  },
  roles_company_name_key: { code: 'duplicate', message: CONFLICT_MESSAGES.roleNameTaken },
};

/** The 409 for a unique violation on `constraint`. */
export function uniqueKeyConflict(constraint: string): ConflictError {
  const answer = UNIQUE_KEYS[constraint];
  if (!answer) return new ConflictError(CONFLICT_MESSAGES.savedMeanwhile);
  return new ConflictError(
    answer.message,
    answer.code,
    answer.field ? { [answer.field]: [answer.message] } : undefined,
  );
}
