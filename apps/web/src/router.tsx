import { lazy, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from './components/page-spinner';
import { referenceRoutes } from './reference-routes';
import { NotFoundPage } from './shell/not-found-page';
import { RouteErrorScreen } from './shell/route-error-screen';

// Every page is its own chunk so the first visit downloads only what it shows.
const ContractorEntry = lazy(() =>
  import('./features/access/access-entry').then((m) => ({ default: m.ContractorEntry })),
);
const VendorEntry = lazy(() =>
  import('./features/access/access-entry').then((m) => ({ default: m.VendorEntry })),
);
const VerifyDomainPage = lazy(() =>
  import('./features/access/verify-domain-page').then((m) => ({ default: m.VerifyDomainPage })),
);
const AuthGuard = lazy(() => import('./shell/auth-guard').then((m) => ({ default: m.AuthGuard })));
const HomePage = lazy(() =>
  import('./features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const CompaniesPage = lazy(() =>
  import('./features/companies/companies-page').then((m) => ({ default: m.CompaniesPage })),
);
const loadMaterialsPage = () => import('./features/materials/materials-page');
const MaterialsPage = lazy(() => loadMaterialsPage().then((m) => ({ default: m.MaterialsPage })));

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

const RolesPage = lazy(() =>
  import('./features/roles/roles-page').then((m) => ({ default: m.RolesPage })),
);

/**
 * Once a signed-in page has rendered and the browser is idle, fetch the material catalogue's
 * chunks, the page most people open next, so it opens without waiting for its code. The sign-in
 * page never loads them.
 */
function PrefetchWhenIdle() {
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => void loadMaterialsPage().catch(() => undefined));
    return () => cancel(handle);
  }, []);
  return <Outlet />;
}

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
      { path: 'verify_domain', element: <VerifyDomainPage /> },
      {
        element: <AuthGuard area="CONTRACTOR" />,
        children: [
          {
            element: <PrefetchWhenIdle />,
            children: [
              { path: 'home', element: <HomePage /> },
              { path: 'internal/companies', element: <CompaniesPage /> },
              { path: 'materials', element: <MaterialsPage /> },
              ...referenceRoutes,
              { path: 'mail_outbox', element: <MailOutboxPage /> },
              { path: 'company_settings/users', element: <UsersPage /> },
              { path: 'company_settings/roles', element: <RolesPage /> },
              { path: 'user_settings', element: <UserSettingsPage /> },
            ],
          },
        ],
      },
      {
        path: 'vendor',
        children: [
          { index: true, element: <VendorEntry /> },
          {
            element: <AuthGuard area="VENDOR" />,
            children: [
              { path: 'home', element: <HomePage /> },
              { path: 'user_settings', element: <VendorSettingsPage /> },
            ],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
