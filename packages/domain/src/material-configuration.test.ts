import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeRequiredMessage,
  canUseCostCode,
  DEFAULT_MATERIAL_CONFIGURATION,
  MATERIAL_ATTRIBUTE_KEYS,
  materialConfigurationProblems,
  missingRequiredAttributes,
  orderMaterialAttributes,
} from './material-configuration';

describe('company material configuration', () => {
  it('orders attributes with cost code then phase first (§9)', () => {
    expect(orderMaterialAttributes(['tags', 'cost_code_phase_id', 'size', 'cost_code_id'])).toEqual(
      ['cost_code_id', 'cost_code_phase_id', 'size', 'tags'],
    );
  });

  it('drops unknown and repeated keys whatever the input order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...MATERIAL_ATTRIBUTE_KEYS, 'nope')), (keys) => {
        const ordered = orderMaterialAttributes(keys);
        expect(new Set(ordered).size).toBe(ordered.length);
        expect(ordered).not.toContain('nope');
        const positions = ordered.map((k) => MATERIAL_ATTRIBUTE_KEYS.indexOf(k));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('accepts the defaults and refuses required or column keys the company does not use', () => {
    expect(materialConfigurationProblems(DEFAULT_MATERIAL_CONFIGURATION)).toEqual({});
    expect(
      materialConfigurationProblems({
        company_attributes: ['size'],
        required_attributes: ['manufacturer'],
        company_material_columns: ['tags'],
      }),
    ).toEqual({
      required_attributes: 'A required attribute must be one the company uses',
      company_material_columns: 'A list column must be an attribute the company uses',
    });
  });

  it('names the required attributes a material leaves empty', () => {
    const config = {
      ...DEFAULT_MATERIAL_CONFIGURATION,
      required_attributes: ['tags', 'manufacturer', 'cost_code_id', 'cost_code_phase_id'] as const,
    };
    const values = { manufacturer: '  ', tags: [], cost_code_id: 4, cost_code_phase_id: null };
    expect(
      missingRequiredAttributes(
        { ...config, required_attributes: [...config.required_attributes] },
        values,
      ),
    ).toEqual(['cost_code_phase_id', 'manufacturer', 'tags']);
    expect(
      missingRequiredAttributes(
        { ...config, required_attributes: [...config.required_attributes] },
        values,
        { phase: false },
      ),
    ).toEqual(['manufacturer', 'tags']);
    expect(attributeRequiredMessage('manufacturer')).toBe('Manufacturer is required!');
  });

  it('lets the cost code picker show only with the permission and cost code in use (§6)', () => {
    const all = DEFAULT_MATERIAL_CONFIGURATION;
    expect(canUseCostCode({ can_use_cost_code: true }, all)).toBe(true);
    expect(canUseCostCode({ can_use_cost_code: false }, all)).toBe(false);
    expect(canUseCostCode({ can_use_cost_code: true }, { company_attributes: ['size'] })).toBe(
      false,
    );
  });
});
