import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SUPPORT_EMAIL } from '@laydown/domain';
import { AppErrorBoundary } from './error-boundary';
import { RouteErrorScreen } from './route-error-screen';

function Broken(): never {
  throw new Error('render failed');
}

describe('error screen', () => {
  it('replaces a crashed tree with the error screen, whose button refreshes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const refresh = vi.fn();
    render(
      <AppErrorBoundary onRefresh={refresh}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${SUPPORT_EMAIL}`,
    );
    expect(screen.getByText(/Refreshing the page/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Click to Refresh' }));
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('renders its children while nothing fails', () => {
    render(
      <AppErrorBoundary>
        <p>All good</p>
      </AppErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
    expect(screen.queryByText('Oops! Something went wrong')).not.toBeInTheDocument();
  });

  it('is also what the router shows when a page throws, and the error is reported', async () => {
    const report = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter(
      [{ path: '/', element: <Broken />, errorElement: <RouteErrorScreen /> }],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Oops! Something went wrong')).toBeInTheDocument();
    expect(report).toHaveBeenCalledWith('Laydown crashed', expect.any(Error), '');
  });
});
