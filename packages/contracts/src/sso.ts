import { z } from 'zod';

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

const domain = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'Please enter a domain such as example.com');

/** A company's provider; the client secret is written, never read back. */
export const ssoConfiguration = z.object({
  issuer: z.string(),
  client_id: z.string(),
  email_domains: z.array(z.string()),
  enabled: z.boolean(),
  has_client_secret: z.boolean(),
});
export const ssoConfigurationBody = z.object({ sso: ssoConfiguration.nullable() });
export const updateSsoRequest = z
  .object({
    sso: z
      .object({
        issuer: z.url({ message: 'Please enter the issuer URL' }),
        client_id: z.string().trim().min(1).max(500),
        client_secret: z.string().min(1).max(2000),
        email_domains: z.array(domain).min(1).max(50),
        enabled: z.boolean().default(true),
      })
      .strict(),
  })
  .strict();
