import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { ImpersonationBanner } from './impersonation-banner';
import { NavBar } from './navigation/nav-bar';
import { useIdleReload } from './use-idle-reload';

/** Navigation on top, the page below; the bar stays while a lazily loaded page arrives. */
export function AppLayout() {
  useIdleReload();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <NavBar />
      <ImpersonationBanner />
      <Layout.Content className="app-content">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
