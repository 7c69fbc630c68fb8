// Installs the human field messages in zod's global config: every schema, in the API and the web
// app alike, reports 'Must be at most 200 characters.' instead of zod's developer texts.
export * from './validation-messages';
export * from './primitives';
export * from './common';
export * from './error-codes';
export * from './auth';
export * from './health';
export * from './lists';
export * from './units';
export * from './addresses';
export * from './projects';
export * from './company-settings';
export * from './cost-codes';
export * from './mail';
export * from './account';
export * from './company-users';
export * from './tax-codes';
export * from './company-vendors';
export * from './shipping-carriers';
export * from './materials';
export * from './roles';
export * from './sso';
export * from './material-configuration';
export * from './material-prices';
export * from './email-domains';
export * from './orders';
export * from './files';
