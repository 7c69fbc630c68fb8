import { vi } from 'vitest';
import { errorResponse } from './responses';

export interface FakeRequest {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Handler = (request: FakeRequest) => Response | Promise<Response>;

/**
 * Replaces the global fetch with a routing table keyed by "METHOD /path" (query string ignored).
 * Unknown calls answer 404 so a test notices a request it did not expect.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, headers: new Headers(init?.headers), body };
    calls.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    return handler ? handler(request) : errorResponse(404, 'not_found', 'Not found');
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The calls made to one route, in order. */
    callsTo: (method: string, path: string) =>
      calls.filter((call) => call.method === method && call.path === path),
  };
}
