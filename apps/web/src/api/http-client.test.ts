import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_RETRY_DELAY_MS } from '@laydown/domain';
import { setupStatus } from '@laydown/contracts';
import { ApiError } from './api-error';
import {
  createHttpClient,
  OFFLINE_MESSAGE,
  PRELOAD_FRESH_MS,
  REQUEST_TIMEOUT_MS,
  SIGN_IN_PATH,
} from './http-client';
import { errorResponse, jsonResponse } from '../test/responses';

const fetchMock = vi.fn<typeof fetch>();

function client(currentPath = '/home') {
  const redirect = vi.fn<(path: string) => void>();
  return { redirect, http: createHttpClient({ redirect, currentPath: () => currentPath }) };
}

function lastInit(): RequestInit {
  const init = fetchMock.mock.lastCall?.[1];
  if (!init) throw new Error('fetch was not called');
  return init;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('401 handling', () => {
  it('sends the browser to the contractor login from contractor pages', async () => {
    fetchMock.mockResolvedValue(errorResponse(401, 'unauthenticated', 'Sign in'));
    const { http, redirect } = client('/home');
    await expect(http.request('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(redirect).toHaveBeenCalledWith('/');
  });

  it('sends the browser to /vendor from vendor pages', async () => {
    fetchMock.mockResolvedValue(errorResponse(401, 'unauthenticated', 'Sign in'));
    const { http, redirect } = client('/vendor/home');
    await expect(http.request('/api/user')).rejects.toBeInstanceOf(ApiError);
    expect(redirect).toHaveBeenCalledWith('/vendor');
  });

  it('sends a private order form link to the contractor sign-in, which returns to it', async () => {
    fetchMock.mockResolvedValue(errorResponse(401, 'unauthenticated', 'Sign in'));
    const { http, redirect } = client('/new_order/site-a?order_package_id=3');
    await expect(http.request('/api/user')).rejects.toBeInstanceOf(ApiError);
    expect(redirect).toHaveBeenCalledWith(
      '/?access-type=CONTRACTOR&redirect_to=%2Fnew_order%2Fsite-a%3Forder_package_id%3D3',
    );
  });

  it('does not redirect for the sign-in call, whose 401 is a wrong password', async () => {
    fetchMock.mockResolvedValue(
      errorResponse(401, 'invalid_credentials', 'Invalid email or password.'),
    );
    const { http, redirect } = client('/');
    await expect(http.request(SIGN_IN_PATH, { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 401,
      code: 'invalid_credentials',
      message: 'Invalid email or password.',
    });
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not redirect when the request sets the bypass header', async () => {
    fetchMock.mockResolvedValue(errorResponse(401, 'unauthenticated', 'Sign in'));
    const { http, redirect } = client('/home');
    await expect(http.request('/api/user', { bypassAuthRedirect: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(redirect).not.toHaveBeenCalled();
    expect(new Headers(lastInit().headers).get('X-Auth-Bypass')).toBe('1');
  });
});

describe('retries', () => {
  it('retries a network error up to 3 times, 3 s apart, then succeeds', async () => {
    vi.useFakeTimers();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(200, { setup_required: false }));
    const { http } = client();
    const result = http.request('/api/setup', { schema: setupStatus });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HTTP_RETRY_DELAY_MS - 1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2 * HTTP_RETRY_DELAY_MS);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    await expect(result).resolves.toEqual({ setup_required: false });
  });

  it('gives up after the third retry with a network ApiError', async () => {
    vi.useFakeTimers();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { http } = client();
    const result = http.request('/api/user');
    const settled = expect(result).rejects.toMatchObject({ status: 0, code: 'network_error' });
    await vi.advanceTimersByTimeAsync(10 * HTTP_RETRY_DELAY_MS);
    await settled;
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('says at once that the browser is offline, without sending or waiting', async () => {
    const http = createHttpClient({ online: () => false });
    await expect(
      http.request('/api/units', { method: 'POST', body: { unit: { name: 'EA' } } }),
    ).rejects.toMatchObject({ status: 0, code: 'offline', message: OFFLINE_MESSAGE });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a request that exceeds the timeout like a network error', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { setup_required: true }));
    const { http } = client();
    const result = http.request('/api/setup', { schema: setupStatus });
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS + HTTP_RETRY_DELAY_MS);
    await expect(result).resolves.toEqual({ setup_required: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it.each([400, 403, 404, 422, 500])('does not retry an HTTP %i answer', async (status) => {
    fetchMock.mockResolvedValue(
      errorResponse(status, 'invalid_request', 'Nope', { 'company.name': ['Taken'] }),
    );
    const { http, redirect } = client();
    await expect(http.request('/api/setup', { method: 'POST', body: {} })).rejects.toMatchObject({
      status,
      code: 'invalid_request',
      message: 'Nope',
      fields: { 'company.name': ['Taken'] },
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('does not retry when the caller cancels', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () =>
            reject(new DOMException('Aborted', 'AbortError')),
          );
        }),
    );
    const { http } = client();
    const result = http.request('/api/user', { signal: controller.signal });
    controller.abort();
    await expect(result).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('requests and responses', () => {
  it('sends state changes as JSON with the same-origin cookies', async () => {
    fetchMock.mockResolvedValue(jsonResponse(204));
    const { http } = client();
    await http.request('/api/users/sign_out', { method: 'DELETE' });
    const init = lastInit();
    expect(init.method).toBe('DELETE');
    expect(init.credentials).toBe('same-origin');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json');
  });

  it('does not send a body or a content type with GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { setup_required: false }));
    const { http } = client();
    await http.request('/api/setup', { schema: setupStatus });
    expect(lastInit().body).toBeUndefined();
    expect(new Headers(lastInit().headers).has('Content-Type')).toBe(false);
    expect(lastInit().credentials).toBe('same-origin');
  });

  it('rejects an answer that does not match the contract', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { setup_required: 'yes' }));
    const { http } = client();
    await expect(http.request('/api/setup', { schema: setupStatus })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });

  it('falls back to a generic error when the error body is not the error model', async () => {
    fetchMock.mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 }));
    const { http } = client();
    await expect(http.request('/api/user')).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
    });
  });
});

describe('preload (decision 0097)', () => {
  const body = { setup_required: false };

  it('answers the next request of the path with the preloaded answer, sent once', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
    const { http } = client();
    http.preload('/api/setup_status');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(http.request('/api/setup_status', { schema: setupStatus })).resolves.toEqual(body);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    // Taken once: the next request asks the server again.
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
    await http.request('/api/setup_status', { schema: setupStatus });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('treats a preloaded 401 like any 401: the browser goes to the login page', async () => {
    fetchMock.mockResolvedValueOnce(errorResponse(401, 'unauthenticated', 'Sign in'));
    const { http, redirect } = client('/order_package/3/leveling');
    http.preload('/api/user');
    await expect(http.request('/api/user')).rejects.toMatchObject({ status: 401 });
    expect(redirect).toHaveBeenCalledWith('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks again when the preloaded answer is too old, or failed to arrive', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
    const { http } = client();
    http.preload('/api/setup_status');
    vi.setSystemTime(Date.now() + PRELOAD_FRESH_MS + 1);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
    await http.request('/api/setup_status', { schema: setupStatus });
    expect(fetchMock).toHaveBeenCalledTimes(2);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    http.preload('/api/setup_status');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
    await expect(http.request('/api/setup_status', { schema: setupStatus })).resolves.toEqual(body);
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('is not used by a request of another method or path', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, body));
    const { http } = client();
    http.preload('/api/setup_status');
    fetchMock.mockResolvedValue(jsonResponse(200, body));
    await http.request('/api/user', { schema: setupStatus });
    await http.request('/api/setup_status', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
