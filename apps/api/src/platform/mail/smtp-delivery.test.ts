import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import { latestMailTo } from '../../../test/factories/mail';
import type { Database } from '../../db/client';
import { JOB_DEFINITIONS } from '../jobs/job-names';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Mail to these addresses is refused by the server, as a mailbox that does not exist would be. */
const refused = new Set<string>();

let smtp: SMTPServer;
let received: Received[];
let refusals: number;
let t: TestApp;
let company: TestCompany;

/** A real SMTP server on a free port; it keeps every message it accepts. */
async function startSmtp(): Promise<number> {
  received = [];
  refusals = 0;
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!refused.has(address.address)) return callback();
      refusals += 1;
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return (smtp.server.address() as AddressInfo).port;
}

/** The mail's row once its delivery job has settled (SENT or FAILED). */
async function settledMailTo(db: Database, to: string) {
  for (let i = 0; i < 150; i++) {
    const row = await latestMailTo(db, to);
    if (row.status !== 'OUTBOX') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`mail to ${to} was not delivered in time`);
}

async function jobsFor(db: Database, outboxId: number) {
  const result = await db.execute<{ state: string }>(
    sql`select state from pgboss.job where name = 'mail.deliver' and data->>'outboxId' = ${String(outboxId)}`,
  );
  return result.rows;
}

const resetRequest = (email: string, ip: string) => ({
  method: 'POST' as const,
  url: '/api/users/password',
  remoteAddress: ip,
  payload: { user: { email } },
});

beforeAll(async () => {
  const port = await startSmtp();
  // Workers on, polling every half second and retrying at once, so retries take a moment.
  t = await buildTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Laydown Test <no-reply@laydown.test>',
      JOBS: '1',
    },
    undefined,
    { pollingIntervalSeconds: 0.5, retryDelaySeconds: 0 },
  );
  company = await createCompany(t.db);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP_URL', () => {
  it('queues the mail with the request and a job delivers it with HTML and plain-text parts', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const res = await t.app.inject(resetRequest(member.email, '10.78.0.1'));
    expect(res.statusCode).toBe(200);

    const row = await settledMailTo(t.db, member.email);
    expect(row.status).toBe('SENT');
    expect(row.sentAt).toBeInstanceOf(Date);

    const mail = received.find((m) => m.to.includes(member.email));
    expect(mail?.from).toBe('no-reply@laydown.test');
    expect(mail?.raw).toContain('Subject: Reset your Laydown password');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
  });

  it('retries a refused mail and keeps it as FAILED with the reason after the last attempt', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    refused.add(member.email);
    const before = refusals;
    const res = await t.app.inject(resetRequest(member.email, '10.78.0.2'));
    // The request itself succeeded; the admin sees the failure in the outbox.
    expect(res.statusCode).toBe(200);

    const row = await settledMailTo(t.db, member.email);
    expect(row.status).toBe('FAILED');
    expect(row.error).toMatch(/550 Mailbox unavailable/);
    expect(refusals - before).toBe(JOB_DEFINITIONS['mail.deliver'].retryLimit + 1);
    expect(await jobsFor(t.db, row.id)).toEqual([{ state: 'failed' }]);
  });

  it('delivers the files stored with a mail as attachments', async () => {
    const to = `attached-${Date.now()}@x.test`;
    const content = Buffer.from('%PDF-1.3 a tiny test file');
    await t.db.transaction((tx) =>
      t.deps.mailer.send(tx, {
        kind: 'vendor_document',
        subject: 'With a file',
        html: '<p>h</p>',
        text: 't',
        to,
        companyId: company.id,
        attachments: [{ filename: 'RFQ-1007.pdf', contentType: 'application/pdf', content }],
      }),
    );
    expect((await settledMailTo(t.db, to)).status).toBe('SENT');
    const mail = received.find((m) => m.to.includes(to));
    expect(mail?.raw).toMatch(/Content-Type: application\/pdf; name=RFQ-1007\.pdf/);
    expect(mail?.raw).toContain('Content-Disposition: attachment; filename=RFQ-1007.pdf');
    expect(mail?.raw).toContain(content.toString('base64'));
  });

  it('writes neither the mail nor its job when the transaction that sent it rolls back', async () => {
    const to = `rolled-back-${Date.now()}@x.test`;
    const mail = { kind: 'invitation' as const, subject: 'S', html: '<p>h</p>', text: 't' };
    let outboxId = 0;
    await expect(
      t.db.transaction(async (tx) => {
        outboxId = (await t.deps.mailer.send(tx, { ...mail, to, companyId: company.id })).id;
        throw new Error('the request failed after mailing');
      }),
    ).rejects.toThrow('the request failed after mailing');

    await expect(latestMailTo(t.db, to)).rejects.toThrow(`no mail to ${to}`);
    expect(await jobsFor(t.db, outboxId)).toEqual([]);

    // The same send in a transaction that commits leaves both.
    const kept = await t.db.transaction((tx) =>
      t.deps.mailer.send(tx, { ...mail, to, companyId: company.id }),
    );
    expect(await jobsFor(t.db, kept.id)).toHaveLength(1);
  });
});
