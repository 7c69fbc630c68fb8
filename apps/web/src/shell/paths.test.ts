import { describe, expect, it } from 'vitest';
import { landingPathFor } from './paths';

describe('landingPathFor', () => {
  it('follows the chosen home page, else the default home', () => {
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: null })).toBe('/home');
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: 'Orders' })).toBe('/orders');
    expect(landingPathFor({ type: 'CONTRACTOR', home_page: 'Inventory' })).toBe('/inventory');
    expect(landingPathFor({ type: 'VENDOR', home_page: 'Orders' })).toBe('/vendor/home');
  });
});
