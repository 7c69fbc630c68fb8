import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoute, type RouteHandle } from './route-preload';

describe('preloadRoute (decision 0097)', () => {
  it('starts the preloads of every route matching the address, with its parameters, only', () => {
    const layout = vi.fn<NonNullable<RouteHandle['preload']>>();
    const leveling = vi.fn<NonNullable<RouteHandle['preload']>>();
    const other = vi.fn<NonNullable<RouteHandle['preload']>>();
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            handle: { preload: layout } satisfies RouteHandle,
            children: [
              { path: 'order_package/:id/leveling', handle: { preload: leveling } },
              { path: 'orders', handle: { preload: other } },
            ],
          },
        ],
      },
    ];

    preloadRoute(routes, { pathname: '/order_package/12/leveling' });
    expect(layout).toHaveBeenCalledTimes(1);
    expect(leveling).toHaveBeenCalledWith(expect.objectContaining({ id: '12' }));
    expect(other).not.toHaveBeenCalled();

    preloadRoute(routes, { pathname: '/nowhere' });
    expect(layout).toHaveBeenCalledTimes(1);
  });
});
