/** Business constants of access-and-platform §9 used by the platform. */
export const PASSWORD_MIN_LENGTH = 8;
export const LIST_PAGE_SIZE = 50;
export const FETCH_ALL_PAGE_SIZE = 1000;
export const IDLE_RELOAD_MS = 3_600_000;
export const QUERY_RETRY_DELAY_MS = 1_000;
export const HTTP_RETRY_COUNT = 3;
export const HTTP_RETRY_DELAY_MS = 3_000;
export const MAX_UPLOAD_BYTES = 104_857_600;
export const SIGN_IN_FORM_WIDTH = 320;
export const DRAWER_WIDTH = {
  navigation: 378,
  filters: 378,
  notifications: 600,
  stock: 635,
  default: 736,
} as const;
export const BREAKPOINTS = { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1600 } as const;
/** How long mailed links stay good (the spec gives no figures; these are Devise's usual ones). */
export const RESET_PASSWORD_TOKEN_HOURS = 6;
export const CONFIRMATION_TOKEN_HOURS = 72;
export const INVITATION_DAYS = 14;
