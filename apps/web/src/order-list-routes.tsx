import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// The order list and the dashboard, each its own chunk (the dashboard's chart with it).
const OrdersPage = lazy(() =>
  import('./features/orders/list/orders-page').then((m) => ({ default: m.OrdersPage })),
);
const DashboardPage = lazy(() =>
  import('./features/dashboard/dashboard-page').then((m) => ({ default: m.DashboardPage })),
);

/** Contractor routes of the order list (procurement-core §2) and the dashboard (access §2). */
export const orderListRoutes: RouteObject[] = [
  { path: 'orders', element: <OrdersPage /> },
  { path: 'dashboard', element: <DashboardPage /> },
];
