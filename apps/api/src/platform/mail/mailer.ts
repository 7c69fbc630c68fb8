import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import type { JobQueue } from '../jobs/job-queue';
import { insertMail, type OutboxRow } from './outbox-repository';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The company the mail belongs to, or null for a person's own account mail. */
  companyId: number | null;
}

export interface Mailer {
  /**
   * Records the mail in the outbox and, when SMTP is configured, queues its delivery
   * (`mail.deliver`). Call it with the request's transaction: a request that fails mails no one.
   */
  send(db: Executor, mail: OutgoingMail): Promise<OutboxRow>;
}

/** With SMTP_URL a job delivers each mail; without it the outbox table is the mailbox. */
export function createMailer(config: Pick<Config, 'smtpUrl'>, jobs: JobQueue): Mailer {
  return {
    async send(db, mail) {
      const row = await insertMail(db, {
        companyId: mail.companyId,
        kind: mail.kind,
        toAddress: mail.to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
      if (config.smtpUrl) await jobs.enqueue(db, 'mail.deliver', { outboxId: row.id });
      return row;
    },
  };
}
