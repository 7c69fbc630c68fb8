import { describe, expect, it } from 'vitest';
import {
  createRequest,
  emptyDelivery,
  emptyLine,
  newOrderDraft,
  type OrderDraft,
} from './order-draft';
import { lineProblems } from './save-error-lines';

const line = (description: string) => ({ ...emptyLine(), description });

/** Delivery 0: a blank line between two written ones; delivery 1: one written line. */
function draftWithGaps(): OrderDraft {
  const draft = newOrderDraft('ORDER');
  return {
    ...draft,
    deliveries: [
      { ...emptyDelivery(0), lines: [line('Rebar #4'), emptyLine(), line('Tie wire')] },
      { ...emptyDelivery(0), lines: [emptyLine(), line('Form oil')] },
    ],
  };
}

describe('the lines a refused save names', () => {
  it('finds the line the server means although blank lines were not sent', () => {
    const draft = draftWithGaps();
    // What the server saw: delivery 0's second line is "Tie wire".
    const sent = createRequest(draft, { canViewCosts: true, orderPackageId: null });
    expect(sent.order.deliveries?.[0]?.order_materials?.[1]?.description).toBe('Tie wire');
    const problems = lineProblems(draft, {
      'order.deliveries.0.order_materials.1': ['Missing: Quantity, Unit cost'],
      'order.deliveries.1.order_materials.0.quantity': ['Quantity must be greater than 0'],
    });
    expect(problems).toEqual([
      {
        deliveryKey: draft.deliveries[0]!.key,
        deliveryIndex: 0,
        lineKey: draft.deliveries[0]!.lines[2]!.key,
        lineIndex: 2,
        text: 'Line 3 of Delivery 0 (Tie wire): Missing: Quantity, Unit cost',
      },
      {
        deliveryKey: draft.deliveries[1]!.key,
        deliveryIndex: 1,
        lineKey: draft.deliveries[1]!.lines[1]!.key,
        lineIndex: 1,
        text: 'Line 2 of Delivery 1 (Form oil): Quantity must be greater than 0',
      },
    ]);
  });

  it("names a line once with all of its messages, in the form's order", () => {
    const draft = draftWithGaps();
    const problems = lineProblems(draft, {
      'order.deliveries.0.order_materials.1.cost_code_id': ['Cost code is not for this project'],
      'order.deliveries.0.order_materials.0': ['Missing: Unit'],
      'order.deliveries.0.order_materials.1': ['Missing: Quantity'],
    });
    expect(problems.map((p) => p.text)).toEqual([
      'Line 1 of Delivery 0 (Rebar #4): Missing: Unit',
      'Line 3 of Delivery 0 (Tie wire): Cost code is not for this project; Missing: Quantity',
    ]);
  });

  it('leaves out errors that name no line of the form', () => {
    const draft = draftWithGaps();
    expect(
      lineProblems(draft, {
        'order.project_id': ['Please select one Project'],
        'order.deliveries.0.order_materials.7': ['Missing: Unit'],
        'order.deliveries.4.order_materials.0': ['Missing: Unit'],
      }),
    ).toEqual([]);
    expect(lineProblems(draft, undefined)).toEqual([]);
  });
});
