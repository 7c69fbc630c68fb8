import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canResendInvitation,
  companyUserStatus,
  isInvitationExpired,
  isPossibleUser,
  type MembershipFacts,
} from './company-users';

const now = new Date('2026-06-01T12:00:00Z');
const day = 86_400_000;
const member = (overrides: Partial<MembershipFacts> = {}): MembershipFacts => ({
  active: true,
  deactivatedAt: null,
  invitationSentAt: null,
  invitationAcceptedAt: null,
  invitationExpiresAt: null,
  signInCount: 0,
  ...overrides,
});
const invited = (expiresInDays: number) =>
  member({
    invitationSentAt: new Date(now.getTime() - day),
    invitationExpiresAt: new Date(now.getTime() + expiresInDays * day),
  });

describe('companyUserStatus', () => {
  it.each([
    ['an accepted member', member({ invitationAcceptedAt: now, signInCount: 2 }), 'ACTIVE'],
    ['a pending invitation', invited(3), 'INVITED'],
    ['an expired invitation', invited(-1), 'INVITATION_EXPIRED'],
    ['a deactivated invitee', { ...invited(3), active: false }, 'DEACTIVATED'],
    ['a deactivated member', member({ active: false, deactivatedAt: now }), 'DEACTIVATED'],
  ])('%s is %s', (_name, facts, status) => {
    expect(companyUserStatus(facts, now)).toBe(status);
  });

  it('expires exactly at invitation_expires_at', () => {
    expect(isInvitationExpired(invited(0), now)).toBe(true);
    expect(isInvitationExpired(invited(0.0001), now)).toBe(false);
  });
});

const facts = fc.record({
  active: fc.boolean(),
  deactivatedAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  invitationSentAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  invitationAcceptedAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  invitationExpiresAt: fc.option(fc.date({ noInvalidDate: true }), { nil: null }),
  signInCount: fc.nat(5),
});

describe('possible users (§4)', () => {
  it('are exactly the active, undeactivated members who accepted or signed in', () => {
    fc.assert(
      fc.property(facts, (m) => {
        const expected =
          m.active &&
          m.deactivatedAt === null &&
          (m.invitationAcceptedAt !== null || m.signInCount > 0);
        expect(isPossibleUser(m)).toBe(expected);
      }),
    );
  });

  it('are never deactivated or waiting on an invitation', () => {
    fc.assert(
      fc.property(facts, fc.date({ noInvalidDate: true }), (m, at) => {
        if (isPossibleUser(m)) expect(companyUserStatus(m, at)).toBe('ACTIVE');
      }),
    );
  });

  it('an invitation can be resent only while not accepted and not deactivated', () => {
    fc.assert(
      fc.property(facts, (m) => {
        if (canResendInvitation(m)) {
          expect(m.invitationAcceptedAt).toBeNull();
          expect(companyUserStatus(m, now)).not.toBe('DEACTIVATED');
        }
      }),
    );
  });
});
