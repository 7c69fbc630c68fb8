import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MaterialSearchParams } from '@laydown/contracts';
import {
  buildTsQuery,
  completable,
  correctable,
  MATERIAL_COST_FACET_KEYS,
  MATERIAL_FACET_KEYS,
  MATERIAL_FILTER_KEYS,
  MAX_COMPLETIONS,
  parseMaterialSort,
  searchWords,
  type MaterialFilterKey,
} from '@laydown/domain';
import type { Database, Executor } from '../../../db/client';
import { getMaterialConfiguration } from '../../company-settings/material-configuration';
import { catalogCompanyId, findViews, readableCompanies, type MaterialView } from '../repository';
import * as search from './repository';
import { companyVendorIdsNamed } from './vendor-price-search';
import type { TenantScope } from '../../../platform/scope';
import { AnnouncedCache } from '../../../platform/announced-cache';

type Logger = Pick<FastifyBaseLogger, 'warn'>;
export type SearchBackend = 'fulltext' | 'relational';

/** Values shown per facet, most frequent first. */
const FACET_VALUES_SHOWN = 100;

/**
 * procurement-core §8 "Search backend failure: falls back to the relational search" (and
 * access-and-platform §7): the fallback answers and the failure is logged, never shown.
 */
export async function withFallback<T>(
  primary: () => Promise<T>,
  fallback: () => Promise<T>,
  log: Logger,
): Promise<{ value: T; backend: SearchBackend }> {
  try {
    return { value: await primary(), backend: 'fulltext' };
  } catch (error) {
    log.warn(
      { err: error },
      'material full-text search failed; answering with the relational search',
    );
    return { value: await fallback(), backend: 'relational' };
  }
}

interface Prepared {
  scope: search.SearchScope;
  term: string;
  tsQuery: string | null;
}

/** Whose materials a search reads: the company's and the provider's, or the provider's alone. */
export type SearchSource = 'consolidated' | 'provider';

/** What a search reads before its results; `forFacets` adds what only facet counts need. */
async function prepare(
  db: Executor,
  ctx: TenantScope,
  params: MaterialSearchParams,
  source: SearchSource,
  forFacets: boolean,
): Promise<Prepared> {
  const catalogId = await catalogCompanyId(db);
  const companyIds =
    source === 'provider'
      ? catalogId === null
        ? []
        : [catalogId]
      : readableCompanies(ctx, catalogId);
  const filters: search.SearchScope['filters'] = {};
  for (const key of MATERIAL_FACET_KEYS) if (params[key]) filters[key] = params[key];
  const costFilters: search.SearchScope['costFilters'] = {};
  for (const key of MATERIAL_COST_FACET_KEYS) if (params[key]) costFilters[key] = params[key];
  const projectIds = [...(params.project_id ?? []), ...(params.projects_with_empty ?? [])];
  const vendorNames = params.preferred_vendor_names ?? [];
  const term = (params.search ?? '').trim().toLowerCase();
  const words = searchWords(term);
  // Independent reads, each on its own connection: the search waits for the slowest, not the sum.
  const [costFacets, preferredVendorIds, tsQuery] = await Promise.all([
    forFacets
      ? getMaterialConfiguration(db, ctx).then((c) => c.company_attributes.includes('cost_code_id'))
      : false,
    vendorNames.length > 0 ? companyVendorIdsNamed(db, ctx.companyId, vendorNames) : undefined,
    words.length > 0 ? toTsQuery(db, companyIds, words) : null,
  ]);
  const scope = {
    companyId: ctx.companyId,
    companyIds,
    filters,
    projectIds,
    costFilters,
    costFacets,
    preferredVendorIds,
  };
  return { scope, term, tsQuery };
}

async function toTsQuery(db: Executor, companyIds: number[], words: string[]) {
  const last = words[words.length - 1];
  const unknown = [...new Set(words.filter(correctable))];
  const { fixes, completed } = await search.wordHints(
    db,
    companyIds,
    unknown,
    last,
    completable(last) ? MAX_COMPLETIONS + 1 : undefined,
  );
  return buildTsQuery(words, fixes, completed);
}

export interface MaterialResults {
  views: MaterialView[];
  total: number;
  exhaustive: boolean;
  backend: SearchBackend;
  queryId: string;
}

/** A page of results as kept in memory: its materials' ids, read again as views when asked. */
interface KeptPage {
  ids: number[];
  total: number;
  exhaustive: boolean;
  backend: SearchBackend;
}

/**
 * What each API process keeps of the material search until the database announces a change of
 * what it was read from (`material:<company>` for the company and the provider catalogue,
 * migration 0030; any vendor change, since a vendor's name is a facet value and a filter): facet
 * counts, which every member of a company opening the materials page asks for, and the ids of a
 * search's pages (the list and its facets, Load More and a search typed again ask for the same).
 * The views of a kept page are read again, so prices and order flags are current (decision 0081).
 */
export interface SearchCaches {
  facets: AnnouncedCache<MaterialFacets>;
  pages: AnnouncedCache<KeptPage>;
}

export function createSearchCaches(): SearchCaches {
  const options = { maxEntries: 1000, ttlMs: 60_000, flushPrefixes: ['vendor:'] };
  return { facets: new AnnouncedCache(options), pages: new AnnouncedCache(options) };
}

/** The announcement keys of what a company's search reads: its own and the provider's rows. */
async function searchKeys(db: Executor, ctx: TenantScope): Promise<string[]> {
  const companies = readableCompanies(ctx, await catalogCompanyId(db));
  return companies.map((id) => `material:${id}`);
}

/** A full-text search answered by the relational one failed over: not kept. */
const answeredAsAsked = (params: MaterialSearchParams) => (found: { backend: SearchBackend }) =>
  found.backend === 'fulltext' || !params.search?.trim();

/** GET /consolidated_company_materials and POST .../algolia_search (decision 0021). */
export async function searchMaterials(
  db: Database,
  ctx: TenantScope,
  params: MaterialSearchParams,
  log: Logger,
  source: SearchSource = 'consolidated',
  caches?: SearchCaches,
): Promise<MaterialResults> {
  if (!caches) return findMaterials(db, ctx, params, log, source);
  let found: MaterialResults | undefined;
  const kept = await caches.pages.remember(
    `${ctx.companyId} ${source} ${JSON.stringify(params)}`,
    await searchKeys(db, ctx),
    async () => {
      found = await findMaterials(db, ctx, params, log, source);
      const { views, queryId: _queryId, ...rest } = found;
      return { ...rest, ids: views.map((view) => view.material.id) };
    },
    answeredAsAsked(params),
  );
  if (found) return found;
  const { ids, ...rest } = kept;
  return { ...rest, views: await findViews(db, ctx, ids), queryId: randomUUID() };
}

async function findMaterials(
  db: Database,
  ctx: TenantScope,
  params: MaterialSearchParams,
  log: Logger,
  source: SearchSource,
): Promise<MaterialResults> {
  const sort = params.sort ? parseMaterialSort(params.sort) : undefined;
  const page = { limit: params.per_page, offset: (params.page - 1) * params.per_page };
  const { scope, term, tsQuery } = await prepare(db, ctx, params, source, false);
  const relational = () => search.relationalPage(db, ctx, scope, term || undefined, sort, page);
  const { value, backend } = tsQuery
    ? await withFallback(
        () => search.fullTextPage(db, ctx, scope, tsQuery, term, sort, page),
        relational,
        log,
      )
    : { value: await relational(), backend: 'relational' as const };
  return { ...value, backend, queryId: randomUUID() };
}

export interface MaterialFacets {
  facets: Record<MaterialFilterKey, { value: string; count: number }[]>;
  exhaustive: boolean;
  backend: SearchBackend;
}

/** GET /consolidated_company_materials/facets: counts on the (capped) result set. */
export async function materialFacets(
  db: Database,
  ctx: TenantScope,
  params: MaterialSearchParams,
  log: Logger,
  caches?: SearchCaches,
): Promise<MaterialFacets> {
  if (!caches) return countFacets(db, ctx, params, log);
  // Paging and sort do not change the counts.
  const { page: _page, per_page: _perPage, sort: _sort, ...counted } = params;
  return caches.facets.remember(
    `${ctx.companyId} ${JSON.stringify(counted)}`,
    await searchKeys(db, ctx),
    () => countFacets(db, ctx, params, log),
    answeredAsAsked(params),
  );
}

async function countFacets(
  db: Database,
  ctx: TenantScope,
  params: MaterialSearchParams,
  log: Logger,
): Promise<MaterialFacets> {
  const { scope, term, tsQuery } = await prepare(db, ctx, params, 'consolidated', true);
  const relational = () => search.relationalFacets(db, scope, term || undefined);
  const { value: rows, backend } = tsQuery
    ? await withFallback(() => search.fullTextFacets(db, scope, tsQuery, term), relational, log)
    : { value: await relational(), backend: 'relational' as const };
  const keys = MATERIAL_FILTER_KEYS.filter(
    (key) => scope.costFacets || !(MATERIAL_COST_FACET_KEYS as readonly string[]).includes(key),
  );
  const facets = Object.fromEntries(keys.map((k) => [k, [] as FacetValue[]]));
  for (const row of rows) facets[row.key]?.push({ value: row.value, count: row.count });
  for (const key of keys) {
    facets[key] = (facets[key] ?? [])
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
      .slice(0, FACET_VALUES_SHOWN);
  }
  const scanned = rows[0]?.scanned ?? 0;
  const cap = tsQuery ? search.SEARCH_CANDIDATE_CAP : search.FACET_SCAN_CAP;
  return {
    facets: facets as MaterialFacets['facets'],
    exhaustive: scanned < cap,
    backend,
  };
}

interface FacetValue {
  value: string;
  count: number;
}
