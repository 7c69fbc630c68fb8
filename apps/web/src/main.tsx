import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from './api/query-client';
import { AppProviders } from './app-providers';
import { routes } from './router';
import { preloadRoute } from './shell/route-preload';
import './app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const router = createBrowserRouter(routes);
// The page's code and data, and the signed-in user, start now rather than one after the other.
preloadRoute(routes, window.location);

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
