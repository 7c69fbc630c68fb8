import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { PageSpinner } from '../components/page-spinner';
import { useIsNarrow } from '../components/use-media-query';
import { ImpersonationBanner } from './impersonation-banner';
import { DesktopSider } from './navigation/desktop-sider';
import { NavBar } from './navigation/nav-bar';
import { useNavigation } from './navigation/use-navigation';
import { useIdleReload } from './use-idle-reload';

/** Header on top; the navigation groups in a sidebar (desktop) or a drawer (phones); the page. */
export function AppLayout() {
  useIdleReload();
  const narrow = useIsNarrow();
  const { user, groups } = useNavigation();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <NavBar user={user} groups={groups} narrow={narrow} />
      <ImpersonationBanner />
      <Layout>
        {narrow ? null : <DesktopSider groups={groups} />}
        <Layout.Content className="app-content">
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
