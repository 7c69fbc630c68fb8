import { lazy, Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { UnsavedChangesProvider } from '../components/unsaved-changes';
import { useIsNarrow } from '../components/use-media-query';
import { PendingInvitations } from './pending-invitations';
import { DesktopSider } from './navigation/desktop-sider';
import { NavBar } from './navigation/nav-bar';
import { useNavigation } from './navigation/use-navigation';
import { useIdleReload } from './use-idle-reload';

// Shown only while support staff act as someone: its code (antd's Alert) comes then (decision 0102).
const ImpersonationBanner = lazy(() =>
  import('./impersonation-banner').then((m) => ({ default: m.ImpersonationBanner })),
);

/** Header on top; the navigation groups in a sidebar (desktop) or a drawer (phones); the page. */
export function AppLayout() {
  useIdleReload();
  const narrow = useIsNarrow();
  const { user, groups } = useNavigation();
  return (
    <UnsavedChangesProvider>
      <Layout style={{ minHeight: '100vh' }}>
        {/* WCAG 2.4.1: keyboard users reach the page without tabbing through the navigation. */}
        <a href="#main-content" className="skip-link">
          Skip to content
        </a>
        <NavBar user={user} groups={groups} narrow={narrow} />
        {user.impersonator ? (
          <Suspense fallback={null}>
            <ImpersonationBanner />
          </Suspense>
        ) : null}
        <PendingInvitations />
        <Layout>
          {narrow ? null : <DesktopSider groups={groups} />}
          <Layout.Content className="app-content" id="main-content" tabIndex={-1}>
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
      </Layout>
    </UnsavedChangesProvider>
  );
}
