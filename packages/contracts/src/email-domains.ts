import { z } from 'zod';
import { ACCESS_MESSAGES } from '@laydown/domain';
import { accountEmail } from './account';

/** One email domain a company claims; it counts for single sign-on once VERIFIED (decision 0029). */
export const emailDomain = z.object({
  id: z.number().int(),
  domain: z.string(),
  status: z.enum(['PENDING', 'VERIFIED']),
  verification_email: z.string().nullable(),
  verified_at: z.string().nullable(),
  /** When the mailed link stops working; null once verified or never mailed. */
  link_expires_at: z.string().nullable(),
});
export type EmailDomain = z.infer<typeof emailDomain>;
export const emailDomainBody = z.object({ email_domain: emailDomain });

/**
 * POST /api/company_settings/email_domains: the domain and an address of it to mail the proof to.
 * Claiming a pending domain again sends a new link (to the address given).
 */
export const claimEmailDomainRequest = z
  .object({
    email_domain: z
      .object({
        domain: z
          .string()
          .trim()
          .toLowerCase()
          .max(253)
          .transform((d) => d.replace(/^@/, ''))
          .pipe(z.string().min(1, ACCESS_MESSAGES.emailDomain.required)),
        verification_email: accountEmail,
      })
      .strict(),
  })
  .strict();
export type ClaimEmailDomainRequest = z.input<typeof claimEmailDomainRequest>;

/** POST /api/email_domains/verify: the token of the mailed link (no sign-in). */
export const verifyEmailDomainRequest = z.object({ token: z.string().min(1).max(200) }).strict();
export const verifyEmailDomainBody = z.object({
  email_domain: z.object({ domain: z.string(), company_name: z.string() }),
  message: z.string(),
});
export type VerifyEmailDomainBody = z.infer<typeof verifyEmailDomainBody>;
