import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api/http-client';
import { orderFormRoutes } from './order-form-routes';
import { orderPackageRoutes } from './order-package-routes';
import { preloadRoute } from './shell/route-preload';

// Opened at a record's address, the record is read with the shell (decision 0097); an address
// that names no record (a mistyped or cut link) asks nothing: the page says not found.
const routes = [...orderFormRoutes, ...orderPackageRoutes];

afterEach(() => vi.restoreAllMocks());

describe('reading a record ahead from its address', () => {
  it('reads the order and the leveling of the ids an address names', () => {
    const preload = vi.spyOn(http, 'preload').mockImplementation(() => undefined);
    preloadRoute(routes, { pathname: '/order/12' });
    preloadRoute(routes, { pathname: '/order_package/7/leveling' });
    expect(preload.mock.calls.map(([path]) => path)).toEqual([
      expect.stringMatching(/\/order\/12$/),
      expect.stringMatching(/\/order_package\/7\/leveling$/),
    ]);
  });

  it('asks nothing for an address whose id is no record id', () => {
    const preload = vi.spyOn(http, 'preload').mockImplementation(() => undefined);
    for (const id of ['abc', '1.5', '0', '-2', '99999999999']) {
      preloadRoute(routes, { pathname: `/order/${id}` });
      preloadRoute(routes, { pathname: `/order_package/${id}/leveling` });
    }
    expect(preload).not.toHaveBeenCalled();
  });
});
