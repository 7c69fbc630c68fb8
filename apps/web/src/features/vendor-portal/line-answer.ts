import type { VendorLineAnswerInput, VendorLineRecord } from '@laydown/contracts';
import type { VendorResponseType } from '@laydown/domain';

/** What the vendor is typing on one line, before Save. */
export interface LineAnswerDraft {
  vendor_response: VendorResponseType[];
  vendor_note: string;
  unit_cost: string;
  quantity: string;
  unit_id: number | null;
}

export function draftOf(line: VendorLineRecord): LineAnswerDraft {
  return {
    vendor_response: [...line.vendor_response],
    vendor_note: line.vendor_note ?? '',
    unit_cost: line.changed_unit_cost_by_vendor ? (line.unit_cost ?? '') : '',
    quantity: line.quantity,
    unit_id: line.unit_id,
  };
}

/**
 * The answer PATCH /vendor_orders/{id}/responses takes for a changed line, or null when nothing
 * changed: a price only where one may be sent (an RFQ, or Changed Price), quantity and unit only
 * with Changed Units.
 */
export function answerOf(
  line: VendorLineRecord,
  draft: LineAnswerDraft,
  rfq: boolean,
): VendorLineAnswerInput | null {
  const saved = draftOf(line);
  if (JSON.stringify(saved) === JSON.stringify(draft)) return null;
  const units = draft.vendor_response.includes('CHANGED_UNITS');
  const priced = rfq || draft.vendor_response.includes('CHANGED_PRICE');
  return {
    id: line.id,
    vendor_response: draft.vendor_response,
    vendor_note: draft.vendor_note.trim() || null,
    ...(priced && draft.unit_cost !== saved.unit_cost ? { unit_cost: draft.unit_cost } : {}),
    ...(units && draft.quantity !== saved.quantity ? { quantity: draft.quantity } : {}),
    ...(units && draft.unit_id !== saved.unit_id && draft.unit_id !== null
      ? { unit_id: draft.unit_id }
      : {}),
  };
}
