import { isBlank, toDecimal } from './decimal';

/** procurement-core §4 Other behaviours and §5 Order lines: rules of a single line. */

/**
 * §5 "On creation only lines with a non-empty material description are sent; lines without a
 * description are dropped on save. Lines are saved only if the material may be created": a line
 * with a new material (no catalogue link) is kept only when the user may create materials.
 */
export function keepLineOnSave(
  line: { description?: string | null; company_material_id?: number | null },
  context: { can_create_material: boolean },
): boolean {
  if (isBlank(line.description)) return false;
  return line.company_material_id != null || context.can_create_material;
}

export function linesToSave<
  T extends { description?: string | null; company_material_id?: number | null },
>(lines: readonly T[], context: { can_create_material: boolean }): T[] {
  return lines.filter((line) => keepLineOnSave(line, context));
}

export interface LineText {
  description?: string | null;
  unit_id?: number | null;
  unit_name?: string | null;
  company_material_id?: number | null;
  requested_by_id?: number | null;
  requested_at?: string | null;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

/**
 * §4 "When a line's unit or material text changes, the link to the catalogue material and its
 * requested markers are cleared." Returns the line after the change.
 */
export function applyLineTextChange<T extends LineText>(before: LineText, after: T): T {
  const changed =
    text(before.description) !== text(after.description) ||
    (before.unit_id ?? null) !== (after.unit_id ?? null) ||
    text(before.unit_name) !== text(after.unit_name);
  if (!changed) return after;
  return { ...after, company_material_id: null, requested_by_id: null, requested_at: null };
}

/** §4 "A requested material (requested_by_id set) is approved on save, which clears requested_by_id and requested_at." */
export function approveRequestedMaterial<
  T extends { requested_by_id?: number | null; requested_at?: string | null },
>(material: T): T {
  if (material.requested_by_id == null) return material;
  return { ...material, requested_by_id: null, requested_at: null };
}

export interface LineLocks {
  unit_cost: boolean;
  cost_code: boolean;
  cost_code_picker: boolean;
  commitment_note: boolean;
}

/**
 * §5 "Unit cost is locked for commitments or when the material has a fixed unit_price. Cost code
 * is locked when it comes from a commitment; the cost code picker is also disabled for
 * commitments. Commitment note cannot be edited in the order."
 */
export function lineLocks(line: {
  commitment_material_id?: number | null;
  material_unit_price?: string | null;
  cost_code_from_commitment?: unknown;
}): LineLocks {
  const commitment = line.commitment_material_id != null;
  return {
    unit_cost: commitment || !isBlank(line.material_unit_price),
    cost_code: line.cost_code_from_commitment != null,
    cost_code_picker: commitment,
    commitment_note: true,
  };
}

/** §5 "Material visible by project when it has no projects or the project is in its list." */
export function materialVisibleForProject(
  projectIds: readonly number[] | null | undefined,
  projectId: number | null | undefined,
): boolean {
  if (!projectIds || projectIds.length === 0) return true;
  return projectIds.some((id) => id === projectId);
}

export interface CommitmentLine {
  description: string;
  unit: string | number | null;
  cost_code_id: number | null;
  cost_code_phase_id: number | null;
  unit_price: string;
  remaining_quantity: string;
}

/**
 * §5 "For a commitment, the lowest unit price among lines with remaining quantity wins per
 * description, unit, cost code and phase." One line per key, in first-seen order.
 */
export function lowestCommitmentPrices<T extends CommitmentLine>(lines: readonly T[]): T[] {
  const winners = new Map<string, T>();
  for (const line of lines) {
    if (!toDecimal(line.remaining_quantity).greaterThan(0)) continue;
    const key = JSON.stringify([
      line.description.trim(),
      line.unit,
      line.cost_code_id,
      line.cost_code_phase_id,
    ]);
    const current = winners.get(key);
    if (!current || toDecimal(line.unit_price).lessThan(current.unit_price)) winners.set(key, line);
  }
  return [...winners.values()];
}
