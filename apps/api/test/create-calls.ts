import type { Json } from './fuzz/json-sample';

/** What a create call needs from records made before it (a vendor for a contact, a role, ...). */
export interface CreateContext {
  roleId: number;
  companyVendorId: number;
  vendorDomain: string;
}

/**
 * One valid create call per kind of record a company admin makes, keyed by `METHOD url`: the
 * fuzz test starts its bad values from these bodies, and the concurrency test sends each one 8
 * times at once. `key` makes the record's unique fields unique to one test run.
 */
export interface CreateCall {
  url: string;
  body: (key: string, ctx: CreateContext) => Json;
  /** The created record's id, from the 201 answer's wrapper (`{project: {id}}`, ...). */
  idOf: (answer: Record<string, unknown>) => number;
}

const wrapped =
  (name: string) =>
  (answer: Record<string, unknown>): number =>
    (answer[name] as { id: number }).id;

export const CREATE_CALLS = {
  unit: {
    url: '/api/common/units',
    body: (key) => ({ unit: { name: `unit${key}` } }),
    idOf: wrapped('unit'),
  },
  project: {
    url: '/api/project',
    body: (key) => ({ project: { name: `Project ${key}`, project_id: `P-${key}` } }),
    idOf: wrapped('project'),
  },
  projectGroup: {
    url: '/api/project_groups',
    body: (key) => ({ project_group: { name: `Group ${key}` } }),
    idOf: wrapped('project_group'),
  },
  costCodeNumber: {
    url: '/api/cost_code_numbers',
    body: (key) => ({ cost_code_number: { code: `N${key}` } }),
    idOf: wrapped('cost_code_number'),
  },
  costCodeClass: {
    url: '/api/cost_code_classes',
    body: (key) => ({ cost_code_class: { code: `C${key}` } }),
    idOf: wrapped('cost_code_class'),
  },
  costCodePhase: {
    url: '/api/cost_code_phases',
    body: (key) => ({ cost_code_phase: { code: `PH${key}` } }),
    idOf: wrapped('cost_code_phase'),
  },
  costCode: {
    url: '/api/cost_codes',
    body: (key) => ({ cost_codes: [{ code: `CC${key}` }] }),
    idOf: (answer) => (answer.cost_codes as { id: number }[])[0]?.id ?? 0,
  },
  taxCode: {
    url: '/api/tax_codes',
    body: (key) => ({ tax_code: { code: `T${key}` } }),
    idOf: wrapped('tax_code'),
  },
  companyVendor: {
    url: '/api/company_vendors',
    body: (key) => ({
      company_vendor: { vendor_name: `Vendor ${key}`, domains: [`v${key}.test`] },
    }),
    idOf: wrapped('company_vendor'),
  },
  vendorContact: {
    url: '/api/company_vendor_contact',
    body: (key, ctx) => ({
      company_vendor_contact: {
        first_name: 'Cora',
        email: `cora-${key}@${ctx.vendorDomain}`,
        company_vendor_id: ctx.companyVendorId,
      },
    }),
    idOf: wrapped('company_vendor_contact'),
  },
  address: {
    url: '/api/address',
    body: (key) => ({ address: { address_line_1: `${key} Main Street`, city: 'Austin' } }),
    idOf: wrapped('address'),
  },
  addressTo: {
    url: '/api/address_to',
    body: (key) => ({ address_to: { name: `Dock ${key}` } }),
    idOf: wrapped('address_to'),
  },
  shippingCarrier: {
    url: '/api/shipping_carriers',
    body: (key) => ({ shipping_carrier: { name: `Carrier ${key}` } }),
    idOf: wrapped('shipping_carrier'),
  },
  material: {
    url: '/api/company_materials',
    body: (key) => ({ company_material: { description: `Material ${key}` } }),
    idOf: wrapped('company_material'),
  },
  invitation: {
    url: '/api/users/invitation',
    body: (key, ctx) => ({ user: { email: `invitee-${key}@example.test`, role_id: ctx.roleId } }),
    idOf: wrapped('company_user'),
  },
  emailDomain: {
    url: '/api/company_settings/email_domains',
    body: (key) => ({
      email_domain: {
        domain: `d${key}.example.test`,
        verification_email: `it@d${key}.example.test`,
      },
    }),
    idOf: wrapped('email_domain'),
  },
} satisfies Record<string, CreateCall>;

export type CreateKind = keyof typeof CREATE_CALLS;
