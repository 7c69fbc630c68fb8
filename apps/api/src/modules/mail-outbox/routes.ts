import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  errorBody,
  idParam,
  listOf,
  outboxAttachmentParams,
  outboxMailBody,
  outboxMailSummary,
  outboxQuery,
} from '@laydown/contracts';
import type { AppDeps } from '../../deps';
import { requireCompany, requirePrincipal } from '../../platform/auth/guards';
import { NotFoundError } from '../../platform/errors';
import {
  findAttachment,
  findMail,
  listAttachmentSummaries,
  listMail,
  type OutboxScope,
} from '../../platform/mail/outbox-repository';
import { presentMail, presentMailSummary } from './presenter';
import { anyOf, company, internal } from '../../platform/route-access';

/** Checked before the query is read: support staff, or a member who may manage users. */
const OUTBOX_READERS = anyOf(internal(), company('can_manage_users'));

/**
 * Support staff read every mail (account mail belongs to no company); a company user who may
 * manage users reads the company's mail, e.g. an invitation whose link did not arrive.
 */
function outboxScope(request: FastifyRequest): OutboxScope {
  const principal = requirePrincipal(request);
  if (principal.accessType === 'CONTRACTOR' && principal.isLaydown) return { everything: true };
  return { companyId: requireCompany(request, 'can_manage_users').companyId };
}

/** The Mail outbox page: what the product mailed, for installs without SMTP_URL. */
export const mailOutboxRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
  app.get(
    '/mail_outbox',
    {
      config: { access: OUTBOX_READERS },
      schema: {
        tags: ['mail'],
        summary: 'Mails written by the product, newest first',
        querystring: outboxQuery,
        response: { 200: listOf(outboxMailSummary), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const scope = outboxScope(request);
      const { page, per_page, search } = request.query;
      const { rows, total } = await listMail(db, scope, { page, perPage: per_page, search });
      return {
        records: rows.map(presentMailSummary),
        total_count: total,
        has_more: page * per_page < total,
      };
    },
  );

  app.get(
    '/mail_outbox/:id',
    {
      config: { access: OUTBOX_READERS },
      schema: {
        tags: ['mail'],
        summary: 'One mail with its HTML and plain-text bodies',
        params: idParam,
        response: { 200: outboxMailBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await findMail(db, outboxScope(request), request.params.id);
      if (!row) throw new NotFoundError();
      return { mail: presentMail(row, await listAttachmentSummaries(db, [row.id])) };
    },
  );

  app.get(
    '/mail_outbox/:id/attachments/:attachment_id',
    {
      config: { access: OUTBOX_READERS },
      schema: {
        tags: ['mail'],
        summary: 'Download a file sent with a mail',
        params: outboxAttachmentParams,
        // A file, not JSON: no response schema, so nothing tries to serialise it.
      },
    },
    async (request, reply) => {
      const { id, attachment_id } = request.params;
      const file = await findAttachment(db, outboxScope(request), id, attachment_id);
      if (!file) throw new NotFoundError();
      const name = file.filename.replace(/[^\w.-]/g, '_');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.content);
    },
  );
};
