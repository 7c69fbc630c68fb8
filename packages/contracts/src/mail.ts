import { z } from 'zod';
import { idText, queryInt } from './primitives';
import { LIST_PAGE_SIZE } from '@laydown/domain';

export const MAIL_STATUSES = ['OUTBOX', 'SENT', 'FAILED'] as const;

/** A mail as the Mail outbox page lists it. */
export const outboxMailSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  company_id: z.number().int().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});
export type OutboxMailSummary = z.infer<typeof outboxMailSummary>;

/** A file sent with a mail (an order's PDF), downloadable from the Mail outbox page. */
export const outboxAttachment = z.object({
  id: z.number().int(),
  filename: z.string(),
  content_type: z.string(),
  byte_size: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof outboxAttachment>;

/** One mail with both of its bodies and its files. */
export const outboxMail = outboxMailSummary.extend({
  html: z.string(),
  text: z.string(),
  attachments: z.array(outboxAttachment),
});
export type OutboxMail = z.infer<typeof outboxMail>;
export const outboxMailBody = z.object({ mail: outboxMail });

export const outboxQuery = z
  .object({
    page: queryInt(1).default(1),
    per_page: queryInt(1, 1000).default(LIST_PAGE_SIZE),
    /** Part of the recipient or the subject. */
    search: z.string().trim().max(200).optional(),
  })
  .strict();
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxAttachmentParams = z.object({ id: idText, attachment_id: idText }).strict();
