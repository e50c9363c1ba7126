// Edge to the module-federation runtime: remote locations come from /remotes.json at run time,
// and a remote's `./routes` is fetched only when asked for.
import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remote-map';

export type RemoteConfig = Partial<Record<RemoteName, string>>;
type RoutesModule = { default: ComponentType };

export const REMOTES_CONFIG_URL = '/remotes.json';

let config: Promise<RemoteConfig> | undefined;

const isRemoteConfig = (value: unknown): value is RemoteConfig =>
  typeof value === 'object' &&
  value !== null &&
  Object.entries(value).every(
    ([key, entry]) => REMOTE_NAMES.includes(key as RemoteName) && typeof entry === 'string',
  );

/**
 * index.html starts reading /remotes.json while the scripts download (on a slow phone that is
 * seconds before this module runs). Taken once: a retry asks the server again.
 */
function takeEarlyResponse(): Promise<Response | undefined> | undefined {
  const early = window.__remotesConfigResponse;
  delete window.__remotesConfigResponse;
  return early;
}

async function fetchConfig(): Promise<RemoteConfig> {
  const response = (await takeEarlyResponse()) ?? (await fetch(REMOTES_CONFIG_URL, { cache: 'no-store' }));
  if (!response.ok) throw new Error(`${REMOTES_CONFIG_URL}: HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!isRemoteConfig(body)) throw new Error(`${REMOTES_CONFIG_URL}: unexpected content`);
  registerRemotes(Object.entries(body).map(([name, entry]) => ({ name, entry })));
  return body;
}

/** Fetches and registers the runtime remote map once; a failure is not cached, so retry works. */
export function loadRemoteConfig(): Promise<RemoteConfig> {
  config ??= fetchConfig().catch((error: unknown) => {
    config = undefined;
    throw error;
  });
  return config;
}

/** Forgets the fetched runtime config so the next load fetches /remotes.json again. */
export function forgetRemoteConfig(): void {
  config = undefined;
}

/** The routes component a remote exposes as `./routes`. */
export async function loadRemoteRoutes(name: RemoteName): Promise<ComponentType> {
  const remotes = await loadRemoteConfig();
  if (!remotes[name]) throw new Error(`${name} is not configured in ${REMOTES_CONFIG_URL}`);
  const module = await loadRemote<RoutesModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name}/routes could not be loaded`);
  return module.default;
}

/** Forgets a failed remote (its entry, manifest and module caches) so the next load starts afresh. */
export async function resetRemote(name: RemoteName): Promise<void> {
  const remotes = await loadRemoteConfig().catch(() => undefined);
  const entry = remotes?.[name];
  if (entry) registerRemotes([{ name, entry }], { force: true });
}
