import { describe, expect, it } from 'vitest';
import { DEFAULT_MATERIAL_CONFIGURATION } from '../material-configuration';
import {
  DEFAULT_REQUIRED_LINE_FIELDS,
  missingLineFields,
  requirableLineFields,
  requiredLineFields,
} from './line-requirements';

const everything = { uses_cost_codes: true, tax_codes: true };

describe('Required markers are configured per document kind; Unit cost and tax are required only for orders (procurement-core §5)', () => {
  it('lets only an order require unit cost and tax', () => {
    expect(requirableLineFields('ORDER')).toEqual([
      'quantity',
      'unit_cost',
      'unit',
      'cost_code',
      'tax',
    ]);
    expect(requirableLineFields('QUOTE')).toEqual(['quantity', 'unit', 'cost_code']);
    expect(requirableLineFields('REQUEST')).toEqual(['quantity', 'unit', 'cost_code']);
    expect(DEFAULT_REQUIRED_LINE_FIELDS.QUOTE).toEqual(['quantity', 'cost_code']);
  });

  it('requires by default what each kind may require', () => {
    expect(requiredLineFields('ORDER', everything)).toEqual([
      'quantity',
      'unit_cost',
      'unit',
      'cost_code',
      'tax',
    ]);
    expect(requiredLineFields('REQUEST', everything)).toEqual(['quantity', 'unit', 'cost_code']);
  });

  it('never requires unit cost or tax on a quote, even when a company marks them', () => {
    expect(
      requiredLineFields('QUOTE', { ...everything, configured: ['unit_cost', 'tax', 'quantity'] }),
    ).toEqual(['quantity', 'unit']);
  });

  it('always requires the unit, cost code only with cost codes, tax only with the tax_codes flag', () => {
    expect(requiredLineFields('ORDER', { ...everything, configured: [] })).toEqual(['unit']);
    expect(requiredLineFields('ORDER', { uses_cost_codes: false, tax_codes: false })).toEqual([
      'quantity',
      'unit_cost',
      'unit',
    ]);
  });
});

describe('Required fields per line; labels of missing fields are reported (§5)', () => {
  it('reports the labels of every missing field', () => {
    expect(missingLineFields({}, null, requiredLineFields('ORDER', everything))).toEqual([
      { field: 'quantity', label: 'Quantity' },
      { field: 'unit_cost', label: 'Unit cost' },
      { field: 'unit', label: 'Unit' },
      { field: 'cost_code', label: 'Cost code' },
      { field: 'tax', label: 'Tax' },
    ]);
  });

  it('takes the unit from the line (unit or unit_name) or from its material', () => {
    const only = ['unit'] as const;
    expect(missingLineFields({ unit_id: 3 }, null, only)).toEqual([]);
    expect(missingLineFields({ unit_name: 'EA' }, null, only)).toEqual([]);
    expect(missingLineFields({}, { unit_id: 3 }, only)).toEqual([]);
    expect(missingLineFields({}, { unit_name: 'EA' }, only)).toEqual([]);
    expect(missingLineFields({ unit_name: ' ' }, { unit_name: '' }, only)).toHaveLength(1);
  });

  it('takes the cost code from the line or its material', () => {
    expect(missingLineFields({ cost_code_id: 4 }, null, ['cost_code'])).toEqual([]);
    expect(
      missingLineFields({ cost_code_id: null }, { cost_code_id: null }, ['cost_code']),
    ).toEqual([{ field: 'cost_code', label: 'Cost code' }]);
    expect(missingLineFields({}, { cost_code_id: 4 }, ['cost_code'])).toEqual([]);
  });

  it('counts a zero quantity or cost as given (the minimum is checked apart)', () => {
    expect(
      missingLineFields({ quantity: 0, unit_cost: '0', tax_code_id: 1 }, null, [
        'quantity',
        'unit_cost',
        'tax',
      ]),
    ).toEqual([]);
  });

  it('counts a required phase only when independent phase codes are on', () => {
    const config = {
      ...DEFAULT_MATERIAL_CONFIGURATION,
      required_attributes: ['cost_code_phase_id' as const],
    };
    expect(missingLineFields({}, null, [], { config, phase: false })).toEqual([]);
    expect(missingLineFields({}, null, [], { config, phase: true })).toEqual([
      { field: 'cost_code_phase_id', label: 'Phase' },
    ]);
  });

  it('reports a required material attribute empty on both the line and its company material', () => {
    const config = {
      ...DEFAULT_MATERIAL_CONFIGURATION,
      required_attributes: ['size', 'manufacturer', 'unit_id', 'cost_code_id'] as const,
    };
    const configuration = {
      config: { ...config, required_attributes: [...config.required_attributes] },
      phase: true,
    };
    expect(
      missingLineFields(
        { unit_id: 1, attributes: { manufacturer: 'Acme' } },
        { attributes: { size: '' } },
        ['unit'],
        configuration,
      ),
    ).toEqual([
      { field: 'cost_code_id', label: 'Cost code' },
      { field: 'size', label: 'Size' },
    ]);
    expect(
      missingLineFields(
        { unit_id: 1, cost_code_id: 2 },
        { attributes: { size: '2 in', manufacturer: 'Acme' } },
        ['unit', 'cost_code'],
        configuration,
      ),
    ).toEqual([]);
  });
});
