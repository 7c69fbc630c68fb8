import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AppErrorBoundary } from './shell/error-boundary';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

/**
 * What every page needs. Ant Design's theme and message context are not here: they load with the
 * antd pages (`shell/antd-providers.tsx`), so the sign-in page downloads no antd (decision 0080).
 */
export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AppErrorBoundary>
  );
}
