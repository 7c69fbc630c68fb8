import type { OrderRecord } from '@laydown/contracts';
import type { OrderDraft } from './order-draft';

/**
 * §2 "Modal when saving an edited material that was already ordered" (decision 0083): a line of a
 * placed order, saved linked to a catalogue material, whose description or product identifier was
 * changed since. Typing the text cleared the line's link (§4), so the saved record says which
 * material it was.
 */
export interface OrderedMaterialEdit {
  key: string;
  company_material_id: number;
  description: string;
  product_identifier: string | null;
}

const text = (value: string | null) => (value ?? '').trim();

export function orderedMaterialEdits(
  record: OrderRecord | null,
  draft: OrderDraft,
): OrderedMaterialEdit[] {
  if (record === null || record.ordered_at === null) return [];
  const saved = new Map(
    record.deliveries.flatMap((d) => d.order_materials).map((line) => [line.id, line]),
  );
  return draft.deliveries.flatMap((delivery) =>
    delivery.lines.flatMap((line) => {
      const before = line.id === undefined ? undefined : saved.get(line.id);
      if (!before || before.company_material_id === null || text(line.description) === '') {
        return [];
      }
      const changed =
        text(line.description) !== text(before.description) ||
        text(line.product_identifier) !== text(before.product_identifier);
      return changed
        ? [
            {
              key: line.key,
              company_material_id: before.company_material_id,
              description: line.description.trim(),
              product_identifier: text(line.product_identifier) || null,
            },
          ]
        : [];
    }),
  );
}

/** The form with the edited lines linked to their material again ("Update for all Orders"). */
export function relinked(draft: OrderDraft, edits: readonly OrderedMaterialEdit[]): OrderDraft {
  const byKey = new Map(edits.map((edit) => [edit.key, edit.company_material_id]));
  return {
    ...draft,
    deliveries: draft.deliveries.map((delivery) => ({
      ...delivery,
      lines: delivery.lines.map((line) =>
        byKey.has(line.key) ? { ...line, company_material_id: byKey.get(line.key) ?? null } : line,
      ),
    })),
  };
}
