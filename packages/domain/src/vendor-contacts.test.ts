import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddVendorContact,
  contactDisplayName,
  contactDomainProblem,
  domainMatches,
  newVendorDomainProblem,
  normalizeContactEmail,
} from './vendor-contacts';
import { emailDomain } from './email';

const mismatch =
  'The vendor domain must match the contact email domain. Please select a matching vendor or create a new one.';

describe('vendor contact rules (procurement-core §5)', () => {
  it('lowercases and trims emails', () => {
    expect(normalizeContactEmail('  Ann@Acme.COM ')).toBe('ann@acme.com');
    expect(emailDomain('Ann@Sales.Acme.com')).toBe('sales.acme.com');
  });

  it("requires the email's domain to match the vendor's, except free mail and bypassed domains", () => {
    expect(contactDomainProblem('ann@acme.com', ['acme.com'], [])).toBeNull();
    expect(contactDomainProblem('ann@sales.acme.com', ['acme.com'], [])).toBeNull();
    expect(contactDomainProblem('ann@other.com', ['acme.com'], [])).toBe(mismatch);
    expect(contactDomainProblem('ann@gmail.com', ['acme.com'], [])).toBeNull();
    expect(contactDomainProblem('ann@partner.com', ['acme.com'], ['partner.com'])).toBeNull();
    expect(contactDomainProblem('ann@anything.com', [], [])).toBeNull();
  });

  it('refuses a new vendor whose email domain belongs to an existing vendor', () => {
    expect(newVendorDomainProblem('bo@acme.com', { name: 'Acme', domains: ['acme.com'] }, [])).toBe(
      'A vendor with this domain already exists. Please select the existing vendor instead of creating a new one.',
    );
    expect(newVendorDomainProblem('bo@new.com', null, [])).toBeNull();
  });

  it('never matches a domain that only ends with the vendor domain text', () => {
    expect(domainMatches('notacme.com', ['acme.com'])).toBe(false);
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), (label) => {
        expect(domainMatches(`${label}.acme.com`, ['acme.com'])).toBe(true);
        expect(domainMatches(`${label}acme.com`, ['acme.com'])).toBe(false);
      }),
    );
  });

  it('keeps material requesters from adding contacts', () => {
    expect(canAddVendorContact({ roleName: 'MATERIAL_REQUESTER', canEditVendors: true })).toBe(
      false,
    );
    expect(canAddVendorContact({ roleName: 'PURCHASER', canEditVendors: true })).toBe(true);
    expect(canAddVendorContact({ roleName: 'USER', canEditVendors: false })).toBe(false);
  });

  it('shows the nickname after the name in parentheses', () => {
    expect(contactDisplayName({ first_name: 'Ann', last_name: 'Lee', nickname: 'Annie' })).toBe(
      'Ann Lee (Annie)',
    );
  });
});
