import { ACCESS_MESSAGES, emailDomainClaimProblem } from '@laydown/domain';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, Executor } from '../../db/client';
import { companies } from '../../db/schema/index';
import { forbidAccessChangeWhileImpersonating } from '../../platform/auth/guards';
import { hashToken, newToken } from '../../platform/auth/tokens';
import { recordAudit } from '../../platform/audit';
import { uniqueViolation } from '../../platform/db-errors';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail/mailer';
import { domainVerificationMail } from '../../platform/mail/templates';
import { assertUnderLimit, recordHit } from '../../platform/rate-limit';
import { ACCOUNT_LIMITS } from '../account/limits';
import * as users from '../users/service';
import * as repo from './repository';
import type { CompanyScope } from '../../platform/scope';
import { systemScope } from '../../platform/scope';

export interface EmailDomainDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
}

const VALID_HOURS = 72;
const M = ACCESS_MESSAGES.emailDomain;

export const listDomains = repo.listDomains;
export const verifiedOwner = repo.verifiedOwner;

async function companyName(db: Executor, companyId: number): Promise<string> {
  const [row] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.name ?? '';
}

const fieldError = (field: string, message: string) =>
  new ValidationError(message, { [`email_domain.${field}`]: [message] });

/**
 * POST /api/company_settings/email_domains: claims a domain and mails a confirmation link to an
 * address of it (decision 0029). A public mail service, a domain another company holds verified,
 * and a domain whose people belong to another company are refused. Claiming again resends.
 */
export async function claimDomain(
  { db, config, mailer }: EmailDomainDeps,
  ctx: CompanyScope,
  input: { domain: string; verificationEmail: string },
) {
  forbidAccessChangeWhileImpersonating(ctx);
  const problem = emailDomainClaimProblem(input.domain, input.verificationEmail);
  if (problem) throw fieldError(problem.field, problem.message);
  const { domain } = input;
  return db.transaction(async (tx) => {
    await repo.lockDomain(tx, domain);
    const mine = await repo.findClaim(tx, ctx, domain);
    if (mine?.verifiedAt) throw new ConflictError(M.alreadyVerified(domain), 'domain_verified');
    const owner = await repo.verifiedOwner(tx, domain);
    if (owner !== null) throw conflict(M.verifiedElsewhere(domain));
    if (await repo.usedByAnotherCompany(tx, ctx, domain)) throw conflict(M.usedElsewhere(domain));
    const { token, hash } = newToken();
    const row = await repo.upsertClaim(tx, ctx, {
      domain,
      verificationEmail: input.verificationEmail,
      tokenHash: hash,
      tokenExpiresAt: new Date(Date.now() + VALID_HOURS * 3_600_000),
      claimedByUserId: ctx.userId,
    });
    const claimer = await users.findUserById(tx, ctx.userId);
    await mailer.send(tx, {
      to: input.verificationEmail,
      companyId: ctx.companyId,
      ...domainVerificationMail({
        companyName: await companyName(tx, ctx.companyId),
        claimerName: claimer
          ? `${claimer.firstName} ${claimer.lastName}`.trim()
          : 'An administrator',
        domain,
        url: `${config.appUrl}/verify_domain?token=${encodeURIComponent(token)}`,
        validHours: VALID_HOURS,
      }),
    });
    await recordAudit(tx, {
      action: 'email_domain.claimed',
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      detail: { domain, verification_email: input.verificationEmail },
    });
    return row;
  });
}

const conflict = (message: string) =>
  new ConflictError(message, 'domain_taken', { 'email_domain.domain': [message] });

/**
 * POST /api/email_domains/verify: the mailed link was opened. Needs no sign-in: whoever reads the
 * domain's mailbox is the proof. The checks run again, as time passed since the claim.
 */
export async function verifyDomain(db: Database, token: string, ip: string) {
  await assertUnderLimit(db, ACCOUNT_LIMITS.tokenPerAddress, ip);
  await recordHit(db, ACCOUNT_LIMITS.tokenPerAddress, ip);
  const pending = await repo.findByToken(db, hashToken(token));
  if (!pending) throw new NotFoundError('This link is invalid or has expired.');
  const ctx = systemScope('email domain confirmation', pending.companyId);
  try {
    return await db.transaction(async (tx) => {
      await repo.lockDomain(tx, pending.domain);
      if ((await repo.verifiedOwner(tx, pending.domain)) !== null)
        throw conflict(M.verifiedElsewhere(pending.domain));
      if (await repo.usedByAnotherCompany(tx, ctx, pending.domain))
        throw conflict(M.usedElsewhere(pending.domain));
      const row = await repo.markVerified(tx, pending.id);
      if (!row) throw new NotFoundError('This link is invalid or has expired.');
      await recordAudit(tx, {
        action: 'email_domain.verified',
        companyId: pending.companyId,
        detail: { domain: pending.domain, verification_email: pending.verificationEmail },
        ip,
      });
      return { row, companyName: await companyName(tx, pending.companyId) };
    });
  } catch (error) {
    // Two companies verifying the same domain at once: the unique index lets one through.
    if (uniqueViolation(error)) throw conflict(M.verifiedElsewhere(pending.domain));
    throw error;
  }
}

/** DELETE /api/company_settings/email_domains/:id: single sign-on stops for that domain at once. */
export async function removeDomain(db: Database, ctx: CompanyScope, id: number) {
  forbidAccessChangeWhileImpersonating(ctx);
  await db.transaction(async (tx) => {
    const row = await repo.findDomain(tx, ctx, id);
    if (!row) throw new NotFoundError();
    await repo.deleteDomain(tx, ctx, id);
    await recordAudit(tx, {
      action: 'email_domain.removed',
      companyId: ctx.companyId,
      actorUserId: ctx.userId,
      detail: { domain: row.domain },
    });
  });
}
