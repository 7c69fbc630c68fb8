import { describe, expect, it } from 'vitest';
import { landingPathFor } from './paths';
import { hasPage, landingFor } from './landing';

const everyPage = () => true;

describe('landingPathFor', () => {
  it('follows the chosen home page, else the default home', () => {
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: null }, everyPage)).toBe('/home');
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: 'Orders' }, everyPage)).toBe('/orders');
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: 'Inventory' }, everyPage)).toBe(
      '/inventory',
    );
    expect(landingPathFor({ type: 'VENDOR', home_page: 'Orders' }, everyPage)).toBe('/vendor/home');
  });

  it('lands on Home (which says the area is coming) when the chosen page does not exist', () => {
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: 'Invoices' }, () => false)).toBe(
      '/home',
    );
  });
});

describe('landingFor (the real routes)', () => {
  it('knows which pages the app has', () => {
    expect(hasPage('/projects')).toBe(true);
    expect(hasPage('/home')).toBe(true);
    expect(hasPage('/no-such-page')).toBe(false);
  });

  it.each(['Projects', 'Orders', 'Invoices', 'Inventory'] as const)(
    'never sends a %s home page to the not-found page',
    (home_page) => {
      const path = landingFor({ type: 'CONTRACTOR', home_page });
      expect(hasPage(path)).toBe(true);
    },
  );
});
