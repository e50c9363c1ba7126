import { loadEnv } from '../config';

describe('configuration from the environment', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\.data[/\\]pglite$/);
    expect(env.SEED_ADMIN_EMAIL).toBe('admin@conexoes.local');
    expect(env.SEED_ADMIN_PASSWORD).toBe('Conexoes@2026');
    expect(env.SEED_DEMO).toBe(true);
    expect(loadEnv({ SEED_DEMO: 'false', SEED_TENANT_NAME: ' Energia Rio Claro ' })).toMatchObject({
      SEED_DEMO: false,
      SEED_TENANT_NAME: 'Energia Rio Claro',
    });
    expect(env.REMOTE_ORIGINS).toHaveLength(6);
    expect(env.CORS_ORIGINS).toContain('http://localhost:8080');
  });

  it('splits comma-separated origins and treats empty variables as unset', () => {
    const env = loadEnv({ CORS_ORIGINS: 'https://a.example, https://b.example', DATABASE_URL: '' });
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses bad values and a production start without JWT_SECRET, naming each problem', () => {
    expect(() => loadEnv({ PORT: 'eighty', REMOTE_ORIGINS: 'not a url' })).toThrow(
      /PORT[\s\S]*REMOTE_ORIGINS|REMOTE_ORIGINS[\s\S]*PORT/,
    );
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    // The demo admin's password is in the README: a production start must choose its own.
    expect(() => loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) })).toThrow(
      /SEED_ADMIN_PASSWORD/,
    );
    expect(() =>
      loadEnv({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SEED_ADMIN_PASSWORD: 'Conexoes@2026' }),
    ).toThrow(/SEED_ADMIN_PASSWORD/);
    expect(
      loadEnv({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(32),
        SEED_ADMIN_PASSWORD: 'a-long-own-secret',
      }).JWT_SECRET,
    ).toHaveLength(32);
  });

  it('refuses an SMTP_URL that is not an smtp:// or smtps:// URL at start, not at the first e-mail', () => {
    expect(() => loadEnv({ SMTP_URL: 'mail.example.com:587' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ SMTP_URL: 'https://mail.example.com' })).toThrow(/SMTP_URL/);
    expect(loadEnv({ SMTP_URL: 'smtps://user:secret@mail.example.com:465' }).SMTP_URL).toBe(
      'smtps://user:secret@mail.example.com:465',
    );
  });
});
