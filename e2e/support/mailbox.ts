import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  smtpUrl: string;
  dir: string;
  stop: () => Promise<void>;
}

/**
 * A real SMTP server for the journeys: the app delivers its mail to it as it would to any mail
 * server (SMTP_URL), and every message lands as a JSON file in `dir`, where the journeys read the
 * links a person would click. The outbox page itself never shows those links (decision 0029).
 */
export async function startMailbox(): Promise<Mailbox> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-mailbox-'));
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const file = path.join(dir, `${Date.now()}-${String(++n).padStart(6, '0')}.json`);
          fs.writeFileSync(
            file,
            JSON.stringify({
              to,
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              attachments: mail.attachments.map((a) => ({
                filename: a.filename ?? '',
                head: a.content.subarray(0, 4).toString('latin1'),
              })),
            }),
          );
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('the mailbox has no port');
  return {
    smtpUrl: `smtp://127.0.0.1:${address.port}`,
    dir,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Delivered {
  to: string[];
  subject: string;
  text: string;
  /** Each attached file's name and first four bytes (`%PDF` for a PDF). */
  attachments?: { filename: string; head: string }[];
}

/** The newest mail delivered to `to`, waiting for the app's mail job to send it. */
export async function latestMail(dir: string, to: string, timeoutMs = 30_000): Promise<Delivered> {
  const deadline = Date.now() + timeoutMs;
  const want = to.toLowerCase();
  while (Date.now() < deadline) {
    const files = fs.readdirSync(dir).sort().reverse();
    for (const file of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Delivered;
      if (mail.to.includes(want)) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}
