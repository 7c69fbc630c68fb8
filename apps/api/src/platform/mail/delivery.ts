import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { JobAttempt, JobQueue } from '../jobs/job-queue';
import type { SecretBox } from '../secrets/secret-box';
import { bodyToDeliver } from './mailer';
import { findAttachments, findMailById, markDelivered, markFailed } from './outbox-repository';

type Send = Pick<Transporter, 'sendMail'>;

/**
 * The `mail.deliver` worker: sends one outbox row. A failed attempt is retried (the row stays in
 * the outbox meanwhile); when the last attempt fails the row becomes FAILED with the reason.
 */
export async function deliverMail(
  { db, secrets }: { db: Database; secrets: SecretBox },
  transport: Send,
  from: string,
  outboxId: number,
  attempt: Pick<JobAttempt, 'final'>,
): Promise<void> {
  const mail = await findMailById(db, outboxId);
  // Already delivered (a run that timed out after sending) or gone with its company.
  if (!mail || mail.status === 'SENT') return;
  const files = await findAttachments(db, outboxId);
  try {
    await transport.sendMail({
      from,
      to: mail.toAddress,
      subject: mail.subject,
      ...bodyToDeliver(secrets, mail),
      ...(files.length > 0
        ? {
            attachments: files.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              content: file.content,
            })),
          }
        : {}),
    });
  } catch (error) {
    if (attempt.final) {
      await markFailed(db, outboxId, error instanceof Error ? error.message : String(error));
    }
    throw error;
  }
  await markDelivered(db, outboxId);
}

/** Registers delivery when SMTP_URL is set; without it nothing is queued and nothing is sent. */
export function registerMailDelivery(
  jobs: JobQueue,
  {
    db,
    config,
    secrets,
  }: { db: Database; config: Pick<Config, 'smtpUrl' | 'mailFrom'>; secrets: SecretBox },
): void {
  if (!config.smtpUrl) return;
  const transport = nodemailer.createTransport(config.smtpUrl);
  jobs.work('mail.deliver', ({ outboxId }, attempt) =>
    deliverMail({ db, secrets }, transport, config.mailFrom, outboxId, attempt),
  );
  jobs.onStop(() => transport.close());
}
