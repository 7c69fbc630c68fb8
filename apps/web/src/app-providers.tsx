import type { ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from './shell/error-boundary';
import { theme } from './theme';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/** Theme and antd's message context outside the error boundary, so even the error screen is styled. */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <ConfigProvider theme={theme} locale={enUS}>
      <AntApp>
        <AppErrorBoundary>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </AppErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
