import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderSessionBody, orderSessionRequest } from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { errorResponses } from '../../../platform/error-responses';
import { company } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import * as sessions from './service';

const errors = errorResponses(400, 401, 403, 404, 409);
const TAGS = ['orders'];
const schema = {
  tags: TAGS,
  body: orderSessionRequest,
  response: { 200: orderSessionBody, ...errors },
};

/**
 * procurement-core §7 Order session (decision 0086): the order's edit lock. Taking and releasing
 * it needs what editing a draft needs; taking it over needs can_unlock_order (and the company's
 * unlock setting, checked by the service).
 */
export const orderSessionRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const settings = { lapseSeconds: config.orderLockLapseSeconds };
  const calls = [
    ['/order_session/update', 'can_create_drafts', sessions.updateSession],
    ['/order_session/unlock', 'can_unlock_order', sessions.unlockSession],
    ['/order_session/release', 'can_create_drafts', sessions.releaseSession],
  ] as const;
  for (const [path, permission, call] of calls) {
    app.patch(path, { config: { access: company(permission) }, schema }, async (request) => ({
      order_session: await call(
        db,
        companyScope(request),
        request.body.order_session.order_id,
        settings,
      ),
    }));
  }
};
