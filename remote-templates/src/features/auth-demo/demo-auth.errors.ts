// The demo sign-in's messages, exactly as SPEC §5/§8 words them; the pages show them translated
// (i18n key `errors.<code>`, whose English is the same sentence).
export const DEMO_AUTH_MESSAGES = {
  wrongCredentials: 'Please check your email and password',
  userExists: 'User already exists',
  invalidToken: 'Invalid authorization token',
  expiredToken: 'Expired token',
  invalidSignature: 'Invalid signature',
  internal: 'Internal server error',
} as const;

export type DemoAuthErrorCode = keyof typeof DEMO_AUTH_MESSAGES;

export class DemoAuthError extends Error {
  constructor(readonly code: DemoAuthErrorCode) {
    super(DEMO_AUTH_MESSAGES[code]);
    this.name = 'DemoAuthError';
  }
}

/** The code of any failure: a demo error's own, anything unexpected is 'Internal server error'. */
export const demoAuthErrorCode = (error: unknown): DemoAuthErrorCode =>
  error instanceof DemoAuthError ? error.code : 'internal';
