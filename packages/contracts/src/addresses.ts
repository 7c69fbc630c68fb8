import { z } from 'zod';
import { id } from './primitives';
import { TEXT_LIMITS } from '@laydown/domain';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) =>
  text(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** An entry of the address index (procurement-core §3): company, project or vendor address. */
export const addressRecord = z.object({
  id: z.number().int(),
  nickname: z.string().nullable(),
  address_line_1: z.string(),
  address_line_2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip_code: z.string().nullable(),
  country: z.string().nullable(),
});
export type AddressRecord = z.infer<typeof addressRecord>;

export const addressFields = z
  .object({
    nickname: optionalText(TEXT_LIMITS.shortText),
    address_line_1: text(TEXT_LIMITS.addressLine).min(1, 'Address is required'),
    address_line_2: optionalText(TEXT_LIMITS.addressLine),
    city: optionalText(TEXT_LIMITS.shortText),
    state: optionalText(TEXT_LIMITS.shortText),
    zip_code: optionalText(TEXT_LIMITS.zipCode),
    country: optionalText(TEXT_LIMITS.shortText),
  })
  .strict();
export type AddressInput = z.input<typeof addressFields>;

/** Nested addresses of a project or vendor: with an id it is changed (or removed with _destroy). */
export const nestedAddress = addressFields
  .extend({ id: id.optional(), _destroy: z.boolean().optional() })
  .strict();
export type NestedAddressInput = z.input<typeof nestedAddress>;

export const ADDRESS_OWNER_TYPES = ['company', 'project', 'company_vendor'] as const;

/** An entry of GET /company_settings/addresses: the address with what it belongs to. */
export const addressIndexRecord = addressRecord.extend({
  owner_type: z.enum(ADDRESS_OWNER_TYPES),
  owner_id: z.number().int().nullable(),
  owner_name: z.string().nullable(),
});
export type AddressIndexRecord = z.infer<typeof addressIndexRecord>;
export const addressIndexBody = z.object({ records: z.array(addressIndexRecord) });
export const addressBody = z.object({ address: addressRecord });
export const addressRequest = z.object({ address: addressFields }).strict();
export type AddressRequest = z.input<typeof addressRequest>;

export const addressToRecord = z.object({ id: z.number().int(), name: z.string() });
export type AddressToRecord = z.infer<typeof addressToRecord>;
export const addressToBody = z.object({ address_to: addressToRecord });
export const addressToRequest = z
  .object({
    address_to: z
      .object({ name: z.string().trim().min(1, 'Name is required').max(TEXT_LIMITS.name) })
      .strict(),
  })
  .strict();
export const addressToListBody = z.object({ records: z.array(addressToRecord) });
