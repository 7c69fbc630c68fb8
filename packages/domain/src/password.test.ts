import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PASSWORD_MESSAGES, passwordProblem } from './password';

describe('passwordProblem', () => {
  it('names the first broken rule', () => {
    expect(passwordProblem('')).toBe(PASSWORD_MESSAGES.required);
    expect(passwordProblem('Ab1!')).toBe(PASSWORD_MESSAGES.tooShort);
    expect(passwordProblem('abcdefgh')).toBe(PASSWORD_MESSAGES.weak);
    expect(passwordProblem('Abcdefg1')).toBe(PASSWORD_MESSAGES.weak);
    expect(passwordProblem('Abcdef1!')).toBeNull();
  });

  it('accepts every password of 8+ characters with all four character classes', () => {
    const part = (chars: string) => fc.string({ unit: fc.constantFrom(...chars.split('')), minLength: 1 });
    fc.assert(
      fc.property(
        part('ABCXYZ'),
        part('abcxyz'),
        part('0189'),
        part('!@#-_ '),
        (upper, lower, digit, special) => {
          const candidate = `${upper}${lower}${digit}${special}`.padEnd(8, 'a');
          expect(passwordProblem(candidate)).toBeNull();
        },
      ),
    );
  });

  it('refuses every password missing a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }).filter((s) => !/\d/.test(s)), (s) => {
        expect(passwordProblem(s)).not.toBeNull();
      }),
    );
  });
});
