import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../build-test-app';
import { fastSchemaOf } from '../../src/platform/response-json-schema';

/**
 * The routes whose answer keeps zod's encode, as their response schema has no faithful JSON
 * schema (decision 0104). A route added to this list is slower to answer: say why in its contract.
 */
const ZOD_WRITTEN: string[] = [];

describe('response serializers of every route', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes every response from its JSON schema, but for the listed routes', () => {
    const zodWritten: string[] = [];
    let compiled = 0;
    for (const route of t.routes) {
      const responses = (route.schema?.response ?? {}) as Record<string, unknown>;
      for (const [status, schema] of Object.entries(responses)) {
        if (!(schema instanceof z.ZodType)) continue;
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        if (fastSchemaOf(schema)) compiled += 1;
        else zodWritten.push(`${methods} ${route.url} ${status}`);
      }
    }
    expect(zodWritten).toEqual(ZOD_WRITTEN);
    expect(compiled).toBeGreaterThan(100);
  });
});
