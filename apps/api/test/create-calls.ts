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

/**
 * One valid change to a record of a kind, for the writes a test makes after the create call:
 * `url` has `:id` for the record's id.
 */
export interface UpdateCall {
  method: 'PATCH';
  url: string;
  body: Json;
}

const patch = (url: string, body: Json): UpdateCall => ({ method: 'PATCH', url, body });

export const UPDATE_CALLS = {
  unit: patch('/api/common/units/:id', { unit: { override_label: 'taken' } }),
  project: patch('/api/project/:id', { project: { name: 'Renamed project' } }),
  projectGroup: patch('/api/project_groups/:id', { project_group: { name: 'Renamed group' } }),
  costCode: patch('/api/cost_codes/:id', { cost_code: { active: false } }),
  costCodeNumber: patch('/api/cost_code_numbers/:id', {
    cost_code_number: { description: 'Renamed' },
  }),
  costCodeClass: patch('/api/cost_code_classes/:id', {
    cost_code_class: { description: 'Renamed' },
  }),
  costCodePhase: patch('/api/cost_code_phases/:id', {
    cost_code_phase: { description: 'Renamed' },
  }),
  taxCode: patch('/api/tax_codes/:id', { tax_code: { description: 'Renamed' } }),
  companyVendor: patch('/api/company_vendor/:id', {
    company_vendor: { vendor_nickname: 'Renamed' },
  }),
  vendorContact: patch('/api/company_vendor_contact/:id', {
    company_vendor_contact: { first_name: 'Renamed' },
  }),
  address: patch('/api/address/:id', {
    address: { address_line_1: '1 Renamed Street', city: 'Austin' },
  }),
  addressTo: patch('/api/address_to/:id', { address_to: { name: 'Renamed dock' } }),
  shippingCarrier: patch('/api/shipping_carriers/:id', {
    shipping_carrier: { name: 'Renamed carrier' },
  }),
  material: patch('/api/company_materials/:id', {
    company_material: { description: 'Renamed material' },
  }),
} satisfies Partial<Record<CreateKind, UpdateCall>>;
