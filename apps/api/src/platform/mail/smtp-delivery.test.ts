import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany, type TestCompany } from '../../../test/factories/index';
import { latestMailTo } from '../../../test/factories/mail';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

let smtp: SMTPServer;
let received: Received[];
let t: TestApp;
let company: TestCompany;

/** A real SMTP server on a free port; it keeps every message it accepts. */
async function startSmtp(): Promise<number> {
  received = [];
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
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

beforeAll(async () => {
  const port = await startSmtp();
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Laydown Test <no-reply@laydown.test>',
  });
  company = await createCompany(t.db);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('mail through SMTP_URL', () => {
  it('delivers a reset mail with HTML and plain-text parts and records it as sent', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/password',
      remoteAddress: '10.78.0.1',
      payload: { user: { email: member.email } },
    });
    expect(res.statusCode).toBe(200);

    const mail = received.find((m) => m.to.includes(member.email));
    expect(mail?.from).toBe('no-reply@laydown.test');
    expect(mail?.raw).toContain('Subject: Reset your Laydown password');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');

    const row = await latestMailTo(t.db, member.email);
    expect(row.status).toBe('SENT');
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a mail it could not deliver as FAILED with the reason', async () => {
    const member = await addMember(t.db, company.id, 'USER');
    const broken = await buildTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await broken.app.inject({
        method: 'POST',
        url: '/api/users/password',
        remoteAddress: '10.78.0.2',
        payload: { user: { email: member.email } },
      });
      // The request itself succeeded; the admin sees the failure in the outbox.
      expect(res.statusCode).toBe(200);
      const row = await latestMailTo(t.db, member.email);
      expect(row.status).toBe('FAILED');
      expect(row.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await broken.close();
    }
  });
});
