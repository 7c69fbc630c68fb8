import { describe, expect, it } from 'vitest';
import Fastify, { type FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { createSerializerCompiler } from './serialization';
import { fastSchemaOf } from './response-json-schema';

const line = z.object({ id: z.number().int(), cost: z.string().optional() });
const answer = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  ordered_at: z.iso.datetime(),
  delivered_on: z.iso.date().nullable(),
  vendor: z.object({ id: z.number(), name: z.string() }).nullable(),
  status: z.enum(['draft', 'sent']).nullable(),
  lines: z.array(line),
  attributes: z.record(z.string(), z.string()),
  snapshot: z.unknown(),
  event: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('note'), text: z.string() }),
    z.object({ kind: z.literal('move'), to: z.number() }),
  ]),
});

const SENT = {
  id: 7,
  name: null,
  ordered_at: '2026-11-24T10:00:00.000Z',
  delivered_on: null,
  vendor: { id: 3, name: 'Acme', margin: 0.4 },
  status: 'sent',
  lines: [{ id: 1, cost: '2.50', unit_cost: '1.10' }, { id: 2 }],
  attributes: { colour: 'red' },
  snapshot: { any: ['thing', 1, null] },
  event: { kind: 'move', to: 4, secret: 'x' },
  costs_total: '99.00',
};

/** The answer of one route returning `data`, written by the given serializer compiler. */
async function answerOf(
  compiler: FastifySerializerCompiler<unknown>,
  schema: z.ZodType,
  data: unknown,
) {
  const app = Fastify();
  app.setSerializerCompiler(compiler);
  app.get('/thing', { schema: { response: { 200: schema } } }, () => data);
  const res = await app.inject({ method: 'GET', url: '/thing' });
  await app.close();
  return res;
}

describe('the fast response serializer', () => {
  const fast = createSerializerCompiler({ checkAgainstZod: false });

  it('does not send a property the contract does not declare, at any depth', async () => {
    const res = await answerOf(fast, answer, SENT);
    const body = res.json();
    expect(res.statusCode).toBe(200);
    expect(body).not.toHaveProperty('costs_total');
    expect(body.vendor).toEqual({ id: 3, name: 'Acme' });
    expect(body.lines).toEqual([{ id: 1, cost: '2.50' }, { id: 2 }]);
    expect(body.event).toEqual({ kind: 'move', to: 4 });
    expect(res.body).not.toMatch(/margin|unit_cost|secret|costs_total/);
  });

  it('writes dates, nulls, records and unknown values as zod did', async () => {
    const zodPath = zodSerializerCompiler as FastifySerializerCompiler<unknown>;
    const before = await answerOf(zodPath, answer, SENT);
    const after = await answerOf(fast, answer, SENT);
    expect(after.json()).toEqual(before.json());
    expect(after.json()).toMatchObject({
      name: null,
      ordered_at: '2026-11-24T10:00:00.000Z',
      delivered_on: null,
      status: 'sent',
      snapshot: { any: ['thing', 1, null] },
    });
  });

  it('keeps zod for a response holding a Date, which zod encodes', async () => {
    const dated = z.object({ at: z.date(), note: z.string().nullable() });
    expect(fastSchemaOf(dated)).toBeNull();
    const data = { at: new Date('2026-11-24T10:00:00Z'), note: null, extra: 1 };
    const res = await answerOf(fast, dated, data);
    expect(res.json()).toEqual({ at: '2026-11-24T10:00:00.000Z', note: null });
  });

  it('checked against zod, fails an answer that breaks its contract', async () => {
    const checked = createSerializerCompiler({ checkAgainstZod: true });
    const ok = await answerOf(checked, answer, SENT);
    expect(ok.statusCode).toBe(200);
    const res = await answerOf(checked, answer, { ...SENT, name: 12 });
    expect(res.statusCode).toBe(500);
  });
});
