import { ACCESS_MESSAGES, canResendInvitation, INVITATION_DAYS, MESSAGES } from '@laydown/domain';
import { and, eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { companies, companyUsers } from '../../db/schema/index';
import {
  consumeAccountToken,
  findAccountToken,
  issueAccountToken,
} from '../../platform/auth/account-tokens';
import { forbidAccessChangeWhileImpersonating } from '../../platform/auth/guards';
import { hashPassword } from '../../platform/auth/passwords';
import { recordAudit } from '../../platform/audit';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { invitationMail } from '../../platform/mail/templates';
import { assertUnderLimit, recordHit } from '../../platform/rate-limit';
import { ACCOUNT_LIMITS } from '../account/limits';
import * as companyUsersService from '../company-users/service';
import * as companyUsersRepo from '../company-users/repository';
import { membershipFacts } from '../company-users/presenter';
import * as users from '../users/service';
import { completeAcceptance } from './acceptance';
import type { CompanyScope } from '../../platform/scope';

export interface InvitationDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

const TTL_HOURS = INVITATION_DAYS * 24;
const MESSAGES_OF = ACCESS_MESSAGES.invitation;

/** A new address chooses a password through the token; an existing account signs in first. */
const acceptUrl = (config: Config, token: string | null) =>
  token
    ? `${config.appUrl}/?access-type=CONTRACTOR&invitation_token=${encodeURIComponent(token)}`
    : `${config.appUrl}/?access-type=CONTRACTOR`;

async function companyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}

/** The invitation mail, in the transaction that made the invitation. */
async function mailInvitation(
  { config, mailer }: Pick<InvitationDeps, 'config' | 'mailer'>,
  tx: Executor,
  ctx: CompanyScope,
  input: { to: string; token: string | null; expiresAt: Date; inviterName: string },
): Promise<void> {
  await mailer.send(tx, {
    to: input.to,
    companyId: ctx.companyId,
    ...invitationMail({
      companyName: await companyName(tx, ctx.companyId),
      inviterName: input.inviterName,
      url: acceptUrl(config, input.token),
      hasAccount: input.token === null,
      expiresAt: input.expiresAt,
    }),
  });
}

/** Only someone who has never chosen a password gets a token: it lets them choose one. */
async function tokenFor(tx: Executor, ctx: CompanyScope, user: users.UserRow) {
  if (user.passwordHash) return null;
  const issued = await issueAccountToken(tx, {
    purpose: 'INVITATION',
    userId: user.id,
    companyId: ctx.companyId,
    ttlHours: TTL_HOURS,
  });
  return issued.token;
}

export interface InviteInput {
  email: string;
  role_id: number;
  project_group_ids: number[];
  replacing_user_id?: number | null;
}

/**
 * POST /api/users/invitation. Always a pending membership: a new address gets an account without
 * a password and a mailed token; someone who already has an account is asked to sign in and accept.
 * Until they do, the company sees only the address it typed (decision 0029). Support staff
 * accounts are never invitable.
 */
export async function invite(
  { db, config, mailer }: InvitationDeps,
  ctx: CompanyScope,
  input: InviteInput,
  inviterName: string,
) {
  forbidAccessChangeWhileImpersonating(ctx);
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
    if (existing?.isLaydown) {
      throw new ValidationError(MESSAGES_OF.notInvitable, {
        'user.email': [MESSAGES_OF.notInvitable],
      });
    }
    if (existing && (await companyUsersRepo.findMembershipOfUser(tx, ctx, existing.id))) {
      throw new ConflictError(MESSAGES_OF.alreadyMember, 'already_member');
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
    const expiresAt = new Date(Date.now() + TTL_HOURS * 3_600_000);
    const companyUserId = await companyUsersRepo.insertInvitedMembership(tx, ctx, {
      userId: user.id,
      roleId: input.role_id,
      invitationExpiresAt: expiresAt,
      replacingCompanyUserId: replacing,
    });
    await companyUsersRepo.replaceProjectGroups(tx, ctx, companyUserId, input.project_group_ids);
    await mailInvitation({ config, mailer }, tx, ctx, {
      to: user.email,
      token: await tokenFor(tx, ctx, user),
      expiresAt,
      inviterName,
    });
    await recordAudit(tx, {
      action: 'invitation.created',
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      subjectUserId: user.id,
      detail: { company_user_id: companyUserId, role_id: input.role_id },
    });
    return companyUserId;
  });
  return companyUsersService.getCompanyUser(db, ctx, companyUserId);
}

/** Resend: a new expiry, and for a new address a new token (the earlier link stops working). */
export async function resendInvitation(
  { db, config, mailer }: InvitationDeps,
  ctx: CompanyScope,
  companyUserId: number,
  inviterName: string,
) {
  forbidAccessChangeWhileImpersonating(ctx);
  const row = await companyUsersService.getCompanyUser(db, ctx, companyUserId);
  if (!canResendInvitation(membershipFacts(row))) {
    throw new ValidationError(MESSAGES_OF.cannotResend);
  }
  const expiresAt = new Date(Date.now() + TTL_HOURS * 3_600_000);
  await db.transaction(async (tx) => {
    const user = await users.findUserById(tx, row.member.userId);
    if (!user) throw new NotFoundError();
    await companyUsersRepo.updateMembership(tx, ctx, companyUserId, {
      invitationSentAt: new Date(),
      invitationExpiresAt: expiresAt,
    });
    await mailInvitation({ config, mailer }, tx, ctx, {
      to: user.email,
      token: await tokenFor(tx, ctx, user),
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
  new ValidationError(
    MESSAGES.registration.expiredTitle,
    { 'user.invitation_token': [MESSAGES.registration.expiredTitle] },
    'invitation_expired',
  );

/**
 * GET /api/users/invitation: who is invited where, whether it has expired, and whether the
 * invitee already has an account (then they sign in to accept instead of registering).
 */
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
    has_account: user.passwordHash !== null,
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

/**
 * PUT /api/users/invitation: a new invitee names themself and chooses a password; answers who to
 * sign in. Someone who has meanwhile chosen a password signs in and accepts instead: a token never
 * replaces an existing password.
 */
export async function acceptInvitation(db: Database, input: AcceptInput) {
  await assertUnderLimit(db, ACCOUNT_LIMITS.tokenPerAddress, input.ip);
  await recordHit(db, ACCOUNT_LIMITS.tokenPerAddress, input.ip);
  const info = await invitationInfo(db, input.token);
  if (info.expired) throw expired();
  if (info.has_account) throw new ConflictError(MESSAGES_OF.signInToAccept, 'sign_in_to_accept');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const token = await consumeAccountToken(tx, 'INVITATION', input.token);
    if (!token || token.companyId === null || token.userId === null) throw invalid();
    const membership = await membershipFor(tx, token.companyId, token.userId);
    if (!membership || membership.invitationAcceptedAt) throw invalid();
    await users.updateProfile(tx, token.userId, {
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash,
    });
    await completeAcceptance(tx, membership, input.ip);
    return { userId: token.userId, companyId: token.companyId };
  });
}
