import { z } from 'zod';
import { decimalInput, id, int4, queryIds, queryInt } from './primitives';
import {
  isHttpUrl,
  LIST_PAGE_SIZE,
  MATERIAL_COST_FACET_KEYS,
  MATERIAL_MESSAGES,
  parseMaterialSort,
  TEXT_LIMITS,
} from '@laydown/domain';
import { listOf } from './common';
import { facetCounts } from './lists';
import { preferredVendorPrice, vendorPriceAttributes } from './material-prices';

/** procurement-core §3 Company material, as the API answers it. */
export const companyMaterialRecord = z.object({
  id: z.number().int(),
  company_id: z.number().int(),
  description: z.string(),
  product_identifier: z.string().nullable(),
  manufacturer: z.string().nullable(),
  manufacturer_name: z.string().nullable(),
  manufacturer_material_id: z.number().int().nullable(),
  size: z.string().nullable(),
  material: z.string().nullable(),
  group: z.string().nullable(),
  sub_group: z.string().nullable(),
  connection_type: z.string().nullable(),
  weight: z.string().nullable(),
  price_per_weight: z.string().nullable(),
  unit_id: z.number().int().nullable(),
  unit_name: z.string().nullable(),
  unit_price: z.string().nullable(),
  active: z.boolean(),
  tags: z.array(z.string()),
  image_url: z.string().nullable(),
  image_source_type: z.enum(['AUTO', 'MANUAL']).nullable(),
  mix_code: z.string().nullable(),
  mix_design: z.string().nullable(),
  project_ids: z.array(z.number().int()),
  /** The company's cost code (its own setting on a provider material) and its label. */
  cost_code_id: z.number().int().nullable(),
  cost_code: z.string().nullable(),
  /** An independent phase code, when the company uses them. */
  cost_code_phase_id: z.number().int().nullable(),
  cost_code_phase: z.string().nullable(),
  attributes: z.record(z.string(), z.string()),
  created_from: z.string().nullable(),
  requested_by_id: z.number().int().nullable(),
  requested_at: z.string().nullable(),
  is_catalog: z.boolean(),
  /** What the signed-in user may do with it, so the UI does not re-derive the rules. */
  abilities: z.object({ edit: z.boolean(), approve: z.boolean(), delete: z.boolean() }),
  /** §3 vendor prices, this company's (also on provider materials). */
  preferred_vendor_prices: z.array(preferredVendorPrice),
  /** Lines of this company's orders use it: the §2 history tabs show. */
  has_order_materials: z.boolean(),
});
export type CompanyMaterialRecord = z.infer<typeof companyMaterialRecord>;
export const companyMaterialBody = z.object({ company_material: companyMaterialRecord });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((v) => (v === '' ? null : v))
    .nullable();

const tags = z.array(z.string().trim().min(1).max(60)).max(50);
const projectIds = z.array(id).max(500);

const imageUrl = z
  .string()
  .trim()
  .max(TEXT_LIMITS.longText)
  .refine((v) => v === '' || isHttpUrl(v), { message: MATERIAL_MESSAGES.imageUrlInvalid })
  .transform((v) => (v === '' ? null : v))
  .nullable();

const description = z
  .string({ error: MATERIAL_MESSAGES.descriptionRequired })
  .trim()
  .min(1, MATERIAL_MESSAGES.descriptionRequired)
  .max(TEXT_LIMITS.description);

/** Every field of the §2 editor besides the description (§3). */
const detailFields = {
  product_identifier: optionalText(TEXT_LIMITS.shortText),
  manufacturer: optionalText(TEXT_LIMITS.manufacturer),
  size: optionalText(TEXT_LIMITS.shortText),
  material: optionalText(TEXT_LIMITS.shortText),
  group: optionalText(TEXT_LIMITS.shortText),
  sub_group: optionalText(TEXT_LIMITS.shortText),
  connection_type: optionalText(TEXT_LIMITS.shortText),
  weight: decimalInput(MATERIAL_MESSAGES.weightMinimum),
  price_per_weight: decimalInput(MATERIAL_MESSAGES.pricePerWeightMinimum),
  unit_id: id.nullable(),
  active: z.boolean(),
  tags,
  image_url: imageUrl,
  image_source_type: z.enum(['AUTO', 'MANUAL']).nullable(),
  mix_code: optionalText(TEXT_LIMITS.code),
  mix_design: optionalText(TEXT_LIMITS.longText),
  project_ids: projectIds,
  attributes: z.record(z.string().max(60), z.string().max(500)),
  cost_code_id: id.nullable(),
  cost_code_phase_id: id.nullable(),
  company_material_vendor_prices_attributes: vendorPriceAttributes,
};
const materialFields = { description, ...detailFields };

export const createCompanyMaterialRequest = z
  .object({
    company_material: z
      .object(detailFields)
      .partial()
      .extend({
        description,
        created_from: optionalText(60).optional(),
        /** The provider material a Duplicate was made from. */
        manufacturer_material_id: id.nullable().optional(),
      })
      .strict(),
  })
  .strict();
export type CreateCompanyMaterialRequest = z.input<typeof createCompanyMaterialRequest>;
export type CreateCompanyMaterialInput = z.output<
  typeof createCompanyMaterialRequest
>['company_material'];

export const updateCompanyMaterialRequest = z
  .object({ company_material: z.object(materialFields).partial().strict() })
  .strict();
export type UpdateCompanyMaterialRequest = z.input<typeof updateCompanyMaterialRequest>;
export type UpdateCompanyMaterialInput = z.output<
  typeof updateCompanyMaterialRequest
>['company_material'];

const sortValue = z.string().refine((v) => parseMaterialSort(v) !== undefined, {
  message: 'Sort must be company_materials__<field>__<asc|desc>',
});

const facetFilter = z
  .union([z.string(), z.array(z.string())])
  .transform((v) => (Array.isArray(v) ? v : [v]))
  .pipe(z.array(z.string().max(200)).max(50))
  .optional();

/** §9 filter keys that exist so far (stocks and vendors come with their issues). */
const facetFilters = {
  material: facetFilter,
  group: facetFilter,
  sub_group: facetFilter,
  manufacturer: facetFilter,
  size: facetFilter,
  connection_type: facetFilter,
  cost_code: facetFilter,
  cost_phase: facetFilter,
  cost_clazz: facetFilter,
  independent_phase_codes: facetFilter,
  preferred_vendor_names: facetFilter,
} satisfies Record<(typeof MATERIAL_COST_FACET_KEYS)[number], typeof facetFilter> &
  Record<string, typeof facetFilter>;

/**
 * §7 projects_with_empty: the projects whose materials are listed, as a JSON array ("[]" when
 * none is chosen, which filters nothing); materials without projects are always included.
 */
const projectsWithEmpty = z
  .string()
  .transform((value, ctx) => {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'projects_with_empty must be a JSON array' });
      return z.NEVER;
    }
  })
  .pipe(z.array(id).max(50))
  .optional();

/** GET /consolidated_company_materials and its /facets; project_id applies the §5 visibility rule. */
export const consolidatedMaterialsQuery = z
  .object({
    search: z.string().trim().max(200).optional(),
    sort: sortValue.optional(),
    page: queryInt(1, 200).default(1),
    per_page: queryInt(1, 1000).default(LIST_PAGE_SIZE),
    project_id: queryIds.optional(),
    projects_with_empty: projectsWithEmpty,
    ...facetFilters,
  })
  .strict();
export type MaterialSearchParams = z.output<typeof consolidatedMaterialsQuery>;

const facetList = z.array(z.string().max(200)).max(50).optional();

/** POST /consolidated_company_materials/algolia_search: the hosted-search call, served locally. */
export const materialSearchRequest = z
  .object({
    query: z.string().trim().max(200).default(''),
    page: z.number().int().min(1).max(200).default(1),
    per_page: z.number().int().min(1).max(1000).default(LIST_PAGE_SIZE),
    sort: sortValue.optional(),
    project_id: z.array(id).max(50).optional(),
    filters: z
      .object({
        material: facetList,
        group: facetList,
        sub_group: facetList,
        manufacturer: facetList,
        size: facetList,
        connection_type: facetList,
        cost_code: facetList,
        cost_phase: facetList,
        cost_clazz: facetList,
        independent_phase_codes: facetList,
        preferred_vendor_names: facetList,
      })
      .strict()
      .default({}),
  })
  .strict();
export type MaterialSearchRequest = z.input<typeof materialSearchRequest>;

export const searchMetadata = z.object({
  backend: z.enum(['fulltext', 'relational']),
  /** false when the result set was capped (decision 0021). */
  exhaustive: z.boolean(),
});

export const materialListBody = listOf(companyMaterialRecord).extend({
  query_id: z.string(),
  search_metadata: searchMetadata,
});
export type MaterialListBody = z.infer<typeof materialListBody>;

export const materialFacetsBody = z.object({
  facets: z.record(z.string(), facetCounts),
  search_metadata: searchMetadata,
});
export type MaterialFacetsBody = z.infer<typeof materialFacetsBody>;

export const materialTagsBody = z.object({ tags: z.array(z.string()) });

/** access-and-platform search analytics calls. */
export const trackClickRequest = z
  .object({
    query_id: z.string().max(100),
    object_id: z.union([z.string(), z.number()]).transform(String),
    position: int4(),
    event_name: z.string().trim().min(1).max(100),
  })
  .strict();
export const trackConversionRequest = z
  .object({
    query_id: z.string().max(100),
    object_ids: z
      .array(z.union([z.string(), z.number()]).transform(String))
      .min(1)
      .max(100),
    event_name: z.string().trim().min(1).max(100),
  })
  .strict();
export const trackViewRequest = z
  .object({
    object_id: z.union([z.string(), z.number()]).transform(String),
    event_name: z.string().trim().min(1).max(100),
  })
  .strict();

/** GET /integrations/image_search */
export const imageSearchQuery = z
  .object({
    q: z.string().trim().min(3).max(200),
    num: queryInt(1, 50).default(10),
  })
  .strict();
export const imageSearchBody = z.object({
  images: z.array(z.object({ url: z.string(), thumbnail_url: z.string(), title: z.string() })),
  search_metadata: z.object({ provider: z.string() }),
  cached: z.boolean(),
});
export const imageSearchStatusBody = z.object({ configured: z.boolean(), message: z.string() });

/** POST /consolidated_company_materials/export: the list's search and filters, as a file. */
export const materialExportRequest = materialSearchRequest
  .omit({ page: true, per_page: true })
  .extend({ format: z.enum(['csv', 'xlsx']) });
export type MaterialExportRequest = z.input<typeof materialExportRequest>;

/** The search_key calls (access-and-platform search keys): how the local search is addressed. */
export const searchKeyBody = z.object({
  search_key: z.string(),
  application_id: z.string(),
  index_name: z.string(),
  index_names: z.array(z.string()),
  /** Sort values in the §9 format, one per sortable field and direction. */
  replicas: z.array(z.string()),
  replica_index_name: z.string().nullable(),
  replica_index_search_key: z.string().nullable(),
});

/**
 * POST /company_materials/public_create: a requested material from a public order form, without
 * signing in; only the description, unit and a few descriptive fields (decision 0027).
 */
export const publicCreateMaterialRequest = z
  .object({
    company_material: z
      .object({
        description,
        unit_id: id.nullable().optional(),
        product_identifier: optionalText(120).optional(),
        manufacturer: optionalText(200).optional(),
        size: optionalText(120).optional(),
      })
      .strict(),
    public_order_form_url_extension: z.string().trim().min(1).max(200),
  })
  .strict();
export type PublicCreateMaterialRequest = z.input<typeof publicCreateMaterialRequest>;
export const publicMaterialBody = z.object({
  company_material: z.object({ id: z.number().int(), description: z.string() }),
});
