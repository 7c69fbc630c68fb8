import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUnitRequest } from './index';

const firstMessage = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('field messages people read', () => {
  it.each([
    [z.string().max(200), 'x'.repeat(201), 'Must be at most 200 characters.'],
    [z.string().min(1), '', 'Must not be blank.'],
    [z.string().min(3), 'ab', 'Must be at least 3 characters.'],
    [z.number().max(50), 51, 'Must be at most 50.'],
    [z.number().positive(), 0, 'Must be greater than 0.'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'Must have at most 2 items.'],
    [z.array(z.string()).min(1), [], 'Must have at least one item.'],
    [z.string(), undefined, 'Is required.'],
    [z.string(), 42, 'Must be text.'],
    [z.boolean(), 'yes', 'Must be true or false.'],
    [z.enum(['csv', 'xlsx']), 'pdf', 'Must be one of: csv, xlsx.'],
    [z.email(), 'not-an-email', 'Must be a valid email address.'],
    [z.object({}).strict(), { admin: true }, 'Unknown field "admin".'],
    [z.union([z.string(), z.number()]), true, 'Must be text or a number.'],
  ])('%#: says %j plainly', (schema, value, message) => {
    expect(firstMessage(schema, value)).toBe(message);
  });

  it("keeps a contract's own text (the spec's) over the generic one", () => {
    expect(firstMessage(createUnitRequest, { unit: { name: '  ' } })).toBe('Name is required');
  });
});
