import { decimalOrZero, isBlank, toDecimal, type OptionalDecimal } from './decimal';

/**
 * procurement-core §5 Over-budget check: "the summed quantity per commitment material or company
 * material must not exceed remaining_quantity. Remaining quantity for a commitment line = its
 * remaining quantity minus quantity used in other deliveries minus quantities on other rows for
 * the same material." Warning (§8): 'The materials highlighted surpass the commitment limit.'
 */

export interface BudgetRow {
  commitment_material_id?: number | null;
  company_material_id?: number | null;
  quantity: OptionalDecimal;
  /** Null when the row has no limit (not a commitment line). */
  remaining_quantity?: OptionalDecimal;
  quantity_used_in_other_deliveries?: OptionalDecimal;
}

/** Rows count together by commitment material, else by company material; a row with neither stands alone. */
function materialKey(row: BudgetRow): string | null {
  if (row.commitment_material_id != null) return `commitment:${row.commitment_material_id}`;
  if (row.company_material_id != null) return `material:${row.company_material_id}`;
  return null;
}

/** §5 the remaining quantity of row `index`, or null when it has no limit. */
export function remainingQuantityForRow(rows: readonly BudgetRow[], index: number): string | null {
  const row = rows[index];
  if (row === undefined || isBlank(row.remaining_quantity)) return null;
  const key = materialKey(row);
  const onOtherRows = rows.reduce(
    (sum, other, i) =>
      i !== index && key !== null && materialKey(other) === key
        ? sum.plus(decimalOrZero(other.quantity))
        : sum,
    decimalOrZero(null),
  );
  return toDecimal(row.remaining_quantity)
    .minus(decimalOrZero(row.quantity_used_in_other_deliveries))
    .minus(onOtherRows)
    .toString();
}

/** §5 the rows to highlight: those whose quantity is more than their remaining quantity. */
export function overBudgetRows(rows: readonly BudgetRow[]): number[] {
  return rows.flatMap((row, index) => {
    const remaining = remainingQuantityForRow(rows, index);
    return remaining !== null && decimalOrZero(row.quantity).greaterThan(remaining) ? [index] : [];
  });
}
