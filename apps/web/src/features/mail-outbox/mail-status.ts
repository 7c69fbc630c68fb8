import type { OutboxMailSummary } from '@laydown/contracts';

export const MAIL_STATUS_LOOK: Record<
  OutboxMailSummary['status'],
  { label: string; color: string }
> = {
  OUTBOX: { label: 'In outbox', color: 'blue' },
  SENT: { label: 'Sent', color: 'green' },
  FAILED: { label: 'Failed', color: 'red' },
};
