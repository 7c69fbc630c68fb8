import type { OrderSessionRecord } from '@laydown/contracts';
import { ORDER_SESSION_TIMINGS } from '@laydown/domain';
import type { LockOwner } from '../../../platform/errors';
import type { SessionRow } from './repository';

export function lockOwner(row: SessionRow): LockOwner {
  return { id: row.ownerUserId, name: row.ownerName };
}

/** How often the owner's page beats: three beats per lapse, never slower than the default. */
export function heartbeatSeconds(lapseSeconds: number): number {
  return Math.max(
    1,
    Math.min(ORDER_SESSION_TIMINGS.heartbeatSeconds, Math.floor(lapseSeconds / 3)),
  );
}

export function presentSession(
  orderId: number,
  row: SessionRow | null,
  options: { lapseSeconds: number; canUnlock: boolean },
): OrderSessionRecord {
  const held = row?.live ? row : null;
  return {
    order_id: orderId,
    owner: held ? lockOwner(held) : null,
    expires_at: held ? held.expiresAt.toISOString() : null,
    heartbeat_seconds: heartbeatSeconds(options.lapseSeconds),
    lapse_seconds: options.lapseSeconds,
    can_unlock: options.canUnlock,
  };
}
