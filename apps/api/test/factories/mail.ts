import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema/index';
import { bodyToDeliver } from '../../src/platform/mail/mailer';
import { createSecretBox } from '../../src/platform/secrets/secret-box';
import { TEST_SECRET_KEY } from '../build-test-app';

/** The newest mail written to `to`, as the outbox holds it (and shows it). */
export async function latestMailTo(db: Database, to: string) {
  const [row] = await db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  if (!row) throw new Error(`no mail to ${to}`);
  return row;
}

/** The newest mail to `to` as its recipient receives it: secret links included. */
export async function deliveredMailTo(db: Database, to: string) {
  const row = await latestMailTo(db, to);
  return bodyToDeliver(createSecretBox(Buffer.from(TEST_SECRET_KEY, 'base64')), row);
}

/** The value of query parameter `param` in the first link of a mail's plain text. */
export function tokenIn(text: string, param: string): string {
  const match = new RegExp(`[?&]${param}=([^&\\s]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${param} in mail`);
  return decodeURIComponent(match[1]);
}
