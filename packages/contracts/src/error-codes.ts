/**
 * Every error code the API answers with, closed: a new one is added here first. The web app
 * switches on these, never on a message's text (decision 0069).
 */
export const ERROR_CODES = [
  // the request itself
  'bad_request',
  'invalid_json',
  'invalid_request',
  'payload_too_large',
  'unsupported_media_type',
  'headers_too_large',
  'request_timeout',
  'unstorable_value',
  'too_many_requests',
  'internal_error',
  // who is asking
  'unauthenticated',
  'forbidden',
  'cross_origin',
  'impersonating',
  'sessions_cannot_be_updated_by_impersonating_user',
  'invalid_credentials',
  'unconfirmed',
  'deactivated',
  'sso_failed',
  'sso_session_bound',
  'sign_in_to_accept',
  // records
  'not_found',
  'validation_failed',
  'conflict',
  'stale_version',
  'duplicate',
  'duplicate_material',
  'duplicate_project_group',
  'duplicate_project_id',
  'duplicate_project_name',
  'duplicate_unit',
  'email_taken',
  'already_member',
  'already_set_up',
  'contact_exists',
  'domain_taken',
  'domain_verified',
  'invitation_expired',
  'link_no_longer_valid',
  'invoicing_email_taken',
  'order_form_taken',
  'vendor_already_listed',
  'material_in_orders',
  'placeholder_project',
  'invalid_transition',
  'order_locked',
  // the order edit session (procurement-core §8, decision 0086)
  'sessions_in_use_by_another_user',
  'sessions_belongs_to_another_user',
  // image search and delivery tickets
  'image_search_not_configured',
  'unsupported_type',
  'unreadable',
  'no_text',
  'ocr_timeout',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
