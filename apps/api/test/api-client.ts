import type { FastifyInstance } from 'fastify';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** A signed-in caller: `call('POST', '/api/x', body)` with the session cookie attached. */
export function apiAs(app: FastifyInstance, cookie: string) {
  return (method: Method, url: string, payload?: InjectOptions['payload']) =>
    app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload }) });
}

export type ApiCall = ReturnType<typeof apiAs>;
export type Response = LightMyRequestResponse;
