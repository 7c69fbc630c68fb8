import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { authRoutes } from './auth/routes';
import { internalCompanyRoutes, setupRoutes } from './companies/routes';
import { healthRoutes } from './health/routes';
import { imageSearchRoutes } from './image-search/routes';
import { materialRoutes } from './materials/routes';
import { materialSearchRoutes } from './materials/search-routes';
import { searchAnalyticsRoutes } from './search-analytics/routes';
import { unitRoutes } from './units/routes';

/** Every module's routes, mounted under /api. A new module adds one line here. */
export async function registerModuleRoutes(api: FastifyInstance, deps: AppDeps): Promise<void> {
  await api.register(healthRoutes, deps);
  await api.register(authRoutes, deps);
  await api.register(setupRoutes, deps);
  await api.register(internalCompanyRoutes, deps);
  await api.register(unitRoutes, deps);
  await api.register(materialRoutes, deps);
  await api.register(materialSearchRoutes, deps);
  await api.register(searchAnalyticsRoutes, deps);
  await api.register(imageSearchRoutes, deps);
}
