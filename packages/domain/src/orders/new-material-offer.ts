import type { OrderState } from './order-states';

/** §2 "The quick-create label truncates the description to 9 characters plus an ellipsis." */
export const QUICK_CREATE_LABEL_CHARS = 9;

/**
 * §2 "The prompt is hidden when the order state is approved, ordered, quoted, shipped,
 * partially_shipped or delivered."
 */
const REQUEST_PROMPT_HIDDEN: ReadonlySet<OrderState> = new Set<OrderState>([
  'APPROVED',
  'ORDERED',
  'QUOTED',
  'SHIPPED',
  'PARTIALLY_SHIPPED',
  'DELIVERED',
]);

/** What the material search offers for a text the catalogue does not have. */
export type NewMaterialOffer = 'create' | 'request' | null;

/**
 * §2 "Materials search autocomplete with a footer to quick-create a material, or a Request New
 * Material prompt when the user cannot create materials." A company may switch requests off
 * (the disable_request_new_material feature flag); `state` is null for an order not saved yet.
 */
export function newMaterialOffer(context: {
  canCreateMaterial: boolean;
  requestsDisabled: boolean;
  state: OrderState | null;
}): NewMaterialOffer {
  if (context.canCreateMaterial) return 'create';
  if (context.requestsDisabled) return null;
  if (context.state !== null && REQUEST_PROMPT_HIDDEN.has(context.state)) return null;
  return 'request';
}

/** §2 the quick-create label: the description cut to 9 characters plus an ellipsis. */
export function quickCreateLabel(description: string): string {
  const text = description.trim();
  const chars = [...text];
  return chars.length > QUICK_CREATE_LABEL_CHARS
    ? `${chars.slice(0, QUICK_CREATE_LABEL_CHARS).join('')}...`
    : text;
}
