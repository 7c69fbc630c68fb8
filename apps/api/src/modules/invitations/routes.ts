import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationRequest,
  companyUserBody,
  currentUserBody,
  errorBody,
  idParam,
  invitationInfoBody,
  invitationQuery,
  inviteRequest,
  listOf,
  pendingInvitation,
  pendingInvitationAnswer,
} from '@laydown/contracts';
import { ACCESS_MESSAGES } from '@laydown/domain';
import type { AppDeps } from '../../deps';
import { setSessionCookie } from '../../platform/auth/cookies';
import { requireCompany, requireContractor } from '../../platform/auth/guards';
import { createSession, findPrincipal } from '../../platform/auth/session-store';
import { presentCurrentUser } from '../auth/presenter';
import { presentCompanyUser } from '../company-users/presenter';
import * as users from '../users/service';
import * as pending from './pending';
import { presentPendingInvitation } from './presenter';
import * as service from './service';
import { company, contractor, publicAccess } from '../../platform/route-access';
import { errorResponses } from '../../platform/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409, 422);

async function inviterName(db: AppDeps['db'], userId: number) {
  const user = await users.findUserById(db, userId);
  return user ? `${user.firstName} ${user.lastName}`.trim() || user.email : 'Your administrator';
}

/** Invitations (§2, §7): invite, resend, look up and accept with the mailed token. */
export const invitationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const { db, config } = deps;

  app.post(
    '/users/invitation',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['invitations'],
        summary: 'Invite someone with a role, project groups and optionally a member to replace',
        body: inviteRequest,
        response: { 201: companyUserBody, ...errors },
      },
    },
    async (request, reply) => {
      const ctx = requireCompany(request, 'can_manage_users');
      const row = await service.invite(
        deps,
        ctx,
        request.body.user,
        await inviterName(db, ctx.userId),
      );
      return reply.status(201).send({ company_user: presentCompanyUser(ctx, row) });
    },
  );

  app.post(
    '/company_users/:id/resend_invitation',
    {
      config: { access: company('can_manage_users') },
      schema: {
        tags: ['invitations'],
        summary: 'Send the invitation again with a new link and a new expiry',
        params: idParam,
        response: { 200: companyUserBody, ...errors },
      },
    },
    async (request) => {
      const ctx = requireCompany(request, 'can_manage_users');
      const row = await service.resendInvitation(
        deps,
        ctx,
        request.params.id,
        await inviterName(db, ctx.userId),
      );
      return { company_user: presentCompanyUser(ctx, row) };
    },
  );

  app.get(
    '/users/invitation',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['invitations'],
        summary: 'The invitation behind a token, and whether it has expired',
        querystring: invitationQuery,
        response: { 200: invitationInfoBody, ...errors },
      },
    },
    async (request) => ({
      invitation: await service.invitationInfo(db, request.query.invitation_token),
    }),
  );

  app.put(
    '/users/invitation',
    {
      config: { access: publicAccess() },
      schema: {
        tags: ['invitations'],
        summary: 'Accept the invitation: names, phone, password; signs the new member in',
        body: acceptInvitationRequest,
        response: { 200: currentUserBody, 429: errorBody, ...errors },
      },
    },
    async (request, reply) => {
      const u = request.body.user;
      const { userId, companyId } = await service.acceptInvitation(db, {
        token: u.invitation_token,
        firstName: u.first_name,
        lastName: u.last_name,
        phoneNumber: u.phone_number ? u.phone_number : null,
        password: u.password,
        ip: request.ip,
      });
      const { token, expiresAt } = await createSession(db, {
        userId,
        companyId,
        authMethod: 'INVITATION',
        persistent: false,
        persistentDays: config.sessionDays,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await users.recordSignIn(db, userId, companyId);
      setSessionCookie(reply, config, token, expiresAt, false);
      const principal = await findPrincipal(db, token);
      if (!principal) throw new Error('a session just created was not found');
      return { user: await presentCurrentUser(db, principal) };
    },
  );

  app.get(
    '/user/invitations',
    {
      config: { access: contractor() },
      schema: {
        tags: ['invitations'],
        summary: 'Invitations waiting for the signed-in person to accept or decline',
        response: { 200: listOf(pendingInvitation), 401: errorBody, 403: errorBody },
      },
    },
    async (request) => {
      const me = requireContractor(request);
      const rows = await pending.pendingInvitations(db, me.userId);
      return {
        records: rows.map(presentPendingInvitation),
        total_count: rows.length,
        has_more: false,
      };
    },
  );

  app.post(
    '/user/invitations/:id/accept',
    {
      config: { access: contractor() },
      schema: {
        tags: ['invitations'],
        summary: 'Accept an invitation: the company is added to the companies one can switch to',
        params: idParam,
        response: { 200: pendingInvitationAnswer, ...errors },
      },
    },
    async (request) => {
      const me = requireContractor(request);
      const row = await pending.acceptPending(db, me, request.params.id, request.ip);
      return {
        invitation: presentPendingInvitation(row),
        message: ACCESS_MESSAGES.invitation.accepted(row.companyName),
      };
    },
  );

  app.post(
    '/user/invitations/:id/decline',
    {
      config: { access: contractor() },
      schema: {
        tags: ['invitations'],
        summary: 'Decline an invitation: it is removed, the company may invite again',
        params: idParam,
        response: { 200: pendingInvitationAnswer, ...errors },
      },
    },
    async (request) => {
      const me = requireContractor(request);
      const row = await pending.declinePending(db, me, request.params.id, request.ip);
      return {
        invitation: presentPendingInvitation(row),
        message: ACCESS_MESSAGES.invitation.declined(row.companyName),
      };
    },
  );
};
