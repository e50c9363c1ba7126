import { generateKeyPair, SignJWT } from 'jose';
import { bearer, login, signIn, tenantTree } from '../../../testing/auth-helpers';
import { createTestApp, type TestContext } from '../../../testing/test-app';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../token.service';

const secret = 'test-secret-with-more-than-thirty-two-characters';
const key = new TextEncoder().encode(secret);
const url = '/manager/api/v1/users/detail';

const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>;
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('tokens: expired, altered, alg none, key confusion, malformed', () => {
  let ctx: TestContext;
  let valid: string;
  let claims: Record<string, unknown>;
  beforeAll(async () => {
    ctx = await createTestApp({ jwtSecret: secret });
    const { root } = await tenantTree(ctx.database.db, ctx.seed.tenantId);
    valid = await signIn(ctx.app, [root.id]);
    claims = decode(valid.split('.')[1] as string);
  });
  afterAll(() => ctx.close());

  const call = (token: string) => ctx.app.inject({ url, headers: bearer(token) });
  const resign = (
    payload: Record<string, unknown>,
    header: { alg: string; typ?: string } = { alg: 'HS256', typ: 'at+jwt' },
  ) => new SignJWT(payload).setProtectedHeader(header).sign(key);

  it('accepts the genuine token', async () => {
    expect((await call(valid)).statusCode).toBe(200);
  });

  it("answers 'Expired token' for an expired one", async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await call(await resign({ ...claims, iat: now - 7200, exp: now - 60 }));
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Expired token');
  });

  it("answers 'Invalid signature' when the payload was altered", async () => {
    const [header, , signature] = valid.split('.');
    const forged = `${header}.${encode({ ...claims, wid: ['00000000-0000-4000-8000-000000000000'] })}.${signature}`;
    const res = await call(forged);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Invalid signature');
  });

  it("answers 'Invalid signature' for a token signed with another secret", async () => {
    const other = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'at+jwt' })
      .sign(new TextEncoder().encode('another-secret-that-is-long-enough-1234'));
    const res = await call(other);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Invalid signature');
  });

  it('refuses alg none', async () => {
    const unsecured = `${encode({ alg: 'none', typ: 'at+jwt' })}.${encode(claims)}.`;
    const res = await call(unsecured);
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toBe('Invalid authorization token');
  });

  it('refuses other algorithms (key confusion): RS256 and HS512', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const rs = await new SignJWT(claims).setProtectedHeader({ alg: 'RS256', typ: 'at+jwt' }).sign(privateKey);
    const hs512 = await resign(claims, { alg: 'HS512', typ: 'at+jwt' });
    for (const token of [rs, hs512]) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Invalid authorization token');
    }
  });

  it('refuses a wrong audience, issuer or type', async () => {
    const tokens = [
      await resign({ ...claims, aud: 'someone-else' }),
      await resign({ ...claims, iss: 'someone-else' }),
      await resign(claims, { alg: 'HS256', typ: 'JWT' }),
    ];
    for (const token of tokens) {
      const res = await call(token);
      expect(res.statusCode).toBe(401);
      expect(res.json().detail).toBe('Invalid authorization token');
    }
    expect(claims.aud).toBe(TOKEN_AUDIENCE);
    expect(claims.iss).toBe(TOKEN_ISSUER);
  });

  it("answers 'Invalid authorization token' when the token is absent or malformed", async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      { authorization: 'Bearer not.a.jwt' },
    ]) {
      const res = await ctx.app.inject({ url, headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8');
      expect(res.json().detail).toBe('Invalid authorization token');
    }
  });

  it('refuses a well-signed access token that claims workspaces outside the user (no widening by forging)', async () => {
    // Even with the key, the session and assignments decide: a token for a session that does not exist fails.
    const res = await call(await resign({ ...claims, sid: '00000000-0000-4000-8000-000000000000' }));
    expect(res.statusCode).toBe(401);
    const loginToken = await login(ctx.app);
    expect((await call(loginToken)).statusCode).toBe(403);
  });
});
