import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from './api/http-client';
import { orderFormRoutes } from './order-form-routes';
import { preloadRoute } from './shell/route-preload';

vi.mock('./features/orders/form/order-form-page', () => ({ OrderFormPage: () => null }));

afterEach(() => vi.restoreAllMocks());

describe('opening the app at an order (decision 0097)', () => {
  it("starts reading the order with the app's boot, for an order id only", () => {
    const preload = vi.spyOn(http, 'preload').mockImplementation(() => undefined);
    preloadRoute(orderFormRoutes, { pathname: '/order/12' });
    expect(preload).toHaveBeenCalledWith('/api/order/12');

    preload.mockClear();
    preloadRoute(orderFormRoutes, { pathname: '/order/new' });
    preloadRoute(orderFormRoutes, { pathname: '/orders/new_order' });
    expect(preload).not.toHaveBeenCalled();
  });
});
