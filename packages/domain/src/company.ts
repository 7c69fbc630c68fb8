/** access-and-platform §1. */
export const PLAN_TIERS = ['BASIC', 'PROFESSIONAL', 'BUILDER'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

export const COMPANY_TYPES = [
  'GENERAL_CONTRACTOR',
  'SUB_CONTRACTOR',
  'CONSTRUCTION_MANAGER',
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

/** The home page a user can choose (access-and-platform §1). */
export const HOME_PAGES = ['Projects', 'Orders', 'Invoices', 'Inventory'] as const;
export type HomePage = (typeof HOME_PAGES)[number];

/** Notification email frequency (access-and-platform §9), with the spec's labels. */
export const NOTIFICATION_FREQUENCIES = ['IMMEDIATE', 'HOURLY', 'DAILY', 'OFF'] as const;
export type NotificationFrequency = (typeof NOTIFICATION_FREQUENCIES)[number];
export const NOTIFICATION_FREQUENCY_LABELS: Record<NotificationFrequency, string> = {
  IMMEDIATE: 'Email notifications as they happen',
  HOURLY: 'Hourly notifications',
  DAILY: 'Daily notifications',
  OFF: 'Email notifications OFF',
};
