import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  idParam,
  internalCommentRequest,
  internalCommentsBody,
  orderPackageBody,
  updateOrderPackageRequest,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { company } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import { createSigner } from '../../files/index';
import * as orders from '../services/index';
import { orderRecordChecks } from './record-checks';
import { errorResponses } from '../../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);
const TAGS = ['orders'];
const READ = company('can_read_orders_and_rfqs');

/**
 * procurement-core §7 Order packages: GET, PATCH, DELETE /order_package/{id} and POST
 * /order_package/{id}/internal_comment {comment, user_ids} (decision 0050).
 */
export const orderPackageRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, secrets }) => {
  const checks = orderRecordChecks(db);
  const signer = createSigner(secrets);
  app.get(
    '/order_package/:id',
    {
      config: { access: READ },
      schema: { tags: TAGS, params: idParam, response: { 200: orderPackageBody, ...errors } },
    },
    async (request) => ({
      order_package: await orders.presentedPackage(
        db,
        signer,
        companyScope(request),
        request.params.id,
      ),
    }),
  );

  app.patch(
    '/order_package/:id',
    {
      config: { access: company('can_create_drafts') },
      preValidation: checks.orderPackage,
      schema: {
        tags: TAGS,
        params: idParam,
        body: updateOrderPackageRequest,
        response: { 200: orderPackageBody, ...errors },
      },
    },
    async (request) => {
      const scope = companyScope(request);
      await orders.renamePackage(db, scope, request.params.id, request.body.order_package.name);
      return {
        order_package: await orders.presentedPackage(db, signer, scope, request.params.id),
      };
    },
  );

  app.delete(
    '/order_package/:id',
    {
      config: { access: company('can_create_drafts') },
      schema: { tags: TAGS, params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await orders.deletePackage(db, companyScope(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/order_package/:id/internal_comment',
    {
      config: { access: READ },
      preValidation: checks.orderPackage,
      schema: {
        tags: TAGS,
        params: idParam,
        body: internalCommentRequest,
        response: { 201: internalCommentsBody, ...errors },
      },
    },
    async (request, reply) => {
      const internal_comments = await orders.addInternalComment(
        db,
        companyScope(request),
        { orderPackageId: request.params.id },
        request.body,
      );
      return reply.code(201).send({ internal_comments });
    },
  );
};
