import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { preloadRoute, type RouteHandle } from './route-preload';

describe('preloadRoute (decisions 0097, 0103)', () => {
  it('starts the preloads of every route matching the address, with its parameters, only', () => {
    const layout = vi.fn<NonNullable<RouteHandle['preloadData']>>();
    const leveling = vi.fn<NonNullable<RouteHandle['preloadData']>>();
    const levelingCode = vi.fn(() => Promise.resolve());
    const other = vi.fn<NonNullable<RouteHandle['preloadData']>>();
    const otherCode = vi.fn(() => Promise.resolve());
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [
          {
            handle: { preloadData: layout } satisfies RouteHandle,
            children: [
              {
                path: 'order_package/:id/leveling',
                handle: { preloadData: leveling, preloadCode: levelingCode } satisfies RouteHandle,
              },
              {
                path: 'orders',
                handle: { preloadData: other, preloadCode: otherCode } satisfies RouteHandle,
              },
            ],
          },
        ],
      },
    ];

    preloadRoute(routes, { pathname: '/order_package/12/leveling' });
    expect(layout).toHaveBeenCalledTimes(1);
    expect(leveling).toHaveBeenCalledWith(expect.objectContaining({ id: '12' }));
    expect(levelingCode).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
    expect(otherCode).not.toHaveBeenCalled();

    preloadRoute(routes, { pathname: '/nowhere' });
    expect(layout).toHaveBeenCalledTimes(1);
  });

  it("sends every route's data before any code: the page's files would take the connections first", () => {
    const started: string[] = [];
    const routes: RouteObject[] = [
      {
        path: '/',
        handle: {
          preloadData: () => started.push('user'),
          preloadCode: () => {
            started.push('shell code');
            return Promise.resolve();
          },
        } satisfies RouteHandle,
        children: [
          {
            path: 'order/:id',
            handle: {
              preloadCode: () => {
                started.push('order form code');
                return Promise.reject(new Error('offline'));
              },
              preloadData: () => started.push('order'),
            } satisfies RouteHandle,
          },
        ],
      },
    ];
    preloadRoute(routes, { pathname: '/order/7' });
    expect(started).toEqual(['user', 'order', 'shell code', 'order form code']);
  });
});
