import type { RouteOptions } from 'fastify';
import { BAD_JSON_VALUES, BAD_RAW_BODIES, BAD_URL_VALUES } from './bad-values';
import {
  inputJsonSchema,
  kindsOf,
  leafPaths,
  sampleOf,
  withValueAt,
  type Json,
  type JsonSchema,
} from './json-sample';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request of the fuzz run, with where its bad value went (for the failure report). */
export interface FuzzCase {
  method: Method;
  url: string;
  /** A JSON value, or a raw string sent as it is. */
  payload?: Json | { raw: string };
  where: string;
}

export interface RouteInputs {
  /** A real id for a path parameter of this route (a record of the signed-in company). */
  pathValue: (url: string, param: string) => string;
  /** A valid body to start from, when the generated sample would not get past validation. */
  baseBody?: Json;
}

interface RouteSchemas {
  querystring?: JsonSchema;
  body?: JsonSchema;
}

function schemasOf(route: RouteOptions): RouteSchemas {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  return {
    querystring: inputJsonSchema(schema.querystring),
    body: inputJsonSchema(schema.body),
  };
}

function fillPath(url: string, values: Record<string, string>): string {
  return url.replace(/:(\w+)/g, (_m, name: string) => values[name] ?? '1');
}

function queryString(values: Record<string, Json>): string {
  const parts = Object.entries(values).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map(
      (v) => `${encodeURIComponent(key)}=${encodeURIComponent(String(v))}`,
    ),
  );
  return parts.length ? `?${parts.join('&')}` : '';
}

/** Every bad request for one route: each bad value alone, in each path parameter, query key and body field. */
export function casesFor(route: RouteOptions, method: Method, inputs: RouteInputs): FuzzCase[] {
  const { querystring, body } = schemasOf(route);
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1] as string);
  const goodPath = Object.fromEntries(
    paramNames.map((name) => [name, inputs.pathValue(route.url, name)]),
  );
  const baseQuery = querystring ? (sampleOf(querystring) as Record<string, Json>) : {};
  const basePath = fillPath(route.url, goodPath);
  const baseUrl = `${basePath}${queryString(baseQuery)}`;
  const baseBody = body ? (inputs.baseBody ?? sampleOf(body)) : undefined;
  const withBody = (c: Omit<FuzzCase, 'method'>): FuzzCase =>
    baseBody === undefined || c.payload !== undefined
      ? { method, ...c }
      : { method, ...c, payload: baseBody };

  const cases: FuzzCase[] = [withBody({ url: baseUrl, where: 'the base request' })];
  for (const name of paramNames) {
    for (const bad of BAD_URL_VALUES) {
      const url = `${fillPath(route.url, { ...goodPath, [name]: bad.value })}${queryString(baseQuery)}`;
      cases.push(withBody({ url, where: `path :${name} = ${bad.name}` }));
    }
  }
  const queryKinds = Object.entries(querystring?.properties ?? {}).map(
    ([key, schema]) => [key, kindsOf(schema, querystring ?? {})] as const,
  );
  // A key the contract does not know is refused whatever its value: one try is enough.
  for (const [key, kinds] of [
    ...queryKinds,
    ['unknown_key', new Set<'text' | 'number'>()] as const,
  ]) {
    const others = Object.entries(baseQuery).filter(([k]) => k !== key);
    const rest = queryString(Object.fromEntries(others));
    const join = rest ? `${rest}&` : '?';
    for (const bad of BAD_URL_VALUES) {
      if (bad.kind !== 'any' && !kinds.has(bad.kind)) continue;
      if (key === 'unknown_key' && bad.name !== 'NUL byte') continue;
      const url = `${basePath}${join}${encodeURIComponent(key)}=${bad.value}`;
      cases.push(withBody({ url, where: `query ${key} = ${bad.name}` }));
    }
    cases.push(
      withBody({ url: `${basePath}${join}${key}=1&${key}=2`, where: `query ${key} twice` }),
    );
  }
  if (body && baseBody !== undefined) {
    for (const { path, kinds } of leafPaths(body)) {
      for (const bad of BAD_JSON_VALUES) {
        if (bad.kind !== 'any' && !kinds.has(bad.kind)) continue;
        const payload = withValueAt(body, body, baseBody, path, bad.value);
        cases.push({
          method,
          url: baseUrl,
          payload,
          where: `body ${path.join('.')} = ${bad.name}`,
        });
      }
    }
  }
  if (method !== 'GET') {
    for (const bad of BAD_RAW_BODIES)
      cases.push({ method, url: baseUrl, payload: { raw: bad.value }, where: `body: ${bad.name}` });
  }
  return cases;
}
