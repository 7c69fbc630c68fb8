import { describe, expect, it } from 'vitest';
import { MATERIAL_MESSAGES } from '@laydown/domain';
import {
  consolidatedMaterialsQuery,
  createCompanyMaterialRequest,
  updateCompanyMaterialRequest,
} from './materials';

describe('company material contracts', () => {
  it('requires a description with the spec text, blank or missing', () => {
    for (const company_material of [{}, { description: '  ' }]) {
      const result = createCompanyMaterialRequest.safeParse({ company_material });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(MATERIAL_MESSAGES.descriptionRequired);
    }
  });

  it('turns empty optional texts into null and keeps decimals as strings', () => {
    const parsed = updateCompanyMaterialRequest.parse({
      company_material: { manufacturer: '  ', weight: 0, price_per_weight: '12.50', image_url: '' },
    });
    expect(parsed.company_material).toEqual({
      manufacturer: null,
      weight: '0',
      price_per_weight: '12.50',
      image_url: null,
    });
  });

  it('refuses negative numbers, other URL schemes and unknown fields', () => {
    const result = updateCompanyMaterialRequest.safeParse({
      company_material: { weight: '-1', image_url: 'file:///etc/passwd' },
    });
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      MATERIAL_MESSAGES.weightMinimum,
      MATERIAL_MESSAGES.imageUrlInvalid,
    ]);
    expect(
      updateCompanyMaterialRequest.safeParse({ company_material: { colour: 'red' } }).success,
    ).toBe(false);
  });

  it('reads filters as lists and sort in the §9 format only', () => {
    const query = consolidatedMaterialsQuery.parse({
      group: 'Pipe',
      material: ['Copper Type L', 'Copper Type K'],
      sort: 'company_materials__size__desc',
      project_id: '3,4',
    });
    expect(query).toMatchObject({
      group: ['Pipe'],
      material: ['Copper Type L', 'Copper Type K'],
      project_id: [3, 4],
      page: 1,
      per_page: 50,
    });
    expect(consolidatedMaterialsQuery.safeParse({ sort: 'size' }).success).toBe(false);
  });
});
