import { describe, expect, it } from 'vitest';
import { generateProviderCatalog } from './provider-catalog';

const catalog = generateProviderCatalog();

describe('provider catalogue', () => {
  it('has at least 2,000 materials with unique product identifiers and descriptions', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(2000);
    expect(new Set(catalog.map((m) => m.product_identifier)).size).toBe(catalog.length);
    expect(new Set(catalog.map((m) => m.description)).size).toBe(catalog.length);
  });

  it('covers pipe and fittings, rebar, lumber, drywall, concrete, fasteners and electrical', () => {
    const groups = new Set(catalog.map((m) => m.group));
    for (const group of [
      'Pipe',
      'Pipe Fittings',
      'Rebar',
      'Lumber',
      'Drywall',
      'Concrete',
      'Fasteners',
      'Electrical',
    ]) {
      expect(groups).toContain(group);
    }
  });

  it('gives ready-mix concrete a mix code and a mix design', () => {
    const mixes = catalog.filter((m) => m.sub_group === 'Ready Mix');
    expect(mixes.length).toBeGreaterThan(50);
    for (const mix of mixes) {
      expect(mix.mix_code).toMatch(/^C\d{4}-/);
      expect(mix.mix_design).toContain('PSI at 28 days');
      expect(mix.unit).toBe('CY');
    }
  });

  it('is the same every time', () => {
    expect(generateProviderCatalog()).toEqual(catalog);
  });

  it('has copper pipe in the sizes a plumber buys', () => {
    expect(catalog.find((m) => m.description === '3/4" Copper Type L Pipe')).toMatchObject({
      group: 'Pipe',
      material: 'Copper Type L',
      size: '3/4"',
      unit: 'LF',
    });
  });
});
