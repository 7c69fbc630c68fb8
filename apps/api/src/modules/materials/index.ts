import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { priceHistoryRoutes } from './history/routes';
import { materialRoutes } from './routes';
import { materialSearchRoutes } from './search/routes';

/**
 * The materials module's only surface (decision 0079): other modules, the app and the test
 * factories import from here, never from its files.
 *
 * - routes.ts, service.ts, repository.ts: a material record (show, create, update, delete, tags)
 * - policy.ts: record and cost rules, read by routes, services and presenter alike
 * - presenter.ts: the one way a material leaves the API (costs removed there)
 * - search/: list, search, facets, export (decisions 0021, 0078)
 * - prices/: preferred vendor prices (decision 0023)
 * - history/: order and quote price history (decisions 0024, 0025)
 * - configuration/: the company's configured attributes on a save (decision 0026)
 */
export const materialsModule: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await app.register(materialRoutes, deps);
  await app.register(materialSearchRoutes, deps);
  await app.register(priceHistoryRoutes, deps);
};

export { refreshSearchWords, insertMaterialForSeed } from './service';
export { recordAcceptedQuotePrice } from './history/quote-prices';
export { setPreferredVendorPrice } from './prices/vendor-prices';
