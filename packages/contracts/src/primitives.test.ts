import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_INT4, VALIDATION_MESSAGES as M } from '@laydown/domain';
import {
  calendarDate,
  decimalInput,
  id,
  idParam,
  queryIds,
  queryInt,
  safeInput,
  unsafeText,
} from './index';

const messages = (result: { error?: z.ZodError }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('ids', () => {
  it('takes a path id written as plain digits within the int4 range', () => {
    expect(idParam.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParam.parse({ id: String(MAX_INT4) })).toEqual({ id: MAX_INT4 });
  });

  it.each([
    '+1',
    ' 1',
    '1 ',
    '0x10',
    '1e3',
    '01',
    '1.0',
    '-1',
    '0',
    '',
    '2147483648',
    '9'.repeat(30),
  ])('refuses the path id %j with the id message', (value) => {
    expect(messages(idParam.safeParse({ id: value }))).toEqual([['id', M.id]]);
  });

  it('keeps body ids within the int4 range', () => {
    expect(id.parse(7)).toBe(7);
    for (const value of [0, -1, 1.5, 2 ** 31, 2 ** 63, '7']) {
      const issues = id.safeParse(value).error?.issues ?? [];
      expect(issues.length).toBeGreaterThan(0);
      for (const issue of issues) expect(issue.message).toBe(M.id);
    }
  });

  it('reads id lists from a query string, digits only', () => {
    expect(queryIds.parse('1,2')).toEqual([1, 2]);
    expect(queryIds.parse(['3', '4'])).toEqual([3, 4]);
    expect(queryIds.safeParse('1,0x10').success).toBe(false);
    expect(queryIds.safeParse('2147483648').success).toBe(false);
  });
});

describe('query integers', () => {
  it('refuses what Number() would guess', () => {
    const page = queryInt(1, 1000);
    expect(page.parse('12')).toBe(12);
    for (const value of ['+1', ' 1', '0x10', '1e3', '1.5', ''])
      expect(messages(page.safeParse(value))).toEqual([['', M.wholeNumber]]);
    expect(messages(page.safeParse('1001'))).toEqual([['', 'Must be at most 1000.']]);
  });
});

describe('dates and decimals', () => {
  it('takes only real days', () => {
    const day = calendarDate();
    expect(day.parse('2024-02-29')).toBe('2024-02-29');
    for (const value of ['2026-02-30', '0000-01-01', '99999-01-01', '2026-1-1'])
      expect(messages(day.safeParse(value))).toEqual([['', M.date]]);
  });

  it('keeps decimals within the column', () => {
    const weight = decimalInput('Weight must be a positive number');
    expect(weight.parse(' 12.5 ')).toBe('12.5');
    expect(weight.parse('')).toBeNull();
    expect(weight.safeParse(2 ** 63).success).toBe(false);
    expect(weight.safeParse('1000000000000').success).toBe(false);
  });
});

describe('unstorable text', () => {
  it('finds a NUL byte or a lone surrogate in any value or key, at any depth', () => {
    const input = { a: ['ok', 'x\u0000'], b: { 'k\ud800': 'fine', c: '\udc00' } };
    expect(unsafeText(input)).toEqual([
      { path: ['a', 1], message: M.nulCharacter },
      { path: ['b', 'k\ud800'], message: M.loneSurrogate },
      { path: ['b', 'c'], message: M.loneSurrogate },
    ]);
  });

  it('refuses it before the contract, even where the contract takes anything', () => {
    const schema = safeInput(z.object({ settings: z.record(z.string(), z.unknown()) }));
    expect(messages(schema.safeParse({ settings: { note: 'a\u0000' } }))).toEqual([
      ['settings.note', M.nulCharacter],
    ]);
    expect(schema.parse({ settings: { note: 'Béton 😀' } })).toEqual({
      settings: { note: 'Béton 😀' },
    });
  });

  it('refuses nesting deeper than any contract instead of walking it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 5000; i += 1) deep = [deep];
    const result = safeInput(z.unknown()).safeParse(deep);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(M.tooDeep(32));
  });
});
