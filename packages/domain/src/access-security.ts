import { emailDomain, isPublicMailDomain } from './email';
import { isDomainName } from './sso';

/**
 * Texts of the access rules of decision 0029 (the spec gives none for them): invitations of
 * existing accounts, verified email domains, company switching after single sign-on, the last
 * admin, and what an impersonating support user may not change.
 */
export const ACCESS_MESSAGES = {
  invitation: {
    alreadyMember: 'This person is already a member of your company.',
    cannotResend: 'This invitation was already accepted.',
    notInvitable: 'This email address cannot be invited.',
    expired: 'This invitation has expired. Please ask your administrator for a new one.',
    signInToAccept:
      'You already have a Laydown account. Please sign in with it to accept this invitation.',
    accepted: (company: string) => `You joined ${company}.`,
    declined: (company: string) => `You declined the invitation of ${company}.`,
  },
  emailDomain: {
    required: 'Please enter a domain such as example.com',
    invalid: (value: string) => `"${value}" is not a domain name such as example.com`,
    publicMail: (domain: string) =>
      `${domain} is a public mail service: anybody can have an address there, so it cannot be claimed.`,
    addressOutside: (domain: string) => `Please enter an address that ends in @${domain}.`,
    verifiedElsewhere: (domain: string) => `The domain ${domain} is verified by another company.`,
    usedElsewhere: (domain: string) =>
      `People of another company sign in with ${domain} addresses, so it cannot be claimed. If the domain is yours, please contact support.`,
    alreadyVerified: (domain: string) => `The domain ${domain} is already verified.`,
    verified: (domain: string) => `The domain ${domain} is verified.`,
    sent: (email: string) => `A confirmation mail was sent to ${email}.`,
  },
  session: {
    ssoBound:
      'You signed in through the single sign-on of your company. To work in another company, sign out and sign in with your password.',
    impersonationBound:
      'While acting as someone you stay in the company you chose. Stop impersonating to choose another.',
  },
  lastAdmin: 'A company needs at least one active admin. Please make someone else an admin first.',
  impersonating: 'This cannot be done while impersonating a user.',
  /** What the outbox shows in place of a link meant for the recipient alone. */
  hiddenLink: '(link sent to the recipient only)',
  hiddenLinkNotice:
    'This mail carried a personal link (a password reset, an invitation or a confirmation). Only its recipient can see it.',
} as const;

export type EmailDomainProblem = { field: 'domain' | 'verification_email'; message: string };

/**
 * What is wrong with a claim of `domain` proven through `verificationEmail`, or null. A public
 * mail service cannot be claimed, and the proof must come from an address of the domain itself.
 */
export function emailDomainClaimProblem(
  domain: string,
  verificationEmail: string,
): EmailDomainProblem | null {
  if (!isDomainName(domain))
    return { field: 'domain', message: ACCESS_MESSAGES.emailDomain.invalid(domain) };
  if (isPublicMailDomain(domain))
    return { field: 'domain', message: ACCESS_MESSAGES.emailDomain.publicMail(domain) };
  if (emailDomain(verificationEmail) !== domain)
    return {
      field: 'verification_email',
      message: ACCESS_MESSAGES.emailDomain.addressOutside(domain),
    };
  return null;
}
