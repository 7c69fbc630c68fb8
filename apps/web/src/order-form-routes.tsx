import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { orderPath } from './api/order-paths';
import { preloadRecord, type RouteHandle } from './shell/route-preload';

// The order form and the no-pricing purchase order, each its own chunk (decision 0052).
const loadOrderFormPage = () => import('./features/orders/form/order-form-page');
const OrderFormPage = lazy(() => loadOrderFormPage().then((m) => ({ default: m.OrderFormPage })));
const PrivateOrderFormPage = lazy(() =>
  import('./features/orders/form/private-order-form-page').then((m) => ({
    default: m.PrivateOrderFormPage,
  })),
);
const OrderPdfPage = lazy(() =>
  import('./features/orders/form/order-pdf-page').then((m) => ({ default: m.OrderPdfPage })),
);

/** Opened at an order's address, the form's code and the order come with the shell (decision 0097). */
const order: RouteHandle = {
  preloadData: preloadRecord(orderPath),
  preloadCode: loadOrderFormPage,
};

/** Contractor routes of the order form (procurement-core §2 Routes seen as link targets). */
export const orderFormRoutes: RouteObject[] = [
  { path: 'orders/new_order', element: <OrderFormPage /> },
  { path: 'orders/new_quote', element: <OrderFormPage /> },
  { path: 'order/:id', element: <OrderFormPage />, handle: order },
  { path: 'new_order/:private_form_url', element: <PrivateOrderFormPage /> },
  { path: 'order/:id/purchase_order_no_pricing', element: <OrderPdfPage /> },
];
