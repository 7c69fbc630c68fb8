// `DATABASE_URL=… node --import tsx bench/response-serializer.ts`: the time to write one order's
// answer (GET /order/:id, 20 and 2,000 lines), in this process, by zod's serializer (parse, then
// JSON.stringify) and by the API's fast serializer (decision 0104), in turns, with JSON.stringify alone.
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { orderBody } from '@laydown/contracts';
import { startServer } from '../e2e/support/server';
import { BENCH_PASSWORD, percentile, signIn } from './http';
import { benchOrderBody, benchOrderIds, jsonCaller } from './order-body';

type Compiler = FastifySerializerCompiler<unknown>;
const API_SRC = fileURLToPath(new URL('../apps/api/src', import.meta.url));
const { createSerializerCompiler } = (await import(`${API_SRC}/platform/serialization.ts`)) as {
  createSerializerCompiler: (options: { checkAgainstZod: boolean }) => Compiler;
};
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);

const server = await startServer({ DEMO_PASSWORD: BENCH_PASSWORD, LOG_LEVEL: 'error' });
try {
  const cookie = await signIn(server.baseUrl);
  const call = jsonCaller(server.baseUrl, cookie);
  const ids = await benchOrderIds(call);
  const route = { schema: orderBody, method: 'GET', url: '/order/:id', httpStatus: '200' };
  const writers = {
    zod: (zodSerializerCompiler as Compiler)(route),
    fast: createSerializerCompiler({ checkAgainstZod: false })(route),
    // The floor: JSON.stringify alone, which neither checks nor drops anything.
    stringify: (data: unknown) => JSON.stringify(data),
  };
  const names = ['zod', 'fast', 'stringify'] as const;
  for (const lines of [20, 2000]) {
    const created = await call<{ order: { id: number } }>(
      'POST',
      '/order',
      benchOrderBody(ids, lines),
    );
    const answer = await call<unknown>('GET', `/order/${created.order.id}`);
    // The same values; the keys follow the contract's order, where zod's followed the handler's.
    if (!isDeepStrictEqual(JSON.parse(writers.fast(answer)), JSON.parse(writers.zod(answer)))) {
      throw new Error('the two writers differ');
    }
    const calls = lines > 100 ? 5 : 200;
    const times = { zod: [] as number[], fast: [] as number[], stringify: [] as number[] };
    for (let round = 0; round < ROUNDS; round++) {
      const order = names.map((_, k) => names[(k + round) % names.length]!);
      for (const name of order) {
        const started = performance.now();
        for (let i = 0; i < calls; i++) writers[name](answer);
        times[name].push((performance.now() - started) / calls);
      }
    }
    const line = (t: number[]) => {
      t.sort((a, b) => a - b);
      return `p50 ${percentile(t, 50).toFixed(3)} ms`;
    };
    console.log(
      `write one order of ${String(lines).padStart(4)} lines (${JSON.stringify(answer).length} bytes): ` +
        `zod ${line(times.zod)}  fast ${line(times.fast)}  JSON.stringify ${line(times.stringify)}`,
    );
  }
} finally {
  await server.stop();
}
