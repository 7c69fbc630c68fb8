import type { OrderState } from '@laydown/domain';

/**
 * The colours of each order state, shared by the list's status badges and the dashboard's bars.
 * Dark text on a light tint: every pair reads at 4.5:1 or better (axe-core colour contrast).
 */
export interface StateLook {
  text: string;
  tint: string;
}

const NEUTRAL: StateLook = { text: '#434343', tint: '#f5f5f5' };
const REQUEST: StateLook = { text: '#874d00', tint: '#fffbe6' };

export const STATE_LOOK: Record<OrderState, StateLook> = {
  DRAFT: NEUTRAL,
  DRAFTED_REQUEST: NEUTRAL,
  REQUESTED: REQUEST,
  APPROVED: REQUEST,
  QUOTED: { text: '#391085', tint: '#f9f0ff' },
  ORDERED: { text: '#003eb3', tint: '#e6f4ff' },
  SHIPPED: { text: '#00474f', tint: '#e6fffb' },
  PARTIALLY_SHIPPED: { text: '#10239e', tint: '#f0f5ff' },
  DELIVERED: { text: '#135200', tint: '#f6ffed' },
  CANCELLED: { text: '#a8071a', tint: '#fff1f0' },
  ORDERED_CONFIRMED_CANCELLATION_REQUESTED: { text: '#871400', tint: '#fff2e8' },
};
