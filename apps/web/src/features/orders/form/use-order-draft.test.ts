import { describe, expect, it } from 'vitest';
import { newOrderDraft } from './order-draft';
import { sameDraftValues } from './use-order-draft';

describe('whether the form holds unsaved changes', () => {
  const saved = newOrderDraft('ORDER');

  it('ignores the form keys and an absent field against an undefined one, as JSON does', () => {
    const copy = structuredClone(saved);
    copy.deliveries[0]!.key = 'another-key';
    copy.deliveries[0]!.lines[3]!.key = 'another-line-key';
    expect(sameDraftValues(copy, saved)).toBe(true);
    expect(sameDraftValues({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });

  it('sees one changed value anywhere, and a value typed back is no change', () => {
    const lines = saved.deliveries[0]!.lines;
    const typed = {
      ...saved,
      deliveries: [
        {
          ...saved.deliveries[0]!,
          lines: lines.map((l, i) => (i === 7 ? { ...l, quantity: '3' } : l)),
        },
      ],
    };
    expect(sameDraftValues(typed, saved)).toBe(false);
    const back = {
      ...typed,
      deliveries: [{ ...typed.deliveries[0]!, lines: lines.map((l) => ({ ...l })) }],
    };
    expect(sameDraftValues(back, saved)).toBe(true);
    expect(sameDraftValues({ ...saved, tags: ['x'] }, saved)).toBe(false);
    expect(sameDraftValues({ ...saved, notes: null }, saved)).toBe(false);
  });
});
