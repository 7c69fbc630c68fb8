import { lazy, Suspense, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Outlet, type RouteObject } from 'react-router';
import { CURRENT_USER_PATH } from './api/auth';
import { http } from './api/http-client';
import { PageSpinner } from './components/page-spinner';
import { ContractorEntry, VendorEntry } from './features/access/access-entry';
import { orderFormRoutes } from './order-form-routes';
import { orderListRoutes } from './order-list-routes';
import { orderPackageRoutes } from './order-package-routes';
import { referenceRoutes } from './reference-routes';
import { hasCatalogue, prefetchCatalogue } from './shell/catalogue-prefetch';
import { useCurrentUser } from './shell/current-user';
import { RouteErrorScreen } from './shell/route-error-screen';
import type { RouteHandle } from './shell/route-preload';
import { loadSignedInShell } from './shell/signed-in-chunks';

// Every page is its own chunk so the first visit downloads only what it shows. The sign-in and
// chooser pages are plain React, without antd, and part of the entry: they are the first page of
// nearly every visit (decision 0080). Everything else sits under AntdLayout, loaded on demand.
const AntdLayout = lazy(() =>
  loadSignedInShell().then(([providers]) => ({ default: providers.AntdLayout })),
);
const NotFoundPage = lazy(() =>
  import('./shell/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
const VerifyDomainPage = lazy(() =>
  import('./features/access/verify-domain-page').then((m) => ({ default: m.VerifyDomainPage })),
);
const VendorLinkPage = lazy(() =>
  import('./features/vendor-links/vendor-link-page').then((m) => ({ default: m.VendorLinkPage })),
);
const AuthGuard = lazy(() =>
  loadSignedInShell().then(([, guard]) => ({ default: guard.AuthGuard })),
);
const HomePage = lazy(() =>
  import('./features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const CompaniesPage = lazy(() =>
  import('./features/companies/companies-page').then((m) => ({ default: m.CompaniesPage })),
);
const loadMaterialsPage = () => import('./features/materials/materials-page');
const MaterialsPage = lazy(() => loadMaterialsPage().then((m) => ({ default: m.MaterialsPage })));
// Opened directly (a bookmark, a reload), the catalogue's code comes along with the shell and
// GET /api/user instead of after them (decision 0057).
if (window.location.pathname === '/materials') void loadMaterialsPage().catch(() => undefined);

const MailOutboxPage = lazy(() =>
  import('./features/mail-outbox/mail-outbox-page').then((m) => ({ default: m.MailOutboxPage })),
);

const UserSettingsPage = lazy(() =>
  import('./features/user-settings/user-settings-page').then((m) => ({
    default: m.UserSettingsPage,
  })),
);

const UsersPage = lazy(() =>
  import('./features/company-users/users-page').then((m) => ({ default: m.UsersPage })),
);

const VendorSettingsPage = lazy(() =>
  import('./features/user-settings/vendor-settings-page').then((m) => ({
    default: m.VendorSettingsPage,
  })),
);

const VendorOrdersPage = lazy(() =>
  import('./features/vendor-portal/vendor-orders-page').then((m) => ({
    default: m.VendorOrdersPage,
  })),
);
const VendorOrderPage = lazy(() =>
  import('./features/vendor-portal/vendor-order-page').then((m) => ({
    default: m.VendorOrderPage,
  })),
);

const RolesPage = lazy(() =>
  import('./features/roles/roles-page').then((m) => ({ default: m.RolesPage })),
);

/**
 * On signed-in contractor pages: the material catalogue's first page (the rows) at once, unless
 * this page is the catalogue and fetches it itself, and its page's code once the browser is idle,
 * so the page most people open next opens without waiting (decisions 0080, 0057). The sign-in
 * page never loads them.
 */
function PrefetchWhenIdle() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const catalogue = hasCatalogue(user);
  useEffect(() => {
    if (!catalogue) return;
    if (window.location.pathname !== '/materials') prefetchCatalogue(queryClient);
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadMaterialsPage().catch(() => undefined));
    return () => cancel(handle);
  }, [catalogue, queryClient]);
  return <Outlet />;
}

/** Opened at a signed-in page, GET /api/user goes out with the shell's code (decision 0097). */
const signedIn: RouteHandle = { preloadData: () => http.preload(CURRENT_USER_PATH) };

function RootLayout() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Outlet />
    </Suspense>
  );
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    children: [
      { index: true, element: <ContractorEntry /> },
      { path: 'vendor', element: <VendorEntry /> },
      {
        element: <AntdLayout />,
        children: [
          { path: 'verify_domain', element: <VerifyDomainPage /> },
          { path: 'vendor/link/:id', element: <VendorLinkPage /> },
          {
            element: <AuthGuard area="CONTRACTOR" />,
            handle: signedIn,
            children: [
              {
                element: <PrefetchWhenIdle />,
                children: [
                  { path: 'home', element: <HomePage /> },
                  { path: 'internal/companies', element: <CompaniesPage /> },
                  { path: 'materials', element: <MaterialsPage /> },
                  ...referenceRoutes,
                  ...orderListRoutes,
                  ...orderFormRoutes,
                  ...orderPackageRoutes,
                  { path: 'mail_outbox', element: <MailOutboxPage /> },
                  { path: 'company_settings/users', element: <UsersPage /> },
                  { path: 'company_settings/roles', element: <RolesPage /> },
                  { path: 'user_settings', element: <UserSettingsPage /> },
                ],
              },
            ],
          },
          {
            element: <AuthGuard area="VENDOR" />,
            handle: signedIn,
            children: [
              { path: 'vendor/home', element: <HomePage /> },
              { path: 'vendor/user_settings', element: <VendorSettingsPage /> },
              { path: 'vendor/orders', element: <VendorOrdersPage /> },
              { path: 'vendor/orders/:id', element: <VendorOrderPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
