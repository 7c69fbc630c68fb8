import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fitsNumeric, textProblem } from './input-rules';

describe('textProblem', () => {
  it('refuses a NUL byte and lone surrogates, in any position', () => {
    expect(textProblem('a\u0000b')).toBe('nul');
    expect(textProblem('\ud800')).toBe('lone_surrogate');
    expect(textProblem('x\udc00')).toBe('lone_surrogate');
    expect(textProblem('\udc00\ud800')).toBe('lone_surrogate');
  });

  it('accepts every well-formed string, emoji and accents included', () => {
    expect(textProblem('Béton 😀 ½"')).toBeNull();
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (s) => {
        expect(textProblem(s)).toBe(s.includes('\u0000') ? 'nul' : null);
      }),
    );
  });

  it('agrees with the platform on well-formedness', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const wellFormed = (s as string & { isWellFormed(): boolean }).isWellFormed();
        if (!s.includes('\u0000')) expect(textProblem(s) === null).toBe(wellFormed);
      }),
    );
  });
});

describe('fitsNumeric', () => {
  it('keeps to the digits before the point a NUMERIC column holds', () => {
    expect(fitsNumeric('999999999999.123456789', 12)).toBe(true);
    expect(fitsNumeric('000000000000001', 12)).toBe(true);
    expect(fitsNumeric('1000000000000', 12)).toBe(false);
    expect(fitsNumeric('9223372036854776000', 12)).toBe(false);
    for (const bad of ['', '-1', '1e3', '0x10', '+1', ' 1', '1.', '.5', '1,5'])
      expect(fitsNumeric(bad, 12)).toBe(false);
  });
});
