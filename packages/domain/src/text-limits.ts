/**
 * The longest text each kind of field takes. The API's contracts refuse longer input with a clear
 * 400 and the web app's inputs stop typing at the same length (maxLength), so a person never
 * meets a "Too big" message after typing. The spec gives no figures; these fit real names.
 */
export const TEXT_LIMITS = {
  /** Project, vendor and recipient names. */
  name: 200,
  /** First and last names, nicknames. */
  personName: 100,
  /** Codes: cost codes, phases, classes, tax codes, project ids, tax types, mix codes, tags. */
  code: 60,
  /** Short labels: product id, size, material, group, city, state, country, group names. */
  shortText: 120,
  /** Manufacturer names. */
  manufacturer: 200,
  /** Descriptions of cost codes and materials. */
  description: 500,
  /** Tax code descriptions. */
  taxDescription: 300,
  /** Long text and addresses on the web: vendor descriptions, mix designs, URLs. */
  longText: 2000,
  unitName: 40,
  unitLabel: 60,
  phone: 40,
  addressLine: 200,
  zipCode: 20,
  externalId: 100,
  /** RFC 5321's longest address. */
  email: 254,
  /** Longer than any pass phrase a person types; argon2 hashes it whatever its length. */
  password: 200,
} as const;
