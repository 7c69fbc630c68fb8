import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { imageSearchBody, imageSearchQuery, imageSearchStatusBody } from '@laydown/contracts';
import { MATERIAL_MESSAGES } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { requireCompany } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors';
import { imageSearchProvider } from './provider';
import { company } from '../../platform/route-access';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Raised when no image search provider is configured: the caller offers the URL field only. 404
 * with its own code, not 503: nothing is down and a retry cannot help (decision 0042).
 */
class ImageSearchNotConfiguredError extends AppError {
  constructor() {
    super(404, 'image_search_not_configured', MATERIAL_MESSAGES.imageSearchNotConfigured);
  }
}

/** procurement-core §7 image search calls, answered by a pluggable provider (none by default). */
export const imageSearchRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  const provider = imageSearchProvider();

  app.get(
    '/integrations/image_search/status',
    {
      config: { access: company() },
      schema: {
        tags: ['image search'],
        summary: 'Whether an image search provider is configured',
        response: { 200: imageSearchStatusBody, ...errors },
      },
    },
    async (request) => {
      requireCompany(request);
      return provider
        ? { configured: true, message: `Image search by ${provider.name}.` }
        : { configured: false, message: MATERIAL_MESSAGES.imageSearchNotConfigured };
    },
  );

  app.get(
    '/integrations/image_search',
    {
      config: { access: company('can_edit_material_database') },
      schema: {
        tags: ['image search'],
        summary: 'Images for a material description (3+ characters)',
        querystring: imageSearchQuery,
        response: { 200: imageSearchBody, ...errors },
      },
    },
    async (request) => {
      requireCompany(request, 'can_edit_material_database');
      if (!provider) throw new ImageSearchNotConfiguredError();
      const images = await provider.search(request.query.q, request.query.num);
      return { images, search_metadata: { provider: provider.name }, cached: false };
    },
  );

  app.delete(
    '/integrations/image_search/cache',
    {
      config: { access: company('can_edit_material_database') },
      schema: {
        tags: ['image search'],
        summary: 'Forget cached image searches (nothing is cached without a provider)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      requireCompany(request, 'can_edit_material_database');
      if (!provider) throw new ImageSearchNotConfiguredError();
      return reply.status(204).send(null);
    },
  );
};
