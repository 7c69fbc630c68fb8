import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MESSAGES } from './messages';
import { passwordProblem } from './password';

describe('passwordProblem (access-and-platform §5)', () => {
  it.each([
    ['', MESSAGES.password.required],
    ['Ab1!', MESSAGES.password.tooShort],
    ['Abcdef1', MESSAGES.password.tooShort],
    ['abcdefg1!', MESSAGES.password.tooWeak],
    ['ABCDEFG1!', MESSAGES.password.tooWeak],
    ['Abcdefgh!', MESSAGES.password.tooWeak],
    ['Abcdefgh1', MESSAGES.password.tooWeak],
  ])('rejects %j', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(['Abcdef1!', 'Str0ng pass', 'Ünïcode9#x'])('accepts %j', (password) => {
    expect(passwordProblem(password)).toBeNull();
  });

  it('accepts every password of 8+ characters with all four character classes', () => {
    const part = (chars: string) =>
      fc.string({ unit: fc.constantFrom(...chars.split('')), minLength: 1 });
    fc.assert(
      fc.property(
        part('ABCXYZ'),
        part('abcxyz'),
        part('0189'),
        part('!@#-_ '),
        (upper, lower, digit, special) => {
          expect(passwordProblem(`${upper}${lower}${digit}${special}`.padEnd(8, 'a'))).toBeNull();
        },
      ),
    );
  });

  it('refuses every password missing a digit', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 8 }).filter((s) => !/\p{Nd}/u.test(s)),
        (s) => {
          expect(passwordProblem(s)).not.toBeNull();
        },
      ),
    );
  });
});
