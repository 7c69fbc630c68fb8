/**
 * Every job the app runs, with the data it carries. A job's data is JSON in pgboss.job, so it
 * holds ids, never rows: the worker reads the current state when it runs.
 */
export interface JobPayloads {
  /** Send one mail_outbox row through SMTP_URL. */
  'mail.deliver': { outboxId: number };
  /**
   * Mail a document sent to its vendor to the order's vendor contacts, with its PDF and a link
   * (issue 12 "Sending", decision 0091). Queued by the unit of work that sent it.
   */
  'orders.vendor_mail': { companyId: number; orderId: number; action: string };
  /**
   * Render an order's PDF for the member who asked (POST /order/{id}/pdf) and announce it on
   * their user channel (decision 0096).
   */
  'orders.pdf': { companyId: number; userId: number; orderId: number };
  /**
   * Render a document's PDF for the vendor user who asked in the portal (POST
   * /vendor_orders/{id}/pdf) and announce it on their vendor_user channel (decision 0111).
   */
  'orders.vendor_pdf': { vendorUserId: number; orderId: number };
  /** Hourly: delete expired sessions and old rate-limit hits. */
  'maintenance.prune': Record<string, never>;
  /** Hourly: delete the generated files (background PDFs) whose url has expired (0096). */
  'files.prune_generated': Record<string, never>;
  /**
   * Hourly: delete the pending blobs that never got their bytes and the uploads attached to
   * nothing, a day on (0075, 0111).
   */
  'files.prune_unattached': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface JobDefinition {
  /** Retries after the first attempt; the attempt after the last retry is final. */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelay: number;
  /** Double the delay after each failed attempt (with jitter). */
  retryBackoff: boolean;
  /** A run still going after this long counts as failed (and is retried). */
  expireInSeconds: number;
  /** When set, the job is also sent on this schedule (cron, UTC). */
  cron?: string;
}

export const JOB_DEFINITIONS: Record<JobName, JobDefinition> = {
  // 30 s, then ~1 min, then ~2 min: a mail server that is briefly away still gets the mail.
  'mail.deliver': { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  // Renders a PDF and writes the mails in one transaction: a failed run leaves nothing, a retry
  // starts afresh.
  'orders.vendor_mail': { retryLimit: 3, retryDelay: 30, retryBackoff: true, expireInSeconds: 300 },
  // The member waits for it: one quick retry, then the page's own timeout tells them.
  'orders.pdf': { retryLimit: 1, retryDelay: 5, retryBackoff: false, expireInSeconds: 120 },
  'orders.vendor_pdf': {
    retryLimit: 1,
    retryDelay: 5,
    retryBackoff: false,
    expireInSeconds: 120,
  },
  'maintenance.prune': {
    retryLimit: 1,
    retryDelay: 300,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '17 * * * *',
  },
  'files.prune_generated': {
    retryLimit: 1,
    retryDelay: 300,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '47 * * * *',
  },
  'files.prune_unattached': {
    retryLimit: 1,
    retryDelay: 300,
    retryBackoff: false,
    expireInSeconds: 600,
    cron: '37 * * * *',
  },
};

export const JOB_NAMES = Object.keys(JOB_DEFINITIONS) as JobName[];
