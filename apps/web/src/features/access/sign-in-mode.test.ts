import { describe, expect, it } from 'vitest';
import { initialMode } from './sign-in-mode';

const mode = (query: string) => initialMode(new URLSearchParams(query));

describe('initialMode', () => {
  it.each([
    ['access-type=CONTRACTOR', 'sign_in'],
    ['reset_password_token=abc', 'reset_password'],
    ['expired=true', 'invitation_expired'],
    ['expired=1&invitation_token=abc', 'invitation_expired'],
    ['invitation_token=abc', 'accept_invitation'],
    ['public_order_form_url_extension=acme', 'register_requester'],
    ['reset_password_token=abc&invitation_token=x&expired=true', 'reset_password'],
    ['invitation_token=abc&public_order_form_url_extension=acme', 'accept_invitation'],
    ['expired=false&invitation_token=abc', 'accept_invitation'],
    ['reset_password_token=', 'sign_in'],
  ])('%s opens %s', (query, expected) => {
    expect(mode(query)).toBe(expected);
  });
});

describe('initialMode at the vendor login', () => {
  it.each([
    ['access-type=VENDOR&reset_password_token=abc', 'reset_password'],
    ['access-type=VENDOR&invitation_token=abc', 'sign_in'],
    ['access-type=VENDOR&public_order_form_url_extension=acme', 'sign_in'],
  ])('%s opens %s', (query, expected) => {
    expect(initialMode(new URLSearchParams(query), 'VENDOR')).toBe(expected);
  });
});
