import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { OpenAPIV3 } from 'openapi-types';
import { roleTemplates } from '@conexoes/shared/contract';
import { signIn, tenantTree } from '../testing/auth-helpers';
import { freshSite, userWith } from '../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../testing/test-app';

/**
 * Bad input never answers 5xx (issue 9): every route of the OpenAPI document (generated from the zod
 * contract) gets a fixed, seeded set of wrong inputs — bad ids, NUL characters, huge strings, wrong types,
 * broken JSON and multipart, sent by an admin and by a restricted analyst. Each must answer a 4xx problem+json (or succeed), with no stack trace.
 * FUZZ_REPORT=<file> writes the counts by status.
 */

type Schema = OpenAPIV3.SchemaObject;
type Case = {
  method: string;
  url: string;
  what: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
};

/** mulberry32: the same cases on every run, so a failure names an input that can be replayed. */
const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const NUL = 'a\u0000b';
const HUGE = 'x'.repeat(200_000);
const API = '/manager/api/';
// Signing out would end the fuzzing session; it takes no input anyway.
const SKIPPED = new Set(['POST /manager/api/v1/auth/logout']);

const asSchema = (value: unknown): Schema => (value ?? {}) as Schema;

/** A value the schema accepts, so that one wrong field at a time reaches as deep as it can. */
const sample = (schema: Schema, depth = 0): unknown => {
  if (schema.enum?.length) return schema.enum[0];
  const options = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (options?.length) return sample(asSchema(options[0]), depth);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') return randomUUID();
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date-time') return '2026-01-02T03:04:05.000Z';
      if (schema.format === 'date') return '2026-01-02';
      return 'a'.repeat(Math.max(schema.minLength ?? 0, 3));
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return depth > 3
        ? []
        : Array.from({ length: schema.minItems ?? 0 }, () => sample(asSchema(schema.items), depth + 1));
    case 'object': {
      if (depth > 3) return {};
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([name]) => required.has(name))
          .map(([name, property]) => [name, sample(asSchema(property), depth + 1)]),
      );
    }
    default:
      return null;
  }
};

/** Values of the wrong kind for a field of this schema. */
const wrongValues = (schema: Schema): unknown[] => {
  const values: unknown[] = [NUL, HUGE, null, { nested: NUL }, [NUL]];
  if (schema.type === 'string') values.push(12345, 'not-a-uuid \u0000 %00');
  else values.push('abc', 1.5, -1, 2 ** 64);
  return values;
};

const queryValues = (schema: Schema): string[] => {
  const values = [NUL, 'x'.repeat(20_000), '%00', '-1', '1e309', '[]', ''];
  if (schema.format === 'uuid') values.push('not-a-uuid');
  return values;
};

const casesFor = (method: string, path: string, operation: OpenAPIV3.OperationObject): Case[] => {
  const random = prng([...`${method} ${path}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
  const pick = <T>(items: T[], count: number): T[] => [...items].sort(() => random() - 0.5).slice(0, count);
  const parameters = (operation.parameters ?? []) as OpenAPIV3.ParameterObject[];
  const pathParams = parameters.filter((p) => p.in === 'path');
  const queryParams = parameters.filter((p) => p.in === 'query');

  const fillPath = (override: Record<string, string> = {}) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (name in override) return override[name] as string;
      const schema = asSchema(pathParams.find((p) => p.name === name)?.schema);
      return encodeURIComponent(String(sample(schema)));
    });
  const baseQuery = () =>
    Object.fromEntries(
      queryParams.filter((p) => p.required).map((p) => [p.name, String(sample(asSchema(p.schema)))]),
    );
  const withQuery = (url: string, query: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) for (const v of [value].flat()) search.append(name, v);
    const text = search.toString();
    return text ? `${url}?${text}` : url;
  };

  const cases: Case[] = [];
  const url = withQuery(fillPath(), baseQuery());

  for (const param of pathParams) {
    for (const bad of ['not-a-uuid', '%00', 'x'.repeat(3000), '..%2F..', '0']) {
      cases.push({
        method,
        url: withQuery(fillPath({ [param.name]: bad }), baseQuery()),
        what: `path ${param.name}=${bad.slice(0, 20)}`,
      });
    }
  }

  for (const param of pick(queryParams, 6)) {
    for (const bad of pick(queryValues(asSchema(param.schema)), 3)) {
      cases.push({
        method,
        url: withQuery(fillPath(), { ...baseQuery(), [param.name]: bad }),
        what: `query ${param.name}=${JSON.stringify(bad.slice(0, 20))}`,
      });
    }
    cases.push({
      method,
      url: withQuery(fillPath(), { ...baseQuery(), [param.name]: ['1', NUL] }),
      what: `query ${param.name} twice`,
    });
  }

  if (method === 'GET' || method === 'DELETE') return cases;

  const json = { 'content-type': 'application/json' };
  const bodySchema = asSchema(
    (operation.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content?.['application/json']?.schema,
  );
  for (const [what, payload] of [
    ['bad JSON', '{"a":'],
    ['JSON array', '[]'],
    ['JSON null', 'null'],
    ['JSON string', `"${'y'.repeat(100)}"`],
    ['JSON NUL key', '{"a\\u0000":1}'],
    ['deep JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`],
  ] as const) {
    cases.push({ method, url, what, headers: json, payload });
  }
  const base = sample(bodySchema);
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    cases.push({ method, url, what: 'valid-looking body', headers: json, payload: JSON.stringify(base) });
    const properties = Object.entries(bodySchema.properties ?? {});
    for (const [name, property] of pick(properties, 8)) {
      for (const bad of pick(wrongValues(asSchema(property)), 3)) {
        cases.push({
          method,
          url,
          what: `body ${name}=${JSON.stringify(bad)?.slice(0, 20)}`,
          headers: json,
          payload: JSON.stringify({ ...base, [name]: bad }),
        });
      }
    }
    cases.push({
      method,
      url,
      what: 'body with an unknown field',
      headers: json,
      payload: JSON.stringify({ ...base, ['x'.repeat(300)]: NUL }),
    });
  }

  const boundary = 'fuzzboundary';
  const part = (name: string, fileName: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${fileName}"\r\n` +
    'Content-Type: text/csv\r\n\r\nkind,name\r\nperson,Ana\r\n';
  for (const [what, headers, payload] of [
    ['multipart without boundary', { 'content-type': 'multipart/form-data' }, 'abc'],
    [
      'truncated multipart',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      part('file', 'a.csv'),
    ],
    [
      'multipart NUL file name',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `${part('file', 'a\u0000.csv')}\r\n--${boundary}--\r\n`,
    ],
    [
      'multipart wrong field',
      { 'content-type': `multipart/form-data; boundary=${boundary}` },
      `${part('other', 'a.csv')}\r\n--${boundary}--\r\n`,
    ],
  ] as const) {
    cases.push({ method, url, what, headers, payload });
  }
  return cases;
};

describe('fuzz: bad input never answers 5xx', () => {
  let ctx: TestContext;
  // Every case is sent by two callers: the tenant admin (every path open) and an analyst of one site
  // with onlyBasicInfo on stakeholders, whose refusals, narrowed reach and hidden fields run other code.
  const callers: string[] = [];
  beforeAll(async () => {
    // Thousands of requests from one address: the global per-IP limit is not what is under test.
    ctx = await createTestApp({ globalRateLimit: 1_000_000 });
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    const admin = await signIn(ctx.app, [tree.root.id]);
    const site = await freshSite(ctx, admin);
    const analyst = roleTemplates.analyst;
    const restricted = await userWith(ctx, admin, [site], {
      ...analyst,
      stakeholders: { ...analyst.stakeholders, onlyBasicInfo: true },
    });
    callers.push(admin, restricted.token);
  }, 120_000);
  afterAll(() => ctx.close());

  it('answers every route of the OpenAPI document with 4xx (or success) and no stack trace', async () => {
    await ctx.app.ready();
    const document = ctx.app.swagger() as OpenAPIV3.Document;
    const cases = Object.entries(document.paths).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'patch', 'delete'] as const).flatMap((method) => {
        const operation = item?.[method];
        const key = `${method.toUpperCase()} ${path}`;
        if (!operation || SKIPPED.has(key) || !path.startsWith(API)) return [];
        return casesFor(method.toUpperCase(), path, operation);
      }),
    );

    const byStatus: Record<string, number> = {};
    const failures: string[] = [];
    for (const [c, token] of cases.flatMap((c) => callers.map((token) => [c, token] as const))) {
      const res = await ctx.app.inject({
        method: c.method as 'GET',
        url: c.url,
        headers: { authorization: `Bearer ${token}`, ...c.headers },
        ...(c.payload !== undefined ? { payload: c.payload } : {}),
      });
      byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
      const where = `${c.method} ${c.url.split('?')[0]?.slice(0, 120)} [${c.what}]`;
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${where}: ${res.body.slice(0, 200)}`);
      else if (/\n\s+at |node_modules|\.ts:\d+/.test(res.body)) failures.push(`stack trace in ${where}`);
      else if (
        res.statusCode >= 400 &&
        !String(res.headers['content-type']).startsWith('application/problem+json')
      )
        failures.push(`${res.statusCode} without problem+json: ${where}`);
    }

    const routes = Object.values(document.paths).reduce(
      (count, item) => count + Object.keys(item ?? {}).length,
      0,
    );
    const summary = { routes, cases: cases.length, callers: callers.length, byStatus };
    if (process.env.FUZZ_REPORT)
      writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ summary, failures }, null, 2));
    expect(cases.length).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
