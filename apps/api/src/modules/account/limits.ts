import { MESSAGES } from '@laydown/domain';
import type { Limit } from '../../platform/rate-limit';

const HOUR = 3600;
const message = MESSAGES.account.tooManyRequests;

/**
 * Mail-sending and token calls, per email and per address. Every call counts (not only failures):
 * each success mails someone, and a token guess is as costly to allow as a failed sign-in.
 */
export const ACCOUNT_LIMITS = {
  mailPerEmail: { bucket: 'account_mail:email', max: 5, windowSeconds: HOUR, message },
  mailPerAddress: { bucket: 'account_mail:ip', max: 30, windowSeconds: HOUR, message },
  tokenPerAddress: { bucket: 'account_token:ip', max: 30, windowSeconds: 15 * 60, message },
  oldPasswordPerUser: { bucket: 'password_change:user', max: 10, windowSeconds: 15 * 60, message },
} satisfies Record<string, Limit>;
