import {
  addressFields,
  contactInput,
  costCodeInput,
  costCodePhaseRequest,
  createProjectGroupRequest,
  createProjectRequest,
  createTaxCodeRequest,
  updateCompanyVendorRequest,
  updateOtherSettingsRequest,
  vendorPayload,
  type AddressInput,
  type ContactInput,
} from '@laydown/contracts';
import type { Executor } from '../../db/client';
import * as addresses from '../addresses/service';
import * as settings from '../company-settings/service';
import * as contacts from '../company-vendors/contact-service';
import * as companyVendors from '../company-vendors/vendor-service';
import * as costCodes from '../cost-codes/cost-code-service';
import * as phases from '../cost-codes/phase-service';
import * as groups from '../projects/group-service';
import * as projects from '../projects/service';
import * as taxCodes from '../tax-codes/service';
import type { TenantScope } from '../../platform/scope';

/*
 * What a new user of the demo company finds on every reference page (issue 9): projects with
 * their addresses in groups, the company's own addresses, cost codes with phases, tax codes with
 * dated rates and the demo vendor's contacts. Every value goes through the same contract and
 * service as a request would, so the demo cannot hold what the app would refuse.
 */

const PROJECTS: { name: string; projectId: string; group: string; address: AddressInput }[] = [
  {
    name: 'Riverside Medical Center',
    projectId: 'RMC-101',
    group: 'Healthcare',
    address: {
      nickname: 'Jobsite',
      address_line_1: '1200 Riverside Drive',
      city: 'Sacramento',
      state: 'CA',
      zip_code: '95814',
      country: 'United States',
    },
  },
  {
    name: 'Harbor View Apartments',
    projectId: 'HVA-202',
    group: 'Multifamily',
    address: {
      nickname: 'Jobsite',
      address_line_1: '45 Harbor Way',
      city: 'Oakland',
      state: 'CA',
      zip_code: '94607',
      country: 'United States',
    },
  },
  {
    name: 'Northgate Distribution Center',
    projectId: 'NDC-303',
    group: 'Industrial',
    address: {
      nickname: 'Jobsite',
      address_line_1: '8800 Northgate Boulevard',
      city: 'Sacramento',
      state: 'CA',
      zip_code: '95834',
      country: 'United States',
    },
  },
];

/** A second supplier, so the demo RFQs can go to two vendors (issue 15). */
const SECOND_VENDOR = 'Capitol Concrete & Rebar';

const COMPANY_ADDRESSES: AddressInput[] = [
  {
    nickname: 'Main office',
    address_line_1: '300 Capitol Mall',
    address_line_2: 'Suite 1400',
    city: 'Sacramento',
    state: 'CA',
    zip_code: '95814',
    country: 'United States',
  },
  {
    nickname: 'Yard',
    address_line_1: '8801 Folsom Boulevard',
    city: 'Sacramento',
    state: 'CA',
    zip_code: '95826',
    country: 'United States',
  },
];

/** Phases of a building job, and cost codes (CSI MasterFormat numbers) under each. */
const PHASES: { code: string; description: string; costCodes: [string, string][] }[] = [
  {
    code: '100',
    description: 'Site work',
    costCodes: [['31-2300', 'Excavation and fill']],
  },
  {
    code: '200',
    description: 'Foundations and structure',
    costCodes: [
      ['03-3000', 'Cast-in-place concrete'],
      ['05-1200', 'Structural steel framing'],
    ],
  },
  {
    code: '300',
    description: 'Framing and envelope',
    costCodes: [
      ['06-1000', 'Rough carpentry'],
      ['07-2100', 'Thermal insulation'],
    ],
  },
  {
    code: '400',
    description: 'Mechanical, electrical and plumbing rough-in',
    costCodes: [
      ['22-1100', 'Facility water distribution'],
      ['26-0500', 'Common work results for electrical'],
    ],
  },
  {
    code: '500',
    description: 'Interior finishes',
    costCodes: [
      ['09-2900', 'Gypsum board'],
      ['09-9100', 'Painting'],
    ],
  },
];

/** Sales tax codes; a rate change is a new dated rate, the old one keeps its window. */
const TAX_CODES = [
  {
    code: 'CA-SAC',
    description: 'Sacramento County sales tax',
    tax_type: 'Sales tax',
    tax_code_rates: [
      { rate: '8.75', available_at: '2024-01-01', expire_at: '2025-03-31' },
      { rate: '9.25', available_at: '2025-04-01', expire_at: null },
    ],
  },
  {
    code: 'CA-ALA',
    description: 'Alameda County sales tax',
    tax_type: 'Sales tax',
    tax_code_rates: [
      { rate: '10.25', available_at: '2024-01-01', expire_at: '2025-03-31' },
      { rate: '10.75', available_at: '2025-04-01', expire_at: null },
    ],
  },
  {
    code: 'EXEMPT',
    description: 'Resale or exempt purchases',
    tax_type: 'Exempt',
    tax_code_rates: [{ rate: '0', available_at: '2024-01-01', expire_at: null }],
  },
];

const VENDOR_ADDRESS: AddressInput = {
  nickname: 'Branch',
  address_line_1: '2150 Industrial Parkway',
  city: 'Hayward',
  state: 'CA',
  zip_code: '94545',
  country: 'United States',
};

const VENDOR_CONTACTS: ContactInput[] = [
  {
    first_name: 'Dana',
    last_name: 'Delgado',
    email: 'dana.delgado@supplier.test',
    phone_number: '(510) 555-0142',
    nickname: 'Inside sales',
  },
  {
    first_name: 'Morgan',
    last_name: 'Lee',
    email: 'morgan.lee@supplier.test',
    phone_number: '(510) 555-0178',
    nickname: 'Deliveries',
  },
];

/** Inside the demo seed's transaction, right after the company, its users and its vendor. */
export async function seedDemoReferenceData(
  tx: Executor,
  scope: TenantScope,
  demoVendorId: number,
): Promise<void> {
  const groupProjects = new Map<string, number[]>();
  for (const project of PROJECTS) {
    const { project: input } = createProjectRequest.parse({
      project: { name: project.name, project_id: project.projectId, addresses: [project.address] },
    });
    const id = await projects.create(tx, scope, input);
    groupProjects.set(project.group, [...(groupProjects.get(project.group) ?? []), id]);
  }
  for (const [name, projectIds] of groupProjects) {
    const { project_group } = createProjectGroupRequest.parse({
      project_group: { name, project_ids: projectIds },
    });
    await groups.createGroup(tx, scope, project_group);
  }
  for (const address of COMPANY_ADDRESSES) {
    await addresses.createCompanyAddress(tx, scope, addressFields.parse(address));
  }

  const { other_settings } = updateOtherSettingsRequest.parse({
    other_settings: { cost_code_settings: { phase_code_enabled: true } },
  });
  await settings.updateOtherSettings(tx, scope, other_settings);
  for (const phase of PHASES) {
    const { cost_code_phase } = costCodePhaseRequest.parse({
      cost_code_phase: { code: phase.code, description: phase.description },
    });
    const { id } = await phases.createPhase(tx, scope, cost_code_phase);
    await costCodes.createCostCodes(
      tx,
      scope,
      phase.costCodes.map(([code, description]) =>
        costCodeInput.parse({ code, description, cost_code_phase_id: id }),
      ),
    );
  }

  for (const taxCode of TAX_CODES) {
    await taxCodes.createTaxCode(
      tx,
      scope,
      createTaxCodeRequest.parse({ tax_code: taxCode }).tax_code,
    );
  }

  const vendor = await companyVendors.resolveCompanyVendor(
    tx,
    scope,
    vendorPayload.parse({ vendor_id: demoVendorId }),
  );
  const { company_vendor } = updateCompanyVendorRequest.parse({
    company_vendor: { addresses: [VENDOR_ADDRESS] },
  });
  await companyVendors.updateCompanyVendor(tx, scope, vendor.id, company_vendor);
  for (const contact of VENDOR_CONTACTS) {
    await contacts.createContact(tx, scope, {
      ...contactInput.parse(contact),
      company_vendor_id: vendor.id,
    });
  }
  await companyVendors.resolveCompanyVendor(
    tx,
    scope,
    vendorPayload.parse({ vendor_name: SECOND_VENDOR }),
  );
}
