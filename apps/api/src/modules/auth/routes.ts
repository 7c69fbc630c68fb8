import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserBody, errorBody, signInRequest } from '@laydown/contracts';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { clearSessionCookie, setSessionCookie } from '../../platform/auth/cookies';
import { requirePrincipal } from '../../platform/auth/guards';
import { SESSION_COOKIE, deleteSession, findPrincipal } from '../../platform/auth/session-store';
import { currentUserResponse, presentCurrentUser } from './presenter';
import { signIn } from './service';

export const authRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db, config }) => {
  app.post(
    '/users/sign_in',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with email and password; sets the session cookie',
        body: signInRequest,
        response: { 200: currentUserBody, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { email, password, remember_me, access_type } = request.body.user;
      const persistent = remember_me === '1';
      const { token, expiresAt } = await signIn(db, config, {
        email,
        password,
        persistent,
        accessType: access_type,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(reply, config, token, expiresAt, persistent);
      const principal = await findPrincipal(db, token);
      if (!principal) throw new Error('a session just created was not found');
      return { user: await presentCurrentUser(db, principal) };
    },
  );

  app.delete(
    '/users/sign_out',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: the session is deleted on the server',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(db, token);
      clearSessionCookie(reply, config);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/user',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user, with permissions and feature flags',
        response: { 200: currentUserBody, 401: errorBody },
      },
    },
    async (request, reply) => {
      const { body, json } = await currentUserResponse(db, requirePrincipal(request));
      reply.serializer(() => json);
      return body;
    },
  );
};
