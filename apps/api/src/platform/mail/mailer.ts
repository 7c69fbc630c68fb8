import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Executor } from '../../db/client';
import { insertMail, markDelivered, markFailed, type OutboxRow } from './outbox-repository';
import type { RenderedMail } from './templates';

export interface OutgoingMail extends RenderedMail {
  to: string;
  /** The company the mail belongs to, or null for a person's own account mail. */
  companyId: number | null;
}

export interface Mailer {
  /**
   * Records the mail in the outbox and, when SMTP is configured, delivers it. Call it after the
   * request's transaction commits, so a failed request never mails anyone.
   */
  send(db: Executor, mail: OutgoingMail): Promise<OutboxRow>;
  close(): void;
}

/** nodemailer through SMTP_URL when set; otherwise the outbox table is the mailbox. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>): Mailer {
  const transport: Transporter | null = config.smtpUrl
    ? nodemailer.createTransport(config.smtpUrl)
    : null;
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
      if (!transport) return row;
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
        });
        await markDelivered(db, row.id);
        return { ...row, status: 'SENT' };
      } catch (error) {
        // The request that caused the mail has succeeded; the failure is kept for the admin to see.
        const message = error instanceof Error ? error.message : String(error);
        await markFailed(db, row.id, message);
        return { ...row, status: 'FAILED', error: message };
      }
    },
    close() {
      transport?.close();
    },
  };
}
