import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  currentUserBody,
  idParam,
  vendorLinkAccountRequest,
  vendorLinkBody,
  vendorLinkDocumentBody,
  vendorLinkListBody,
  vendorLinkParams,
  vendorLinkQuery,
} from '@laydown/contracts';
import type { AppDeps } from '../../../deps';
import { setSessionCookie } from '../../../platform/auth/cookies';
import { createSession, findPrincipal } from '../../../platform/auth/session-store';
import { errorResponses } from '../../../platform/error-responses';
import { companyAnyOf, publicAccess } from '../../../platform/route-access';
import { companyScope } from '../../../platform/scope';
import { presentCurrentUser } from '../../auth/presenter';
import * as vendors from '../../vendors/service';
import { orderRecordChecks } from '../routes/record-checks';
import * as links from './service';

const TAGS = ['vendor links'];
const errors = errorResponses(400, 401, 403, 404, 409, 410, 422, 429);
/** Whoever may send the document may see and revoke the links it was sent with. */
const SENDERS = companyAnyOf('can_send_and_update_rfqs', 'can_send_and_update_orders');

/**
 * Per-document links (issue 12 "Sending", decision 0091). The link calls are public: the token
 * in the query or body is the access, and it opens only the document whose id is in the path.
 */
export const vendorLinkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  const checks = orderRecordChecks(db);

  app.get(
    '/vendor_link/orders/:id',
    {
      config: { access: publicAccess() },
      schema: {
        tags: TAGS,
        summary: 'The one document a per-document link opens (read-only)',
        params: idParam,
        querystring: vendorLinkQuery,
        response: { 200: vendorLinkDocumentBody, ...errors },
      },
    },
    async (request) =>
      links.openLinkedDocument(db, request.query.link_token, request.params.id, request.ip),
  );

  app.get(
    '/vendor_link/orders/:id.pdf',
    {
      config: { access: publicAccess() },
      // A file, not JSON: no response schema.
      schema: {
        tags: TAGS,
        summary: "The link's document as a PDF, as its vendor gets it",
        params: idParam,
        querystring: vendorLinkQuery,
      },
    },
    async (request, reply) => {
      const { file, filename } = await links.linkedDocumentPdf(
        db,
        request.query.link_token,
        request.params.id,
        request.ip,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .send(file);
    },
  );

  app.post(
    '/vendor_link/account',
    {
      config: { access: publicAccess() },
      schema: {
        tags: TAGS,
        summary: "Create a vendor account for the link's contact; signs them in",
        body: vendorLinkAccountRequest,
        response: { 200: currentUserBody, ...errors },
      },
    },
    async (request, reply) => {
      const u = request.body.vendor_user;
      const { vendorUserId } = await links.createAccountFromLink(db, {
        token: u.link_token,
        orderId: u.order_id,
        firstName: u.first_name,
        lastName: u.last_name,
        password: u.password,
        ip: request.ip,
      });
      const { token, expiresAt } = await createSession(db, {
        vendorUserId,
        persistent: false,
        persistentDays: config.sessionDays,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await vendors.recordVendorSignIn(db, vendorUserId);
      setSessionCookie(reply, config, token, expiresAt, false);
      const principal = await findPrincipal(db, token);
      if (!principal) throw new Error('a session just created was not found');
      return { user: await presentCurrentUser(db, principal) };
    },
  );

  app.get(
    '/order/:id/vendor_links',
    {
      config: { access: SENDERS },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        summary: 'Who the document was sent to with a per-document link, and each link’s state',
        params: idParam,
        response: { 200: vendorLinkListBody, ...errors },
      },
    },
    async (request) => ({
      records: await links.listOrderLinks(db, companyScope(request), request.params.id),
    }),
  );

  app.post(
    '/order/:id/vendor_links/:link_id/revoke',
    {
      config: { access: SENDERS },
      preValidation: checks.order,
      schema: {
        tags: TAGS,
        summary: 'Revoke a per-document link: it stops opening the document at once',
        params: vendorLinkParams,
        response: { 200: vendorLinkBody, ...errors },
      },
    },
    async (request) => ({
      vendor_link: await links.revokeOrderLink(
        db,
        companyScope(request),
        request.params.id,
        request.params.link_id,
      ),
    }),
  );
};
