import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { APP_VERSION } from '../version';
import { UnauthenticatedError } from './errors';
import { finishOpenApiDocument, type OpenApiDocument } from './openapi-document';

/**
 * OpenAPI generated from the same zod schemas that validate; browsable at /api/docs by anyone
 * signed in (decision 0029): the map of every call is no business of an anonymous visitor.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Laydown API', version: APP_VERSION },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'laydown_session' } },
      },
      security: [{ session: [] }],
      servers: [{ url: '/', description: 'This server: every path starts with /api' }],
    },
    transform: jsonSchemaTransform,
    transformObject: (document) =>
      finishOpenApiDocument(
        ('openapiObject' in document
          ? document.openapiObject
          : document.swaggerObject) as OpenApiDocument,
      ),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: {
      onRequest: async (request) => {
        if (!request.principal) throw new UnauthenticatedError();
      },
    },
  });
}
