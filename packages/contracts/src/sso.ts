import { z } from 'zod';
import { issuerProblem, SSO_SETTINGS_MESSAGES } from '@laydown/domain';

/** SSO email (§5): required, valid, lowercased and trimmed. */
const ssoEmail = z
  .string({ message: 'Please input your email' })
  .trim()
  .toLowerCase()
  .min(1, 'Please input your email')
  .pipe(z.email({ message: 'The input is not a valid e-mail' }));

/** POST /api/sso/auth {email} answers redirect_to (§7). */
export const ssoAuthRequest = z.object({ email: ssoEmail }).strict();
export const ssoAuthBody = z.object({ redirect_to: z.string() });

/**
 * A company's provider; the client secret is written, never read back. email_domains are the
 * company's verified domains: the addresses this provider may sign in (decision 0029).
 */
export const ssoConfiguration = z.object({
  issuer: z.string(),
  client_id: z.string(),
  email_domains: z.array(z.string()),
  enabled: z.boolean(),
  has_client_secret: z.boolean(),
  /** false when the stored secret cannot be decrypted with the current SECRET_KEY. */
  client_secret_readable: z.boolean(),
});
/** redirect_uri: the callback address to register at the provider. */
export const ssoConfigurationBody = z.object({
  sso: ssoConfiguration.nullable(),
  redirect_uri: z.string(),
});
/**
 * PUT /api/company_settings/sso. A blank or absent client_secret keeps the stored one (it is
 * never read back); a first configuration needs one (the service says so).
 */
export const updateSsoRequest = z
  .object({
    sso: z
      .object({
        issuer: z
          .string({ message: SSO_SETTINGS_MESSAGES.issuerRequired })
          .trim()
          .max(500)
          .superRefine((value, ctx) => {
            const problem = issuerProblem(value);
            if (problem) ctx.addIssue({ code: 'custom', message: problem });
          }),
        client_id: z
          .string({ message: SSO_SETTINGS_MESSAGES.clientIdRequired })
          .trim()
          .min(1, SSO_SETTINGS_MESSAGES.clientIdRequired)
          .max(500),
        client_secret: z.string().trim().max(2000).optional(),
        enabled: z.boolean().default(true),
      })
      .strict(),
  })
  .strict();
export type UpdateSsoRequest = z.input<typeof updateSsoRequest>;
export type SsoConfiguration = z.infer<typeof ssoConfiguration>;
export type SsoConfigurationBody = z.infer<typeof ssoConfigurationBody>;
