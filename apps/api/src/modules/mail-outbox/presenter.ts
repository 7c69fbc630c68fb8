import type { OutboxAttachment, OutboxMail, OutboxMailSummary } from '@laydown/contracts';
import type { OutboxRow } from '../../platform/mail/outbox-repository';

export function presentMailSummary(row: OutboxRow): OutboxMailSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    company_id: row.companyId,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.error,
  };
}

export function presentMail(
  row: OutboxRow,
  files: readonly { id: number; filename: string; contentType: string; byteSize: number }[],
): OutboxMail {
  const attachments: OutboxAttachment[] = files.map((file) => ({
    id: file.id,
    filename: file.filename,
    content_type: file.contentType,
    byte_size: file.byteSize,
  }));
  return { ...presentMailSummary(row), html: row.html, text: row.text, attachments };
}
