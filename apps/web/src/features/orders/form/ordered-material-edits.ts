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
  /** The line's text as saved. */
  saved: { description: string; product_identifier: string | null };
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
              saved: {
                description: before.description,
                product_identifier: before.product_identifier,
              },
            },
          ]
        : [];
    }),
  );
}

/**
 * The form with the edited lines as they were saved, linked to their material ("Update for all
 * Orders"): the server's §4 rule unlinks a line whose text a save changes, so the new text reaches
 * them through the catalogue instead (POST /order/update_material_lines with this order).
 */
export function withSavedText(
  draft: OrderDraft,
  edits: readonly OrderedMaterialEdit[],
): OrderDraft {
  const byKey = new Map(edits.map((edit) => [edit.key, edit]));
  return {
    ...draft,
    deliveries: draft.deliveries.map((delivery) => ({
      ...delivery,
      lines: delivery.lines.map((line) => {
        const edit = byKey.get(line.key);
        return edit
          ? { ...line, ...edit.saved, company_material_id: edit.company_material_id }
          : line;
      }),
    })),
  };
}
