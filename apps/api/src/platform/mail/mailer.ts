import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import type { SecretBox } from '../secrets/secret-box';
import { insertAttachments, insertMail, type OutboxRow } from './outbox-repository';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The company the mail belongs to, or null for a person's own account mail. */
  companyId: number | null;
  /** Files sent with the mail (an order's PDF): stored with it, so its delivery job attaches them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface Mailer {
  /**
   * Records the mail in the outbox and, when SMTP is configured, queues its delivery
   * (`mail.deliver`). Call it with the request's transaction: a request that fails mails no one.
   */
  send(db: Executor, mail: OutgoingMail): Promise<OutboxRow>;
}

/**
 * With SMTP_URL a job delivers each mail; without it the outbox table is the mailbox. A mail with a
 * secret link is kept readable without the link; the bodies as sent are sealed for delivery only.
 */
export function createMailer(
  config: Pick<Config, 'smtpUrl'>,
  jobs: JobQueue,
  secrets: SecretBox,
): Mailer {
  return {
    async send(db, mail) {
      const shown = mail.withoutSecret ?? mail;
      const row = await insertMail(db, {
        companyId: mail.companyId,
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        html: shown.html,
        text: shown.text,
        sealedBody: mail.withoutSecret ? sealBody(secrets, mail) : null,
      });
      if (mail.attachments?.length) await insertAttachments(db, row.id, mail.attachments);
      if (config.smtpUrl) await jobs.enqueue(db, 'mail.deliver', { outboxId: row.id });
      return row;
    },
  };
}

export interface MailBody {
  html: string;
  text: string;
}

function sealBody(secrets: SecretBox, body: MailBody): string {
  return secrets.seal(JSON.stringify({ html: body.html, text: body.text }));
}

/** The body to deliver: the sealed one when the mail holds a secret, else the one shown. */
export function bodyToDeliver(secrets: SecretBox, row: OutboxRow): MailBody {
  if (!row.sealedBody) return { html: row.html, text: row.text };
  const body = JSON.parse(secrets.open(row.sealedBody)) as MailBody;
  return { html: body.html, text: body.text };
}
