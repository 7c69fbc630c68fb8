import type { Principal } from './principal';

/**
 * What the database announces on ACCESS_CHANNEL (`laydown_access`) when a row a signed-in session
 * depends on changes: the transaction's id, a space, then `<kind>:<id>` keys, comma-separated, or
 * `*` for everything (`4711 user:12,role:3`). The triggers of
 * migration `0019_access_change_notify` name the same kinds (decision 0064):
 *
 * | kind          | announced by a change of                                  |
 * | ------------- | --------------------------------------------------------- |
 * | `session`     | sessions (unexpired rows)                                 |
 * | `user`        | users, company_users (by user_id), user_settings          |
 * | `member`      | company_user_project_groups (by company_user_id)          |
 * | `role`        | roles                                                     |
 * | `company`     | companies                                                 |
 * | `vendor_user` | vendor_users                                              |
 * | `vendor`      | vendors                                                   |
 * | `material`    | what a company's material search reads, by company_id:    |
 * |               | company_materials, catalog_material_settings, vendor      |
 * |               | prices, company_vendors, cost codes, company_settings     |
 * |               | (migration 0030; decision 0081)                           |
 */
export { ACCESS_CHANNEL } from '../../db/access-channel';
export const FLUSH_ALL = '*';

const KEY = /^(session|user|member|role|company|vendor_user|vendor|material):\d+$/;

/** Every key whose announcement must forget this principal (and what was derived from it). */
export function accessKeysOf(principal: Principal): string[] {
  if (principal.accessType === 'VENDOR') {
    return [
      `session:${principal.sessionId}`,
      `vendor_user:${principal.vendorUserId}`,
      `vendor:${principal.vendorId}`,
    ];
  }
  const keys = [`session:${principal.sessionId}`, `user:${principal.userId}`];
  if (principal.impersonatorUserId !== null) keys.push(`user:${principal.impersonatorUserId}`);
  const m = principal.membership;
  if (m) keys.push(`member:${m.companyUserId}`, `role:${m.roleId}`, `company:${m.companyId}`);
  return keys;
}

/** The keys of one notification; anything not understood forgets everything, to be safe. */
export function parseAccessPayload(payload: string | undefined): string[] {
  const match = /^\d+ (.+)$/.exec(payload ?? '');
  if (!match?.[1] || match[1] === FLUSH_ALL) return [FLUSH_ALL];
  const keys = match[1].split(',');
  return keys.every((k) => KEY.test(k)) ? keys : [FLUSH_ALL];
}
