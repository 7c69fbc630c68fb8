/** Business constants of orders (procurement-core §2 Order editing, §4, §5, §9). */

/** §9 "Rounding: default 2 decimals for tax and the rounding helper". */
export const TAX_PRECISION = 2;
/** §9 "part of the product shows 3 decimals for extended cost, unit cost display and the Grand Total". */
export const EXTENDED_COST_PRECISION = 3;
/** §9: the Grand Total shows 3 decimals. */
export const GRAND_TOTAL_PRECISION = 3;
/** §9: money split between lines (the invoice tax split) is in cents. */
export const MONEY_PRECISION = 2;
/** §5, §9 "Tax value or ext cost with tax updates only when it differs by more than 0.001". */
export const TAX_TOLERANCE = '0.001';

/** §9 New order: 1 empty delivery, 10 empty material rows; Add More Materials adds 5 rows. */
export const NEW_ORDER_DELIVERIES = 1;
export const NEW_ORDER_MATERIAL_ROWS = 10;
export const ADD_MORE_MATERIAL_ROWS = 5;

/** §9 Lead-time warning window: 7 days. Quote expiry warning: 3 or fewer days. */
export const LEAD_TIME_WARNING_DAYS = 7;
export const QUOTE_EXPIRY_WARNING_DAYS = 3;

/** §4 "Status badge width 140". */
export const STATUS_BADGE_WIDTH = 140;

/** §2 Comments list shows the last 3 comments. */
export const COMMENTS_SHOWN = 3;
