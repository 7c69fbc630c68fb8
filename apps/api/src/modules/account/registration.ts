import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@laydown/domain';
import type { Executor } from '../../db/client';
import { publicOrderForms } from '../../db/schema/index';
import { hashPassword } from '../../platform/auth/passwords';
import { ConflictError, NotFoundError } from '../../platform/errors';
import { EMAIL_TAKEN } from '../users/service';
import * as users from '../users/service';
import { ACCOUNT_LIMITS } from './limits';
import { sendConfirmation, spend, type AccountDeps } from './service';

/** The active form at `urlExtension` (any case); with `companyId`, only that company's. */
export async function findPublicOrderForm(db: Executor, urlExtension: string, companyId?: number) {
  const [row] = await db
    .select()
    .from(publicOrderForms)
    .where(
      and(
        sql`lower(${publicOrderForms.urlExtension}) = lower(${urlExtension})`,
        eq(publicOrderForms.active, true),
        companyId === undefined ? undefined : eq(publicOrderForms.companyId, companyId),
      ),
    )
    .limit(1);
  return row;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  urlExtension: string;
  ip: string;
}

/**
 * POST /api/users: a material requester of the form's company, unconfirmed until the mailed link
 * is used, so nobody signs in with an address that is not theirs.
 */
export async function registerRequester(deps: AccountDeps, input: Registration): Promise<void> {
  const { db } = deps;
  await spend(db, [
    [ACCOUNT_LIMITS.mailPerEmail, input.email],
    [ACCOUNT_LIMITS.mailPerAddress, input.ip],
  ]);
  const form = await findPublicOrderForm(db, input.urlExtension);
  if (!form) throw new NotFoundError(MESSAGES.registration.unknownOrderForm);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    if (await users.findUserByEmail(tx, input.email)) {
      throw new ConflictError(EMAIL_TAKEN, 'email_taken');
    }
    const row = await users.insertUser(tx, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      confirmedAt: null,
    });
    await users.insertMembership(tx, {
      companyId: form.companyId,
      userId: row.id,
      roleName: 'MATERIAL_REQUESTER',
      invitationAcceptedAt: new Date(),
    });
    await users.recordCompanyChoice(tx, row.id, form.companyId);
    await sendConfirmation(deps, tx, { ...row, lastCompanyId: form.companyId });
  });
}

/** The demo and the tests give a company a form; the order-form screens belong to orders. */
export async function createPublicOrderForm(db: Executor, companyId: number, urlExtension: string) {
  const [row] = await db.insert(publicOrderForms).values({ companyId, urlExtension }).returning();
  if (!row) throw new Error('insert public_order_forms returned nothing');
  return row;
}
