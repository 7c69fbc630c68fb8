import { errorBody } from '@laydown/contracts';
import { HTTP_RETRY_COUNT, HTTP_RETRY_DELAY_MS } from '@laydown/domain';
import { ApiError } from './api-error';
import { REDIRECT_PARAM } from './return-path';

/** Requests that may answer 401 without sending the browser to the login page (spec §8). */
export const AUTH_BYPASS_HEADER = 'X-Auth-Bypass';
export const SIGN_IN_PATH = '/api/users/sign_in';

/** The spec gives no figure; long enough for a slow list, short enough that a dead link is retried. */
export const REQUEST_TIMEOUT_MS = 30_000;

export const NETWORK_ERROR_MESSAGE =
  'Unable to reach Laydown. Check your connection and try again.';
/** Said at once when the browser knows it is offline, instead of a spinner that never ends. */
export const OFFLINE_MESSAGE =
  'You are offline, so nothing was sent. Your changes are still here: try again once you are back online.';
const UNEXPECTED_RESPONSE_MESSAGE = 'The server sent an unexpected response.';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Anything with a zod-like `parse`; keeps the web app free of a direct zod dependency. */
export interface Parser<T> {
  parse(data: unknown): T;
}

/**
 * An answer typed by its contract but not checked again here. For the large answers only: the
 * order's own (api/orders.ts: read, create, save, duplicate, actions; 2,000 lines cost ~45 ms of
 * zod in the browser at every open and save, decision 0104) and the quote leveling (5 × 300
 * lines, decision 0114). The server writes them from that same contract and its tests check every
 * answer against it.
 */
export const asWritten = <T>(): Parser<T> => ({ parse: (data) => data as T });

export interface RequestOptions<T> {
  method?: Method;
  body?: unknown;
  /** Validates and types the response; without it the call resolves to `undefined`. */
  schema?: Parser<T>;
  /** Reads a non-JSON answer (a file download) instead of `schema`. */
  read?: (response: Response) => Promise<T>;
  /** Lets a 401 reach the caller instead of redirecting (the "who am I" probe on login pages). */
  bypassAuthRedirect?: boolean;
  signal?: AbortSignal;
}

export interface HttpEnvironment {
  /** Read at call time so tests can replace the global fetch. */
  fetch: () => typeof fetch;
  currentPath: () => string;
  redirect: (path: string) => void;
  sleep: (ms: number) => Promise<void>;
  timeoutMs: number;
  /** false when the browser knows there is no network (navigator.onLine). */
  online: () => boolean;
}

export interface HttpClient {
  request<T = void>(path: string, options?: RequestOptions<T>): Promise<T>;
  /**
   * Sends a GET now, before the code that reads it has loaded; the next `request` of the same
   * path within PRELOAD_FRESH_MS takes its answer instead of sending again (decision 0097).
   */
  preload(path: string): void;
}

/** How long a preloaded answer waits for its reader; later, the reader asks again. */
export const PRELOAD_FRESH_MS = 10_000;

const browserEnvironment: HttpEnvironment = {
  fetch: () => globalThis.fetch,
  currentPath: () => window.location.pathname + window.location.search,
  redirect: (path) => window.location.assign(path),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  timeoutMs: REQUEST_TIMEOUT_MS,
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
};

/** Raised for timeouts and unreachable servers: the only failures worth sending again (spec §8). */
class TransientError extends Error {}

/** Where a 401 sends the browser, from the page it was on (its path and query string). */
export function loginPathFor(currentPath: string): string {
  const pathname = currentPath.split('?')[0] ?? '';
  if (pathname === '/vendor' || pathname.startsWith('/vendor/')) return '/vendor';
  // A private order form link (procurement-core §2 /new_order/{privateFormUrl}) is a contractor's
  // and is shared: the contractor sign-in, then back to the form (decision 0094).
  if (pathname.startsWith('/new_order/')) {
    return `/?access-type=CONTRACTOR&${REDIRECT_PARAM}=${encodeURIComponent(currentPath)}`;
  }
  return '/';
}

export function createHttpClient(overrides: Partial<HttpEnvironment> = {}): HttpClient {
  const env: HttpEnvironment = { ...browserEnvironment, ...overrides };

  async function attempt(path: string, init: RequestInit, signal: AbortSignal | undefined) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), env.timeoutMs);
    const abortFromCaller = () => controller.abort(signal?.reason);
    signal?.addEventListener('abort', abortFromCaller);
    try {
      return await env.fetch()(path, { ...init, signal: controller.signal });
    } catch (error) {
      // A caller that cancels (TanStack Query on unmount) must not be retried.
      if (signal?.aborted) throw error;
      throw new TransientError(error instanceof Error ? error.message : String(error));
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', abortFromCaller);
    }
  }

  async function send(path: string, init: RequestInit, signal: AbortSignal | undefined) {
    for (let retry = 0; ; retry += 1) {
      if (!env.online()) throw new ApiError(0, 'offline', OFFLINE_MESSAGE);
      try {
        return await attempt(path, init, signal);
      } catch (error) {
        if (!(error instanceof TransientError)) throw error;
        if (retry >= HTTP_RETRY_COUNT) {
          throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
        }
        await env.sleep(HTTP_RETRY_DELAY_MS);
      }
    }
  }

  const preloaded = new Map<string, { at: number; response: Promise<Response | null> }>();
  const getInit = (): RequestInit => ({
    method: 'GET',
    headers: { Accept: 'application/json' },
    credentials: 'same-origin',
  });

  /** A preloaded answer of `path`, once; null when there is none, it is stale, or it failed. */
  function takePreloaded(path: string): Promise<Response | null> | null {
    const entry = preloaded.get(path);
    preloaded.delete(path);
    if (!entry || Date.now() - entry.at > PRELOAD_FRESH_MS) return null;
    return entry.response;
  }

  return {
    preload(path) {
      if (!env.online()) return;
      const response = attempt(path, getInit(), undefined).catch(() => null);
      preloaded.set(path, { at: Date.now(), response });
    },

    async request<T>(path: string, options: RequestOptions<T> = {}): Promise<T> {
      const method = options.method ?? 'GET';
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (options.bypassAuthRedirect) headers[AUTH_BYPASS_HEADER] = '1';
      let body: string | undefined;
      if (method !== 'GET') {
        // The API only accepts state changes sent as JSON (a browser form cannot forge that).
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(options.body ?? {});
      }

      const early = method === 'GET' && !options.bypassAuthRedirect ? takePreloaded(path) : null;
      const response =
        (await early) ??
        (await send(path, { method, headers, body, credentials: 'same-origin' }, options.signal));

      if (!response.ok) {
        const error = await toApiError(response);
        const isSignIn = method === 'POST' && path === SIGN_IN_PATH;
        if (response.status === 401 && !isSignIn && !options.bypassAuthRedirect) {
          env.redirect(loginPathFor(env.currentPath()));
        }
        throw error;
      }
      if (options.read) return options.read(response);
      if (!options.schema || response.status === 204) return undefined as T;
      try {
        return options.schema.parse(await response.json());
      } catch {
        throw new ApiError(response.status, 'invalid_response', UNEXPECTED_RESPONSE_MESSAGE);
      }
    },
  };
}

async function toApiError(response: Response): Promise<ApiError> {
  const fallback = new ApiError(
    response.status,
    'http_error',
    `The request failed (HTTP ${response.status}).`,
  );
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    return fallback;
  }
  const parsed = errorBody.safeParse(json);
  if (!parsed.success) return fallback;
  const { code, message, fields } = parsed.data.error;
  return new ApiError(response.status, code, message, fields, parsed.data.error);
}

/** The app's client: real fetch, real browser location. */
export const http = createHttpClient();
