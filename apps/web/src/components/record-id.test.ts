import { describe, expect, it } from 'vitest';
import { recordId } from './record-id';

describe('a record id written in an address', () => {
  it('is a whole number from 1 to the largest integer id', () => {
    expect(recordId('12')).toBe(12);
    expect(recordId('2147483647')).toBe(2_147_483_647);
  });

  it('is none for a mistyped or cut address', () => {
    for (const text of [
      undefined,
      null,
      '',
      'undefined',
      'abc',
      '1.5',
      '-2',
      '0',
      '2147483648',
      ' ',
    ]) {
      expect(recordId(text)).toBeNull();
    }
  });
});
