import { describe, expect, it } from 'vitest';
import { PO_NUMBER_GENERATION_METHODS, formatPoNumber } from './po-numbers';

const parts = { sequence: 1042, company_id: 17, project_id: 'P-7' };

describe('PO number generation methods (procurement-core §9, decision 0046)', () => {
  it('DEFAULT is the order number alone', () => {
    expect(formatPoNumber('DEFAULT', parts)).toBe('1042');
  });

  it('ORDER_NUMBER__COMPANY_ID is the order number, then the company id', () => {
    expect(formatPoNumber('ORDER_NUMBER__COMPANY_ID', parts)).toBe('1042-17');
    expect(formatPoNumber('ORDER_NUMBER__COMPANY_ID', { ...parts, company_id: 'ACME' })).toBe(
      '1042-ACME',
    );
  });

  it('ORDER_NUMBER__PROJECT_ID is the order number, then the project id', () => {
    expect(formatPoNumber('ORDER_NUMBER__PROJECT_ID', parts)).toBe('1042-P-7');
  });

  it('ORDER_NUMBER__PROJECT_ID__TCM ends with TCM', () => {
    expect(formatPoNumber('ORDER_NUMBER__PROJECT_ID__TCM', parts)).toBe('1042-P-7-TCM');
  });

  it('PREFIX_WITH_PROJECT_ID puts the project id first', () => {
    expect(formatPoNumber('PREFIX_WITH_PROJECT_ID', parts)).toBe('P-7-1042');
  });

  it('leaves out the part of a project without an id', () => {
    const noProject = { ...parts, project_id: '  ' };
    expect(formatPoNumber('ORDER_NUMBER__PROJECT_ID', noProject)).toBe('1042');
    expect(formatPoNumber('ORDER_NUMBER__PROJECT_ID__TCM', { ...parts, project_id: null })).toBe(
      '1042-TCM',
    );
    expect(formatPoNumber('PREFIX_WITH_PROJECT_ID', { sequence: 1, company_id: 1 })).toBe('1');
  });

  it('gives distinct numbers for distinct sequences under every method', () => {
    for (const method of PO_NUMBER_GENERATION_METHODS) {
      const numbers = new Set(
        [1, 2, 10, 11, 100].map((sequence) => formatPoNumber(method, { ...parts, sequence })),
      );
      expect(numbers.size, method).toBe(5);
    }
  });

  it('refuses a sequence that is not a whole number from 1', () => {
    expect(() => formatPoNumber('DEFAULT', { ...parts, sequence: 0 })).toThrow(
      'An order sequence must be a whole number from 1, not 0',
    );
    for (const sequence of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatPoNumber('DEFAULT', { ...parts, sequence })).toThrow(RangeError);
    }
  });
});
