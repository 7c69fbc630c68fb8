import { lazy, Suspense } from 'react';
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
const AuthGuard = lazy(() => import('./shell/auth-guard').then((m) => ({ default: m.AuthGuard })));
const HomePage = lazy(() =>
  import('./features/home/home-page').then((m) => ({ default: m.HomePage })),
);
const CompaniesPage = lazy(() =>
  import('./features/companies/companies-page').then((m) => ({ default: m.CompaniesPage })),
);
const MaterialsPage = lazy(() =>
  import('./features/materials/materials-page').then((m) => ({ default: m.MaterialsPage })),
);

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

const RolesPage = lazy(() =>
  import('./features/roles/roles-page').then((m) => ({ default: m.RolesPage })),
);

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
      {
        element: <AuthGuard area="CONTRACTOR" />,
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
      {
        path: 'vendor',
        children: [
          { index: true, element: <VendorEntry /> },
          {
            element: <AuthGuard area="VENDOR" />,
            children: [{ path: 'home', element: <HomePage /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
