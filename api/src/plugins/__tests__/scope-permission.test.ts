import Fastify from 'fastify';
import type { IdentityRepository } from '../../modules/auth/identity.repository';
import { API_PREFIX, type PermissionRequirement } from '../auth.plugin';
import { scopePlugin } from '../scope.plugin';

/** Issue 9 item 7: a workspace route that names no permission cannot ship open to every member. */
describe('scope plugin: every workspace route declares its permission', () => {
  // Nothing is requested: only route registration runs.
  const identity = {} as IdentityRepository;
  const appWith = async (
    url: string,
    config: { auth?: 'public'; permission?: PermissionRequirement | 'member' },
  ) => {
    const app = Fastify();
    await app.register(scopePlugin, { identity });
    await app.register(async (api) => {
      api.get(url, { config }, async () => ({ ok: true }));
    });
    await app.ready();
    return app;
  };

  it('refuses to start with a workspace route that declares no permission', async () => {
    await expect(appWith(`${API_PREFIX}/things`, {})).rejects.toThrow(
      `GET ${API_PREFIX}/things is a workspace route without config.permission`,
    );
  });

  it("starts with 'member', with flags, and with public routes or routes outside the API", async () => {
    const routes: [string, Parameters<typeof appWith>[1]][] = [
      [`${API_PREFIX}/things`, { permission: 'member' }],
      [`${API_PREFIX}/things`, { permission: [['configurations', 'view']] }],
      [`${API_PREFIX}/open`, { auth: 'public' }],
      ['/health', {}],
    ];
    for (const [url, config] of routes) {
      await (await appWith(url, config)).close();
    }
  });
});
