import { describe, expect, it } from 'vitest';
import {
  applyLineTextChange,
  approveRequestedMaterial,
  keepLineOnSave,
  lineLocks,
  linesToSave,
  lowestCommitmentPrices,
  materialVisibleForProject,
} from './lines';

describe('lines without a description are dropped on save (procurement-core §5)', () => {
  it('keeps only lines with a non-empty material description', () => {
    const lines = [
      { description: 'Copper pipe', company_material_id: 1 },
      { description: '   ', company_material_id: 2 },
      { description: null },
      { description: 'New fitting' },
    ];
    expect(linesToSave(lines, { can_create_material: true })).toEqual([lines[0], lines[3]]);
  });

  it('saves a line with a new material only if the material may be created', () => {
    expect(keepLineOnSave({ description: 'New fitting' }, { can_create_material: false })).toBe(
      false,
    );
    expect(
      keepLineOnSave(
        { description: 'Copper pipe', company_material_id: 1 },
        { can_create_material: false },
      ),
    ).toBe(true);
  });
});

describe("When a line's unit or material text changes, the link to the catalogue material and its requested markers are cleared (§4)", () => {
  const before = {
    description: 'Copper pipe 1/2"',
    unit_id: 3,
    unit_name: 'LF',
    company_material_id: 11,
    requested_by_id: 5,
    requested_at: '2025-03-01T12:00:00.000Z',
  };
  const cleared = { company_material_id: null, requested_by_id: null, requested_at: null };

  it('clears them when the description changes', () => {
    expect(applyLineTextChange(before, { ...before, description: 'Copper pipe 3/4"' })).toEqual({
      ...before,
      description: 'Copper pipe 3/4"',
      ...cleared,
    });
  });

  it('clears them when the unit changes', () => {
    expect(applyLineTextChange(before, { ...before, unit_id: 4 })).toMatchObject(cleared);
    expect(applyLineTextChange(before, { ...before, unit_name: 'FT' })).toMatchObject(cleared);
  });

  it('keeps them when only spacing or other fields change', () => {
    const after = { ...before, description: ' Copper pipe 1/2" ', quantity: '4' };
    expect(applyLineTextChange(before, after)).toBe(after);
    expect(applyLineTextChange({ description: 'A' }, { description: 'A', unit_id: null })).toEqual({
      description: 'A',
      unit_id: null,
    });
    const emptyUnit = { description: 'A', unit_name: '', company_material_id: 3 };
    expect(applyLineTextChange({ description: 'A' }, emptyUnit)).toBe(emptyUnit);
  });
});

describe('A requested material is approved on save, which clears requested_by_id and requested_at (§4)', () => {
  it('clears the requested markers', () => {
    expect(
      approveRequestedMaterial({ id: 1, requested_by_id: 5, requested_at: '2025-03-01' }),
    ).toEqual({ id: 1, requested_by_id: null, requested_at: null });
    const plain = { id: 2, requested_by_id: null };
    expect(approveRequestedMaterial(plain)).toBe(plain);
  });
});

describe('Unit cost is locked for commitments or when the material has a fixed unit_price (§5)', () => {
  it('locks unit cost, cost code and the picker as the spec says', () => {
    expect(lineLocks({})).toEqual({
      unit_cost: false,
      cost_code: false,
      cost_code_picker: false,
      commitment_note: true,
    });
    expect(lineLocks({ material_unit_price: '4.50' }).unit_cost).toBe(true);
    expect(lineLocks({ commitment_material_id: 8 })).toEqual({
      unit_cost: true,
      cost_code: false,
      cost_code_picker: true,
      commitment_note: true,
    });
    expect(
      lineLocks({ commitment_material_id: 8, cost_code_from_commitment: { id: 2 } }).cost_code,
    ).toBe(true);
  });
});

describe('Material visible by project when it has no projects or the project is in its list (§5)', () => {
  it('shows a material without projects everywhere, else only in its projects', () => {
    expect(materialVisibleForProject([], 4)).toBe(true);
    expect(materialVisibleForProject(null, null)).toBe(true);
    expect(materialVisibleForProject([4, 5], 4)).toBe(true);
    expect(materialVisibleForProject([4, 5], 6)).toBe(false);
    expect(materialVisibleForProject([4, 5], null)).toBe(false);
  });
});

describe('For a commitment, the lowest unit price among lines with remaining quantity wins per description, unit, cost code and phase (§5)', () => {
  const line = (
    description: string,
    unit_price: string,
    remaining_quantity = '5',
    cost_code_id = 1,
  ) => ({
    description,
    unit: 'EA',
    cost_code_id,
    cost_code_phase_id: null,
    unit_price,
    remaining_quantity,
  });

  it('keeps the lowest priced line with remaining quantity per key', () => {
    const lines = [
      line('Rebar #4', '9.00'),
      line('Rebar #4 ', '8.50'),
      line('Rebar #4', '8.75'),
      line('Rebar #4', '7.00', '0'),
      line('Rebar #4', '6.00', '5', 2),
      line('Tie wire', '3.00'),
    ];
    expect(lowestCommitmentPrices(lines)).toEqual([lines[1], lines[4], lines[5]]);
  });
});
