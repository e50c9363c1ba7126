import { errors, jwtVerify, SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';

export const TOKEN_ISSUER = 'conexoes-api';
export const TOKEN_AUDIENCE = 'conexoes-app';
const ALGORITHM = 'HS256';

/** Two stages: a login token reaches only auth endpoints; an access token carries the chosen workspaces. */
export type TokenStage = 'login' | 'access';
const typByStage: Record<TokenStage, string> = { login: 'login+jwt', access: 'at+jwt' };

export type TokenClaims = {
  stage: TokenStage;
  userId: string;
  sessionId: string;
  tenantId: string;
  /** For the client to show who is signed in after a reload; not trusted by the API. */
  email: string;
  name: string;
  /** Chosen workspace ids (access tokens only). */
  workspaceIds: string[];
  /** Set by verify: the token's `exp` in seconds (a cached verification must not outlive it). */
  expiresAt?: number;
};

export type TokenFailure = 'Expired token' | 'Invalid signature' | 'Invalid authorization token';

export class TokenError extends Error {
  constructor(readonly detail: TokenFailure) {
    super(detail);
    this.name = 'TokenError';
  }
}

export type TokenServiceOptions = { secret: string; loginTtlSeconds: number; accessTtlSeconds: number };

export type TokenService = {
  sign: (claims: TokenClaims, notAfter?: Date) => Promise<string>;
  verify: (token: string) => Promise<TokenClaims>;
};

export const createTokenService = (options: TokenServiceOptions): TokenService => {
  const key = new TextEncoder().encode(options.secret);

  const sign = async (claims: TokenClaims, notAfter?: Date): Promise<string> => {
    const now = Math.floor(Date.now() / 1000);
    const ttl = claims.stage === 'login' ? options.loginTtlSeconds : options.accessTtlSeconds;
    // A token never outlives its session.
    const exp = notAfter ? Math.min(now + ttl, Math.floor(notAfter.getTime() / 1000)) : now + ttl;
    return new SignJWT({
      sid: claims.sessionId,
      tid: claims.tenantId,
      email: claims.email,
      name: claims.name,
      ...(claims.stage === 'access' ? { wid: claims.workspaceIds } : {}),
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: typByStage[claims.stage] })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(claims.userId)
      .setJti(randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .sign(key);
  };

  const verify = async (token: string): Promise<TokenClaims> => {
    try {
      // Pinned algorithm: `none`, asymmetric algorithms (key confusion) and anything else are refused.
      const { payload, protectedHeader } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat', 'sid', 'tid'],
      });
      const stage = (Object.keys(typByStage) as TokenStage[]).find(
        (s) => typByStage[s] === protectedHeader.typ,
      );
      const { sub, sid, tid, wid, email, name, exp } = payload;
      if (!stage || typeof sub !== 'string' || typeof sid !== 'string' || typeof tid !== 'string') {
        throw new TokenError('Invalid authorization token');
      }
      const workspaceIds = Array.isArray(wid) ? wid.filter((w): w is string => typeof w === 'string') : [];
      if (stage === 'access' && workspaceIds.length === 0)
        throw new TokenError('Invalid authorization token');
      return {
        stage,
        userId: sub,
        sessionId: sid,
        tenantId: tid,
        email: typeof email === 'string' ? email : '',
        name: typeof name === 'string' ? name : '',
        workspaceIds,
        ...(typeof exp === 'number' ? { expiresAt: exp } : {}),
      };
    } catch (error) {
      if (error instanceof TokenError) throw error;
      if (error instanceof errors.JWTExpired) throw new TokenError('Expired token');
      if (error instanceof errors.JWSSignatureVerificationFailed) throw new TokenError('Invalid signature');
      throw new TokenError('Invalid authorization token');
    }
  };

  return { sign, verify };
};
