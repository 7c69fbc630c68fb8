import { renderMail, type RenderedMail } from '../../../platform/mail/templates';

export interface VendorMailInput {
  companyName: string;
  vendorName: string;
  /** "RFQ" or "Purchase Order". */
  documentKind: string;
  number: string;
  name: string;
  contactFirstName: string;
  url: string;
  /** A per-document link (secret) or the portal (sign in first). */
  link: { kind: 'portal' } | { kind: 'document'; expiresOn: string };
  update: boolean;
}

/**
 * The mail a vendor contact gets when a document is sent (issue 12 "Sending", decision 0091).
 * A per-document link is the contact's secret: the outbox shows the mail without it.
 */
export function vendorDocumentMail(input: VendorMailInput): RenderedMail {
  const what = `${input.documentKind} ${input.number}`;
  const subject = input.update
    ? `${input.companyName} asks you to update ${what}`
    : `${input.companyName} sent you ${what}`;
  const named = input.name ? ` (${input.name})` : '';
  const lead = input.update
    ? `${input.companyName} asks ${input.vendorName} to review and update ${what}${named}.`
    : `${input.companyName} sent ${input.vendorName} ${what}${named}.`;
  const portal = input.link.kind === 'portal';
  return renderMail('vendor_document', subject, {
    greeting: input.contactFirstName ? `Hello ${input.contactFirstName},` : 'Hello,',
    paragraphs: [
      lead,
      `The ${input.documentKind} is attached as a PDF.`,
      portal
        ? 'Sign in to the Laydown vendor portal to answer it line by line.'
        : 'Open it in Laydown with the link below. You can create a free vendor account from there to answer it line by line.',
    ],
    action: portal
      ? { label: `Open ${what}`, url: input.url }
      : { label: `Open ${what}`, url: input.url, secret: true },
    ...(input.link.kind === 'document'
      ? {
          after: `This link opens only this document and works until ${input.link.expiresOn}. Do not forward it.`,
        }
      : {}),
  });
}
