import { z } from 'zod';
import { id, idText } from './primitives';
import {
  normalizeContactEmail,
  normalizeDomain,
  TEXT_LIMITS,
  isPhoneNumber,
  PHONE_MESSAGE,
  DOMAIN_MESSAGE,
  isDomainName,
} from '@laydown/domain';
import { addressRecord, nestedAddress } from './addresses';
import { listQuery, queryBoolean } from './lists';

const domain = z
  .string()
  .transform(normalizeDomain)
  .pipe(z.string().refine(isDomainName, { message: DOMAIN_MESSAGE }));
const optional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));

/** The vendor record shared by every company that buys from it (procurement-core §3). */
export const vendorRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  domains: z.array(z.string()),
  description: z.string().nullable(),
  logo: z.string().nullable(),
  /** Whether this company may change the shared record (it created it). */
  editable: z.boolean(),
});

export const companyVendorRecord = z.object({
  id: z.number().int(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  vendor_nickname: z.string().nullable(),
  external_vendor_id: z.string().nullable(),
  vendor: vendorRecord,
  active: z.boolean(),
  discarded: z.boolean(),
  addresses: z.array(addressRecord),
  contacts_count: z.number().int(),
});
export type CompanyVendorRecord = z.infer<typeof companyVendorRecord>;
export const companyVendorBody = z.object({ company_vendor: companyVendorRecord });

const vendorFields = z
  .object({
    name: z.string().trim().min(1, 'Vendor is required!').max(TEXT_LIMITS.name),
    domains: z.array(domain).max(20),
    description: optional(TEXT_LIMITS.longText),
    logo: z
      .string()
      .trim()
      .max(TEXT_LIMITS.longText)
      .regex(/^https?:\/\//, 'Use an http or https address')
      .nullish()
      .transform((v) => v ?? null),
  })
  .partial()
  .strict();

/** Vendor payload: id, or vendor_id, or vendor_name, with external_vendor_id and vendor_nickname. */
export const vendorPayload = z
  .object({
    id: id.optional(),
    vendor_id: id.optional(),
    vendor_name: z.string().trim().max(TEXT_LIMITS.name).optional(),
    domains: z.array(domain).max(20).optional(),
    external_vendor_id: optional(TEXT_LIMITS.externalId),
    vendor_nickname: optional(TEXT_LIMITS.name),
  })
  .strict()
  .refine((v) => Boolean(v.id || v.vendor_id || v.vendor_name), {
    message: 'Vendor is required!',
    path: ['vendor_name'],
  });
export type VendorPayload = z.input<typeof vendorPayload>;

export const createCompanyVendorRequest = z.object({ company_vendor: vendorPayload }).strict();
export const updateCompanyVendorRequest = z
  .object({
    company_vendor: z
      .object({
        vendor_nickname: optional(200),
        external_vendor_id: optional(100),
        active: z.boolean(),
        vendor: vendorFields,
        addresses: z.array(nestedAddress).max(50),
      })
      .partial()
      .strict(),
  })
  .strict();
export type UpdateCompanyVendorRequest = z.input<typeof updateCompanyVendorRequest>;

export const companyVendorListQuery = listQuery(['vendor_name', 'created_at'], {
  active: queryBoolean.optional(),
});

export const matchByDomainQuery = z.object({ domain: z.string().trim().min(1).max(253) }).strict();
export const matchByDomainBody = z.object({
  matched_vendor: z
    .object({
      id: z.number().int(),
      label: z.string(),
      company_vendor_id: z.number().int().nullable(),
    })
    .nullable(),
});

export const vendorUserRecord = z.object({
  id: z.number().int(),
  email: z.string(),
  is_public: z.boolean(),
  full_name: z.string(),
  headline: z.string().nullable(),
  vendor: z.object({ id: z.number().int(), name: z.string(), domains: z.array(z.string()) }),
});
export type VendorUserRecord = z.infer<typeof vendorUserRecord>;
export const vendorUsersBody = z.object({ records: z.array(vendorUserRecord) });
/** GET /vendors: the shared vendor directory, searched by name or domain (20 at most). */
export const vendorSearchQuery = z.object({ search: z.string().trim().min(1).max(200) }).strict();
export const vendorsBody = z.object({ records: z.array(vendorRecord) });
export const vendorBody = z.object({ vendor: vendorRecord });
export type VendorRecord = z.infer<typeof vendorRecord>;
export const vendorUserSearchQuery = z
  .object({
    search: z.string().trim().min(1).max(200),
    vendor_id: idText.optional(),
  })
  .strict();

const email = z
  .string()
  .transform(normalizeContactEmail)
  .pipe(z.email({ message: 'The input is not valid E-mail!' }));

export const contactRecord = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  company_vendor: z.object({ id: z.number().int(), vendor_name: z.string() }),
  vendor_user_id: z.number().int().nullable(),
  vendor_id: z.number().int(),
});
export type ContactRecord = z.infer<typeof contactRecord>;
export const contactBody = z.object({ company_vendor_contact: contactRecord });

const contactFields = {
  first_name: z.string().trim().min(1, 'First name is required').max(TEXT_LIMITS.personName),
  last_name: z.string().trim().max(TEXT_LIMITS.personName).default(''),
  nickname: optional(TEXT_LIMITS.personName),
  email,
  phone_number: optional(TEXT_LIMITS.phone).refine((v) => v === null || isPhoneNumber(v), {
    message: PHONE_MESSAGE,
  }),
};
export const contactInput = z.object(contactFields).strict();
export type ContactInput = z.input<typeof contactInput>;
export const createContactRequest = z
  .object({
    company_vendor_contact: z.object({ ...contactFields, company_vendor_id: id }).strict(),
  })
  .strict();
export const updateContactRequest = z
  .object({
    company_vendor_contact: z
      .object({ ...contactFields, last_name: z.string().trim().max(TEXT_LIMITS.personName) })
      .partial()
      .strict(),
  })
  .strict();
export const contactListQuery = listQuery(['first_name', 'email'], {
  company_vendor_id: idText.optional(),
});

/** POST /company_vendor_contact_with_vendor_user: the vendor (existing or new) and the contact. */
export const contactWithVendorUserRequest = z
  .object({
    vendor: vendorPayload,
    contact: z.object({ ...contactFields, vendor_user_id: id.optional() }).strict(),
  })
  .strict();
export type ContactWithVendorUserRequest = z.input<typeof contactWithVendorUserRequest>;
