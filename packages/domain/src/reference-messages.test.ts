import { describe, expect, it } from 'vitest';
import { savedMessage, sentence } from './reference-messages';

describe('save messages', () => {
  it('say what was added or saved, with one full stop', () => {
    expect(savedMessage('Unit', 'TOTE', true)).toBe('Unit TOTE was added.');
    expect(savedMessage('Vendor', 'Acme', false)).toBe('Vendor Acme was saved.');
  });

  it('never end a name that ends a sentence with a second full stop', () => {
    expect(sentence('Welcome to Demo Supply Co.')).toBe('Welcome to Demo Supply Co.');
    expect(sentence('of Demo Supply Co. ')).toBe('of Demo Supply Co.');
    expect(sentence('Saved')).toBe('Saved.');
  });
});
