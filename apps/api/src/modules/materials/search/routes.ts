import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  consolidatedMaterialsQuery,
  materialFacetsBody,
  materialExportRequest,
  materialListBody,
  materialSearchRequest,
  searchKeyBody,
  type MaterialSearchParams,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { MATERIAL_INDEX_NAME, MATERIAL_SORT_FIELDS, materialSortValue } from '@laydown/domain';
import { requireCompany } from '../../../platform/auth/guards';
import { EXPORT_LIMIT, toCsv, toXlsx } from './export';
import { presentMaterial } from '../presenter';
import {
  createSearchCaches,
  materialFacets,
  searchMaterials,
  type MaterialResults,
} from './service';
import { company } from '../../../platform/route-access';
import { errorResponses } from '../../../platform/error-responses';
import type { CompanyScope } from '../../../platform/scope';

const errors = errorResponses(400, 401, 403);

function listBody(ctx: CompanyScope, params: MaterialSearchParams, results: MaterialResults) {
  return {
    records: results.views.map((view) => presentMaterial(ctx, view)),
    total_count: results.total,
    has_more: params.page * params.per_page < results.total,
    query_id: results.queryId,
    search_metadata: { backend: results.backend, exhaustive: results.exhaustive },
  };
}

/**
 * The material database list and search (procurement-core §7 consolidated company materials):
 * the company's own materials and the provider catalogue, read by every company member.
 */
export const materialSearchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  const caches = createSearchCaches();
  app.sessionCache.listener.subscribe(caches.facets);
  app.sessionCache.listener.subscribe(caches.pages);
  app.get(
    '/consolidated_company_materials',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: 'Materials with §9 filters, sort (base__field__direction), search and paging',
        querystring: consolidatedMaterialsQuery,
        response: { 200: materialListBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const results = await searchMaterials(
        db,
        ctx,
        request.query,
        request.log,
        'consolidated',
        caches,
      );
      return listBody(ctx, request.query, results);
    },
  );

  app.get(
    '/consolidated_company_materials/facets',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: 'Facet counts of the §9 filter keys on the result set',
        querystring: consolidatedMaterialsQuery,
        response: { 200: materialFacetsBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const result = await materialFacets(db, ctx, request.query, request.log, caches);
      return {
        facets: result.facets,
        search_metadata: { backend: result.backend, exhaustive: result.exhaustive },
      };
    },
  );

  app.post(
    '/consolidated_company_materials/algolia_search',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: 'The hosted-search call, answered by PostgreSQL full text',
        body: materialSearchRequest,
        response: { 200: materialListBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const { query, filters, ...rest } = request.body;
      const params: MaterialSearchParams = { ...rest, ...filters, search: query };
      const results = await searchMaterials(db, ctx, params, request.log, 'consolidated', caches);
      return listBody(ctx, params, results);
    },
  );

  app.post(
    '/consolidated_company_materials/export',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: `The list as CSV or XLSX (search and filters applied, at most ${EXPORT_LIMIT} rows)`,
        body: materialExportRequest,
        // A file, not JSON: no response schema, so nothing tries to serialise it.
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request);
      const { query, filters, format, ...rest } = request.body;
      const params = { ...rest, ...filters, search: query, page: 1, per_page: EXPORT_LIMIT };
      const { views } = await searchMaterials(db, ctx, params, request.log);
      const materials = views.map((view) => presentMaterial(ctx, view));
      const file = format === 'csv' ? toCsv(materials) : await toXlsx(materials);
      return reply
        .header('content-disposition', `attachment; filename="materials.${format}"`)
        .type(
          format === 'csv'
            ? 'text/csv; charset=utf-8'
            : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        )
        .send(file);
    },
  );

  app.get(
    '/manufacturer_materials',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: 'The provider catalogue alone, with the same filters, sort and search',
        querystring: consolidatedMaterialsQuery,
        response: { 200: materialListBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request);
      const results = await searchMaterials(
        db,
        ctx,
        request.query,
        request.log,
        'provider',
        caches,
      );
      return listBody(ctx, request.query, results);
    },
  );

  app.get(
    '/company_materials/search_key',
    {
      config: { access: company() },
      schema: {
        tags: ['materials'],
        summary: 'How the material search is addressed (served by PostgreSQL, no hosted key)',
        response: { 200: searchKeyBody, ...errors },
      },
    },
    async (request) => {
      requireCompany(request);
      return {
        search_key: '',
        application_id: 'laydown-postgresql',
        index_name: MATERIAL_INDEX_NAME,
        index_names: [MATERIAL_INDEX_NAME],
        replicas: MATERIAL_SORT_FIELDS.flatMap((field) =>
          (['asc', 'desc'] as const).map((direction) => materialSortValue({ field, direction })),
        ),
        replica_index_name: null,
        replica_index_search_key: null,
      };
    },
  );
};
