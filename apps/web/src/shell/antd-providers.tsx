import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
// The ES module antd itself uses (its default locale): 'antd/locale/en_US' is the CommonJS copy,
// a second one in the bundle (decision 0102).
import enUS from 'antd/es/locale/en_US';
import { Outlet } from 'react-router';
import { theme } from '../theme';

/**
 * Ant Design's theme and its message/modal context. Only the pages built with antd load it (every
 * signed-in page, setup, the sign-in page's other modes): the plain sign-in page does not
 * (decision 0080).
 */
export function AntdProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/** The router's layout route for the antd pages. */
export function AntdLayout() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
