import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The order form and the no-pricing purchase order, each its own chunk (decision 0052).
const OrderFormPage = lazy(() =>
  import('./features/orders/form/order-form-page').then((m) => ({ default: m.OrderFormPage })),
);
const PrivateOrderFormPage = lazy(() =>
  import('./features/orders/form/private-order-form-page').then((m) => ({
    default: m.PrivateOrderFormPage,
  })),
);
const OrderPdfPage = lazy(() =>
  import('./features/orders/form/order-pdf-page').then((m) => ({ default: m.OrderPdfPage })),
);

/** Contractor routes of the order form (procurement-core §2 Routes seen as link targets). */
export const orderFormRoutes: RouteObject[] = [
  { path: 'orders/new_order', element: <OrderFormPage /> },
  { path: 'orders/new_quote', element: <OrderFormPage /> },
  { path: 'order/:id', element: <OrderFormPage /> },
  { path: 'new_order/:private_form_url', element: <PrivateOrderFormPage /> },
  { path: 'order/:id/purchase_order_no_pricing', element: <OrderPdfPage /> },
];
