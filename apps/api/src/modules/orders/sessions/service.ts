import type { OrderSessionEvent } from '@laydown/domain';
import { ORDER_SESSION_MESSAGES as TEXT } from '@laydown/domain';
import {
  liveChannels,
  type OrderSessionMessage,
  type OrderSessionRecord,
} from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { forbidImpersonator } from '../../../platform/auth/guards';
import { ConflictError, ForbiddenError, OrderSessionError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { inUnitOfWork, type UnitOfWork } from '../../../platform/unit-of-work';
import { findOrderSettings } from '../repositories/settings-repository';
import { requireVisibleOrder } from '../services/order-access';
import { mayUnlockOrder } from './policy';
import { lockOwner, presentSession } from './presenter';
import * as sessions from './repository';

/**
 * procurement-core §4 Order edit session, §7 PATCH /order_session/{update,unlock,release}
 * (decision 0086). Every change of owner is announced on the order's contractor channel through
 * the unit of work, so a rolled-back take announces nothing.
 */
export interface SessionSettings {
  lapseSeconds: number;
}

type Mode = 'take' | 'unlock';

/** PATCH /order_session/update: takes a free or lapsed lock, or keeps one's own (the heartbeat). */
export function updateSession(
  db: Executor,
  scope: CompanyScope,
  orderId: number,
  settings: SessionSettings,
): Promise<OrderSessionRecord> {
  return holdSession(db, scope, orderId, settings, 'take');
}

/** PATCH /order_session/unlock: takes the lock over from whoever holds it (§4). */
export function unlockSession(
  db: Executor,
  scope: CompanyScope,
  orderId: number,
  settings: SessionSettings,
): Promise<OrderSessionRecord> {
  return holdSession(db, scope, orderId, settings, 'unlock');
}

async function holdSession(
  db: Executor,
  scope: CompanyScope,
  orderId: number,
  settings: SessionSettings,
  mode: Mode,
): Promise<OrderSessionRecord> {
  forbidImpersonator(scope);
  await requireVisibleOrder(db, scope, orderId);
  const canUnlock = mayUnlockOrder(scope, (await findOrderSettings(db, scope)).orderUnlockEnabled);
  if (mode === 'unlock' && !canUnlock) throw new ForbiddenError(TEXT.unlockDisabled);
  return inUnitOfWork(db, scope, async (uow) => {
    await takeLock(uow, orderId, settings.lapseSeconds, mode);
    const row = await sessions.findSession(uow.tx, scope, orderId);
    return presentSession(orderId, row, { lapseSeconds: settings.lapseSeconds, canUnlock });
  });
}

async function takeLock(
  uow: UnitOfWork<CompanyScope>,
  orderId: number,
  lapseSeconds: number,
  mode: Mode,
): Promise<void> {
  const { tx, scope } = uow;
  const me = scope.companyUserId;
  // Two attempts: a release may delete the row between the insert and the read.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (await sessions.insertSession(tx, scope, orderId, me, lapseSeconds)) {
      return announce(uow, orderId, 'blocked');
    }
    const row = await sessions.findSession(tx, scope, orderId, { forUpdate: true });
    if (!row) continue;
    if (row.ownerCompanyUserId === me) {
      return sessions.extendSession(tx, scope, orderId, lapseSeconds);
    }
    if (!row.live || mode === 'unlock') {
      const takenBy = row.live ? 'unlock' : 'expired';
      await sessions.takeOverSession(tx, scope, orderId, {
        owner: me,
        previous: row.ownerCompanyUserId,
        takenBy,
        lapseSeconds,
      });
      return announce(uow, orderId, takenBy === 'unlock' ? 'unlocked' : 'expired');
    }
    throw inUse(row, me);
  }
  throw new ConflictError(TEXT.inUse('another user'), 'conflict');
}

/** The refusal naming the owner; to the former owner, it also says how they lost the lock. */
function inUse(row: sessions.SessionRow, me: number): OrderSessionError {
  const lostByMe = row.previousOwnerCompanyUserId === me && row.takenBy !== 'take';
  return new OrderSessionError(
    'sessions_in_use_by_another_user',
    TEXT.inUse(row.ownerName),
    lockOwner(row),
    lostByMe ? (row.takenBy === 'unlock' ? 'unlocked' : 'expired') : undefined,
  );
}

/** PATCH /order_session/release: the owner lets go (leaving the page); nobody holds it after. */
export async function releaseSession(
  db: Executor,
  scope: CompanyScope,
  orderId: number,
  settings: SessionSettings,
): Promise<OrderSessionRecord> {
  forbidImpersonator(scope);
  await requireVisibleOrder(db, scope, orderId);
  const canUnlock = mayUnlockOrder(scope, (await findOrderSettings(db, scope)).orderUnlockEnabled);
  await inUnitOfWork(db, scope, async (uow) => {
    const row = await sessions.findSession(uow.tx, scope, orderId, { forUpdate: true });
    if (!row) return;
    if (row.ownerCompanyUserId !== scope.companyUserId) {
      throw new OrderSessionError(
        'sessions_belongs_to_another_user',
        TEXT.belongsToAnother(row.ownerName),
        lockOwner(row),
      );
    }
    await sessions.deleteSession(uow.tx, scope, orderId);
    await announce(uow, orderId, 'released');
  });
  return presentSession(orderId, null, { lapseSeconds: settings.lapseSeconds, canUnlock });
}

/**
 * A save of the order (PATCH /order/{id}) while another user's live lock holds it is refused with
 * the session error naming them: the blocked user cannot edit (§2). A caller holding no lock may
 * save a free order (an API client, or a page whose heartbeat has not answered yet).
 */
export async function refuseIfLockedByAnother(
  tx: Executor,
  scope: CompanyScope,
  orderId: number,
): Promise<void> {
  const row = await sessions.findSession(tx, scope, orderId);
  if (row?.live && row.ownerCompanyUserId !== scope.companyUserId) {
    throw inUse(row, scope.companyUserId);
  }
}

async function announce(
  uow: UnitOfWork<CompanyScope>,
  orderId: number,
  event: OrderSessionEvent,
): Promise<void> {
  const row = event === 'released' ? null : await sessions.findSession(uow.tx, uow.scope, orderId);
  const message: OrderSessionMessage = {
    type: 'session',
    event,
    owner: row ? lockOwner(row) : null,
    by_user_id: uow.scope.userId,
  };
  await uow.publish(liveChannels.orderContractor(orderId), message);
}
