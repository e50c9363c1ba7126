import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpProblem } from '../../lib/problem';
import { bearer, signIn, tenantTree } from '../../testing/auth-helpers';
import { API, person } from '../../testing/stakeholder-helpers';
import { createTestApp, type TestContext } from '../../testing/test-app';

const problemType = 'application/problem+json; charset=utf-8';
const NUL = 'a\u0000b';

/** Problems a person reads: NUL characters refused once for the whole API, ids, field messages. */
describe('input errors', () => {
  let ctx: TestContext;
  let token: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    const app = ctx.app.withTypeProvider<ZodTypeProvider>();
    app.post(
      `${API}/probe-fields`,
      {
        config: { auth: 'public' },
        schema: {
          body: z.object({
            name: z.string().min(2),
            title: z.string().min(1),
            count: z.number().int().max(10),
            email: z.email(),
            kind: z.enum(['person', 'organisation']),
          }),
        },
      },
      async () => ({ ok: true }),
    );
    app.get(`${API}/probe-busy`, { config: { auth: 'public' } }, async () => {
      throw new HttpProblem(503, 'The server is busy, try again in a moment', undefined, {
        retryAfterSeconds: 2,
      });
    });
    const tree = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    token = await signIn(ctx.app, [tree.root.id]);
  }, 120_000);
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url: `${API}${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each([
    '/stakeholders/search',
    '/stakeholders/export',
    '/users/search',
    '/options/search',
    '/topics/search',
    '/topic/categories/search',
  ])('answers a NUL in a query value of %s with 422 naming the field', async (route) => {
    const res = await call('GET', `${route}?q=${encodeURIComponent(NUL)}`);
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toBe(problemType);
    expect(res.json().errors).toEqual([
      { path: 'query.q', message: 'Must not contain a NUL character', code: 'nul_character' },
    ]);
  });

  it('answers a NUL in JSON text fields of writes with 422 naming each field', async () => {
    const stakeholder = await call('POST', '/stakeholders', person({ name: NUL }));
    expect(stakeholder.statusCode).toBe(422);
    expect(stakeholder.json().errors).toEqual([expect.objectContaining({ path: 'body.name' })]);

    const topic = await call('POST', '/topics', { name: 'Água', description: `x${NUL}` });
    expect(topic.statusCode).toBe(422);
    expect(topic.json().errors).toEqual([
      { path: 'body.description', message: 'Must not contain a NUL character', code: 'nul_character' },
    ]);

    // Nested values and keys are found too (jsonb refuses U+0000 in either).
    const nested = await call('POST', '/stakeholders', {
      ...person(),
      additional: { [`rel${NUL}`]: 'ally', other: [NUL] },
    });
    expect(nested.statusCode).toBe(422);
    expect(
      nested
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['body.additional.other.0', 'body.additional.relab']);
  });

  it('answers a malformed or over-long id in the path as a record that does not exist (404), with no field paths', async () => {
    for (const id of ['not-a-uuid', '%00', 'x'.repeat(500)]) {
      const res = await call('GET', `/stakeholders/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toBe(problemType);
      const body = res.json();
      expect(body).toMatchObject({ status: 404, title: 'Not Found' });
      expect(body.errors).toBeUndefined();
      expect(body.detail).not.toMatch(/params|uuid/i);
    }
  });

  it('words field errors for people, with a stable code (and its limit) to translate, paths kept apart', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API}/probe-fields`,
      payload: { name: 'x', title: '', count: 11, email: 'nope', kind: 'robot' },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.detail).toBe('The request has invalid fields');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        {
          path: 'body.name',
          message: 'Must have at least 2 characters',
          code: 'too_small',
          params: { minimum: 2, origin: 'string' },
        },
        { path: 'body.title', message: 'This field is required', code: 'required' },
        {
          path: 'body.count',
          message: 'Must be at most 10',
          code: 'too_big',
          params: { maximum: 10, origin: 'number' },
        },
        {
          path: 'body.email',
          message: 'Must be a valid e-mail address',
          code: 'invalid_format',
          params: { format: 'email' },
        },
        {
          path: 'body.kind',
          message: 'Must be one of: person, organisation',
          code: 'invalid_value',
          params: { values: 'person,organisation' },
        },
      ]),
    );
    const missing = await ctx.app.inject({ method: 'POST', url: `${API}/probe-fields`, payload: {} });
    expect(missing.json().errors).toContainEqual({
      path: 'body.count',
      message: 'This field is required',
      code: 'required',
    });
    const wrongType = await ctx.app.inject({
      method: 'POST',
      url: `${API}/probe-fields`,
      payload: { count: 'three' },
    });
    expect(wrongType.json().errors).toContainEqual({
      path: 'body.count',
      message: 'Must be a number',
      code: 'invalid_type',
      params: { expected: 'number' },
    });
  });

  it('names query fields `query.<name>`', async () => {
    const res = await call('GET', '/stakeholders/search?size=1000');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'query.size', code: 'too_big' })]);
  });

  it('sends Retry-After with a problem that carries one', async () => {
    const res = await ctx.app.inject({ url: `${API}/probe-busy` });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
  });
});
