import { describe, expect, it } from 'vitest';
import { overBudgetRows, remainingQuantityForRow, type BudgetRow } from './over-budget';

describe('Over-budget check for commitment lines (procurement-core §5)', () => {
  const rows: BudgetRow[] = [
    {
      commitment_material_id: 1,
      quantity: '4',
      remaining_quantity: '10',
      quantity_used_in_other_deliveries: '3',
    },
    { commitment_material_id: 1, quantity: '2', remaining_quantity: '10' },
    { company_material_id: 9, quantity: '50' },
  ];

  it('Remaining quantity = its remaining quantity - quantity used in other deliveries - quantities on other rows for the same material', () => {
    expect(remainingQuantityForRow(rows, 0)).toBe('5');
    expect(remainingQuantityForRow(rows, 1)).toBe('6');
    expect(remainingQuantityForRow(rows, 2)).toBeNull();
    expect(remainingQuantityForRow(rows, 7)).toBeNull();
  });

  it('highlights nothing while the summed quantity stays within remaining_quantity', () => {
    expect(overBudgetRows(rows)).toEqual([]);
  });

  it('highlights the rows whose material surpasses the commitment limit', () => {
    const over: BudgetRow[] = rows.map((row, i) => (i === 0 ? { ...row, quantity: '6' } : row));
    expect(overBudgetRows(over)).toEqual([0]);
    const both = [
      { commitment_material_id: 1, quantity: '6', remaining_quantity: '10' },
      { commitment_material_id: 1, quantity: '6', remaining_quantity: '10' },
    ];
    expect(overBudgetRows(both)).toEqual([0, 1]);
    const twoCommitmentMaterials: BudgetRow[] = [
      { commitment_material_id: 1, quantity: '6', remaining_quantity: '10' },
      { commitment_material_id: 2, quantity: '6', remaining_quantity: '10' },
    ];
    expect(overBudgetRows(twoCommitmentMaterials)).toEqual([]);
  });

  it('sums rows per company material when there is no commitment material, and rows of other materials apart', () => {
    const byMaterial = [
      { company_material_id: 5, quantity: '3', remaining_quantity: '5' },
      { company_material_id: 5, quantity: '3', remaining_quantity: '5' },
      { company_material_id: 6, quantity: '3', remaining_quantity: '5' },
      { quantity: '3', remaining_quantity: '5' },
      { quantity: '3', remaining_quantity: '5' },
    ];
    expect(overBudgetRows(byMaterial)).toEqual([0, 1]);
  });
});
