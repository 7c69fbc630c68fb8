import { canResendInvitation, INVITATION_DAYS, MESSAGES } from '@laydown/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { companies, companyUsers } from '../../db/schema/index';
import {
  consumeAccountToken,
  findAccountToken,
  issueAccountToken,
} from '../../platform/auth/account-tokens';
import { hashPassword } from '../../platform/auth/passwords';
import type { CompanyContext } from '../../platform/auth/principal';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { invitationMail } from '../../platform/mail/templates';
import { assertUnderLimit, recordHit } from '../../platform/rate-limit';
import { ACCOUNT_LIMITS } from '../account/limits';
import * as companyUsersService from '../company-users/service';
import * as companyUsersRepo from '../company-users/repository';
import { membershipFacts } from '../company-users/presenter';
import * as users from '../users/service';

export interface InvitationDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

export const INVITATION_MESSAGES = {
  alreadyMember: 'This person is already a member of your company.',
  cannotResend: 'This invitation was already accepted.',
} as const;

const TTL_HOURS = INVITATION_DAYS * 24;

const acceptUrl = (config: Config, token: string) =>
  `${config.appUrl}/?access-type=CONTRACTOR&invitation_token=${encodeURIComponent(token)}`;

async function companyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The invitation mail, in the transaction that made the invitation; no token: sign in instead. */
async function mailInvitation(
  { config, mailer }: Pick<InvitationDeps, 'config' | 'mailer'>,
  tx: Executor,
  ctx: CompanyContext,
  input: { to: string; token: string | null; expiresAt: Date; inviterName: string },
): Promise<void> {
  await mailer.send(tx, {
    to: input.to,
    companyId: ctx.companyId,
    ...invitationMail({
      companyName: await companyName(tx, ctx.companyId),
      inviterName: input.inviterName,
      url: input.token
        ? acceptUrl(config, input.token)
        : `${config.appUrl}/?access-type=CONTRACTOR`,
      expiresAt: input.expiresAt,
    }),
  });
}

export interface InviteInput {
  email: string;
  role_id: number;
  project_group_ids: number[];
  replacing_user_id?: number | null;
}

/**
 * POST /api/users/invitation. A new address gets an account without a password and a mailed
 * token; someone who already has a Laydown account joins at once and is told by mail.
 */
export async function invite(
  { db, config, mailer }: InvitationDeps,
  ctx: CompanyContext,
  input: InviteInput,
  inviterName: string,
) {
  const companyUserId = await db.transaction(async (tx) => {
    await companyUsersService.assertRole(tx, ctx, input.role_id, 'user.role_id');
    await companyUsersService.assertProjectGroups(
      tx,
      ctx,
      input.project_group_ids,
      'user.project_group_ids',
    );
    const replacing = input.replacing_user_id ?? null;
    if (replacing !== null && !(await companyUsersRepo.findCompanyUser(tx, ctx, replacing))) {
      const message = companyUsersService.COMPANY_USER_MESSAGES.unknownReplacedUser;
      throw new ValidationError(message, { 'user.replacing_user_id': [message] });
    }
    const existing = await users.findUserByEmail(tx, input.email);
    if (existing && (await companyUsersRepo.findMembershipOfUser(tx, ctx, existing.id))) {
      throw new ConflictError(INVITATION_MESSAGES.alreadyMember, 'already_member');
    }
    const user =
      existing ??
      (await users.insertUser(tx, {
        email: input.email,
        passwordHash: null,
        firstName: '',
        lastName: '',
        confirmedAt: null,
      }));
    const hasAccount = Boolean(existing?.passwordHash);
    const expiresAt = new Date(Date.now() + TTL_HOURS * 3_600_000);
    const companyUserId = await companyUsersRepo.insertInvitedMembership(tx, ctx, {
      userId: user.id,
      roleId: input.role_id,
      invitationExpiresAt: expiresAt,
      replacingCompanyUserId: replacing,
      accepted: hasAccount,
    });
    await companyUsersRepo.replaceProjectGroups(tx, ctx, companyUserId, input.project_group_ids);
    const token = hasAccount
      ? null
      : (
          await issueAccountToken(tx, {
            purpose: 'INVITATION',
            userId: user.id,
            companyId: ctx.companyId,
            ttlHours: TTL_HOURS,
          })
        ).token;
    await mailInvitation({ config, mailer }, tx, ctx, {
      to: user.email,
      token,
      expiresAt,
      inviterName,
    });
    return companyUserId;
  });
  return companyUsersService.getCompanyUser(db, ctx, companyUserId);
}

/** Resend: a new token and a new expiry; the earlier link stops working. */
export async function resendInvitation(
  { db, config, mailer }: InvitationDeps,
  ctx: CompanyContext,
  companyUserId: number,
  inviterName: string,
) {
  const row = await companyUsersService.getCompanyUser(db, ctx, companyUserId);
  if (!canResendInvitation(membershipFacts(row))) {
    throw new ValidationError(INVITATION_MESSAGES.cannotResend);
  }
  const expiresAt = new Date(Date.now() + TTL_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    await companyUsersRepo.updateMembership(tx, ctx, companyUserId, {
      invitationSentAt: new Date(),
      invitationExpiresAt: expiresAt,
    });
    const { token } = await issueAccountToken(tx, {
      purpose: 'INVITATION',
      userId: row.member.userId,
      companyId: ctx.companyId,
      ttlHours: TTL_HOURS,
    });
    await mailInvitation({ config, mailer }, tx, ctx, {
      to: row.email,
      token,
      expiresAt,
      inviterName,
    });
  });
  return companyUsersService.getCompanyUser(db, ctx, companyUserId);
}

async function membershipFor(db: Executor, companyId: number, userId: number) {
  const [row] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.companyId, companyId), eq(companyUsers.userId, userId)))
    .limit(1);
  return row;
}

const invalid = () => new NotFoundError(MESSAGES.account.tokenInvalid);
const expired = () =>
  new ValidationError(MESSAGES.registration.expiredTitle, {
    'user.invitation_token': [MESSAGES.registration.expiredTitle],
  });

/** GET /api/users/invitation: who is invited where, and whether the invitation has expired. */
export async function invitationInfo(db: Database, token: string) {
  const row = await findAccountToken(db, 'INVITATION', token);
  if (!row || row.usedAt || row.companyId === null || row.userId === null) throw invalid();
  const membership = await membershipFor(db, row.companyId, row.userId);
  const user = await users.findUserById(db, row.userId);
  if (!membership || !user || membership.invitationAcceptedAt) throw invalid();
  const now = Date.now();
  return {
    email: user.email,
    company_name: await companyName(db, row.companyId),
    expired:
      row.expiresAt.getTime() <= now || (membership.invitationExpiresAt?.getTime() ?? 0) <= now,
  };
}

export interface AcceptInput {
  token: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  password: string;
  ip: string;
}

/** PUT /api/users/invitation: the invitee names themself and chooses a password; answers who to sign in. */
export async function acceptInvitation(db: Database, input: AcceptInput) {
  await assertUnderLimit(db, ACCOUNT_LIMITS.tokenPerAddress, input.ip);
  await recordHit(db, ACCOUNT_LIMITS.tokenPerAddress, input.ip);
  const info = await invitationInfo(db, input.token);
  if (info.expired) throw expired();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const token = await consumeAccountToken(tx, 'INVITATION', input.token);
    if (!token || token.companyId === null || token.userId === null) throw invalid();
    const membership = await membershipFor(tx, token.companyId, token.userId);
    if (!membership) throw invalid();
    const ctx = { companyId: token.companyId };
    await users.updateProfile(tx, token.userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash,
    });
    await companyUsersRepo.updateMembership(tx, ctx, membership.id, {
      invitationAcceptedAt: new Date(),
    });
    if (membership.replacingCompanyUserId !== null) {
      const replaced = await companyUsersRepo.findCompanyUser(
        tx,
        ctx,
        membership.replacingCompanyUserId,
      );
      if (replaced?.member.active) {
        await companyUsersService.deactivate(tx, ctx, replaced.member.id);
      }
    }
    return { userId: token.userId, companyId: token.companyId };
  });
}
