import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderApp } from '../test/render-app';

describe('unknown routes', () => {
  it('show a 404 page with a link home', async () => {
    fakeApi({});
    renderApp('/no/such/page');
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('link vendors to the vendor home', async () => {
    fakeApi({});
    renderApp('/vendor/unknown');
    expect(await screen.findByRole('link', { name: 'Back to home' })).toHaveAttribute(
      'href',
      '/vendor/home',
    );
  });
});
