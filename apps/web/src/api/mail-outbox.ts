import {
  listOf,
  outboxMailBody,
  outboxMailSummary,
  type OutboxMail,
  type OutboxMailSummary,
} from '@laydown/contracts';
import { http } from './http-client';

const mailList = listOf(outboxMailSummary);

export interface MailPage {
  records: OutboxMailSummary[];
  total_count: number;
  has_more: boolean;
}

export function fetchMailOutbox(
  page: number,
  search: string,
  signal?: AbortSignal,
): Promise<MailPage> {
  const params = new URLSearchParams({ page: String(page) });
  if (search) params.set('search', search);
  return http.request(`/api/mail_outbox?${params.toString()}`, { schema: mailList, signal });
}

export function fetchMail(id: number, signal?: AbortSignal): Promise<OutboxMail> {
  return http
    .request(`/api/mail_outbox/${id}`, { schema: outboxMailBody, signal })
    .then((body) => body.mail);
}
