import { ACCESS_MESSAGES, formatLongDateTimeUtc, SUPPORT_EMAIL } from '@laydown/domain';
import { escapeHtml } from './html';

/** A rendered mail: the same message as HTML and as plain text. */
export interface RenderedMail {
  kind: MailKind;
  subject: string;
  html: string;
  text: string;
  /**
   * The same mail with its secret link replaced, when it carries one (a token that signs someone
   * in or proves a mailbox): what the outbox shows, so only the recipient can follow the link.
   */
  withoutSecret?: { html: string; text: string };
}

export type MailKind =
  'reset_password' | 'confirmation' | 'invitation' | 'domain_verification' | 'vendor_document';

export interface MailParts {
  greeting: string;
  paragraphs: string[];
  /** secret: the url holds a token meant for the recipient alone. */
  action: { label: string; url: string; secret?: boolean };
  after?: string;
}

export const HIDDEN_LINK = ACCESS_MESSAGES.hiddenLink;

/**
 * One layout for every mail, so each template only says what differs. Modules with mails of
 * their own (the orders' vendor mail) render through it too.
 */
export function renderMail(kind: MailKind, subject: string, parts: MailParts): RenderedMail {
  const mail = { kind, subject, ...layout(parts) };
  if (!parts.action.secret) return mail;
  return {
    ...mail,
    withoutSecret: layout({ ...parts, action: { ...parts.action, url: HIDDEN_LINK } }),
  };
}

function layout(parts: MailParts): { html: string; text: string } {
  const html = `<!doctype html>
<html><body style="margin:0;background:#f5f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2329">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="padding:32px">
<p style="font-size:20px;font-weight:bold;margin:0 0 24px">Laydown</p>
<p style="margin:0 0 16px">${escapeHtml(parts.greeting)}</p>
${parts.paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(parts.action.url)}" style="background:#1f5fbf;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(parts.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#5c6370">If the button does not work, copy this link into your browser:<br>${escapeHtml(parts.action.url)}</p>
${parts.after ? `<p style="margin:0 0 16px;font-size:13px;color:#5c6370">${escapeHtml(parts.after)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#5c6370">Questions? Write to ${SUPPORT_EMAIL}.</p>
</td></tr></table></td></tr></table></body></html>`;
  const text = [
    parts.greeting,
    '',
    ...parts.paragraphs.flatMap((p) => [p, '']),
    `${parts.action.label}: ${parts.action.url}`,
    '',
    ...(parts.after ? [parts.after, ''] : []),
    `Questions? Write to ${SUPPORT_EMAIL}.`,
    '',
  ].join('\n');
  return { html, text };
}

const greet = (firstName: string) => (firstName ? `Hello ${firstName},` : 'Hello,');

export function resetPasswordMail(input: {
  firstName: string;
  url: string;
  validHours: number;
}): RenderedMail {
  return renderMail('reset_password', 'Reset your Laydown password', {
    greeting: greet(input.firstName),
    paragraphs: [
      'Someone asked to reset the password of your Laydown account. If it was you, choose a new password with the link below.',
    ],
    action: { label: 'Reset Password', url: input.url, secret: true },
    after: `The link works once and for ${input.validHours} hours. If you did not ask for it, ignore this mail; your password stays as it is.`,
  });
}

export function confirmationMail(input: { firstName: string; url: string }): RenderedMail {
  return renderMail('confirmation', 'Confirm your email address for Laydown', {
    greeting: greet(input.firstName),
    paragraphs: ['Please confirm your email address. You can sign in once it is confirmed.'],
    action: { label: 'Confirm Email', url: input.url, secret: true },
  });
}

/**
 * An invitation. A new address gets a link with a token that lets it choose a password; someone
 * who already has an account gets a plain link and accepts after signing in (decision 0029).
 */
export function invitationMail(input: {
  companyName: string;
  inviterName: string;
  url: string;
  hasAccount: boolean;
  expiresAt: Date;
}): RenderedMail {
  return renderMail('invitation', `You are invited to join ${input.companyName} on Laydown`, {
    greeting: 'Hello,',
    paragraphs: [
      `${input.inviterName} invited you to join ${input.companyName} on Laydown, where the team orders construction materials.`,
      ...(input.hasAccount
        ? [
            'You already have a Laydown account: sign in with it, then accept or decline the invitation.',
          ]
        : []),
    ],
    action: {
      label: input.hasAccount ? 'Sign In to Accept' : 'Accept Invitation',
      url: input.url,
      secret: !input.hasAccount,
    },
    after: `The invitation expires on ${formatLongDateTimeUtc(input.expiresAt)}.`,
  });
}

/** Proof that the company may use a domain (for single sign-on): sent to an address of it. */
export function domainVerificationMail(input: {
  companyName: string;
  claimerName: string;
  domain: string;
  url: string;
  validHours: number;
}): RenderedMail {
  return renderMail(
    'domain_verification',
    `Confirm ${input.domain} for ${input.companyName} on Laydown`,
    {
      greeting: 'Hello,',
      paragraphs: [
        `${input.claimerName} of ${input.companyName} asks to verify the domain ${input.domain} on Laydown. Once verified, people with ${input.domain} addresses who belong to ${input.companyName} can sign in through its single sign-on.`,
        `Confirm only if ${input.companyName} may use ${input.domain}.`,
      ],
      action: { label: 'Confirm Domain', url: input.url, secret: true },
      after: `The link works once and for ${input.validHours} hours. If you do not know this request, ignore this mail: nothing changes.`,
    },
  );
}
