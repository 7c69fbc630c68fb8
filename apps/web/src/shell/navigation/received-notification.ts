import type { LiveNotificationPayload } from '@laydown/contracts';

/** A notification as the bell keeps it: the live message's id and when it came. */
export interface ReceivedNotification extends LiveNotificationPayload {
  id: number;
  at: string;
}
