import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { addMember, createCompany } from '../../../test/factories/index';
import { liveMessages, rateLimitHits, sessions } from '../../db/schema/index';
import { createSession } from '../auth/session-store';
import { hashToken } from '../auth/tokens';
import { pruneExpired } from './maintenance';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 3_600_000;

async function sessionFor(userId: number, expiresAt: Date) {
  const { token } = await createSession(t.db, { userId, persistent: true, persistentDays: 1 });
  const tokenHash = hashToken(token);
  await t.db.update(sessions).set({ expiresAt }).where(eq(sessions.tokenHash, tokenHash));
  return tokenHash;
}

describe('the hourly maintenance.prune job', () => {
  it('deletes expired sessions and keeps the ones still valid', async () => {
    const company = await createCompany(t.db);
    const member = await addMember(t.db, company.id, 'USER');
    const expired = await sessionFor(member.userId, new Date(Date.now() - HOUR));
    const valid = await sessionFor(member.userId, new Date(Date.now() + HOUR));

    await pruneExpired(t.db);

    const left = await t.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(inArray(sessions.tokenHash, [expired, valid]));
    expect(left).toEqual([{ tokenHash: valid }]);
  });

  it('deletes rate-limit hits older than a day and keeps recent ones', async () => {
    const key = `prune-${Date.now()}`;
    await t.db.insert(rateLimitHits).values([
      { bucket: 'test', key, hitAt: new Date(Date.now() - 25 * HOUR) },
      { bucket: 'test', key, hitAt: new Date(Date.now() - 23 * HOUR) },
    ]);

    await pruneExpired(t.db);

    const left = await t.db
      .select({ hitAt: rateLimitHits.hitAt })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, key));
    expect(left).toHaveLength(1);
    expect(left[0]!.hitAt.getTime()).toBeGreaterThan(Date.now() - 24 * HOUR);
  });

  it('deletes live messages older than an hour and keeps recent ones', async () => {
    const company = await createCompany(t.db);
    const channel = `prune:${company.id}`;
    await t.db.insert(liveMessages).values([
      {
        companyId: company.id,
        channel,
        payload: { n: 1 },
        createdAt: new Date(Date.now() - 2 * HOUR),
      },
      { companyId: company.id, channel, payload: { n: 2 } },
    ]);

    await pruneExpired(t.db);

    const left = await t.db
      .select({ payload: liveMessages.payload })
      .from(liveMessages)
      .where(eq(liveMessages.channel, channel));
    expect(left).toEqual([{ payload: { n: 2 } }]);
  });
});
