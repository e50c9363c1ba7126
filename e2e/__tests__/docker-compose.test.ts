// No Docker engine runs in CI: this test keeps docker-compose.yml, the Dockerfiles, the nginx configs
// and the runtime remote config (deploy/remotes.json) consistent with each other and with the ports
// `npm start` uses, so `docker compose up --build` serves the same product.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contextCopySources, envOf, parseDockerfile } from '../support/dockerfile';
import { findAll, findLocation, parseNginx } from '../support/nginx-config';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

type ComposeService = {
  image?: string;
  build?: { context: string; dockerfile: string };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
};
type Compose = { services: Record<string, ComposeService> };

const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const services = compose.services;

// The brief's port plan ("Shared names"): the same ports as `npm start`.
const BRIEF_PORTS: Record<string, number> = {
  api: 3000,
  host: 8080,
  'remote-auth': 3001,
  'remote-stakeholders': 3002,
  'remote-interactions': 3003,
  'remote-commitments': 3004,
  'remote-admin': 3005,
  'remote-templates': 3006,
};
const REMOTE_SERVICES = Object.keys(BRIEF_PORTS).filter((s) => s.startsWith('remote-'));
const federationName = (service: string): string => service.replace('-', '_');

function portMapping(service: string): { published: number; container: number } {
  const ports = services[service].ports ?? [];
  expect(ports).toHaveLength(1);
  const [published, container] = ports[0].split(':').map(Number);
  return { published, container };
}

const dockerfileOf = (service: string) => {
  const build = services[service].build;
  if (!build) throw new Error(`${service} has no build section`);
  return parseDockerfile(read(path.join(build.context, build.dockerfile)));
};

describe('docker-compose.yml', () => {
  it('has postgres, the api, the host and every remote as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(['postgres', ...Object.keys(BRIEF_PORTS)].sort());
    expect(services.postgres.image).toMatch(/^postgres:15/);
  });

  it.each(Object.keys(BRIEF_PORTS))(
    '%s: its Dockerfile exists and copies only files that exist',
    (service) => {
      const build = services[service].build;
      expect(build).toBeDefined();
      const dockerfile = path.join(root, build!.context, build!.dockerfile);
      expect(fs.existsSync(dockerfile)).toBe(true);
      for (const source of contextCopySources(parseDockerfile(fs.readFileSync(dockerfile, 'utf8')))) {
        expect({ source, exists: fs.existsSync(path.join(root, build!.context, source)) }).toEqual({
          source,
          exists: true,
        });
      }
    },
  );

  it('copies the package.json of every npm workspace before installing (npm needs them all)', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    for (const service of Object.keys(BRIEF_PORTS)) {
      const sources = contextCopySources(dockerfileOf(service));
      expect({ service, missing: workspaces.filter((w) => !sources.includes(`${w}/package.json`)) }).toEqual({
        service,
        missing: [],
      });
    }
  });

  it.each(REMOTE_SERVICES)('%s: builds its own workspace and serves that dist with nginx', (service) => {
    const instructions = dockerfileOf(service);
    const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
    expect(runs).toContain(`npm run build -w ${service}`);
    const lastStage = Math.max(...instructions.map((i) => i.stage));
    expect(instructions.find((i) => i.keyword === 'FROM' && i.stage === lastStage)?.args).toMatch(/^nginx:/);
    expect(
      instructions.some(
        (i) => i.keyword === 'COPY' && i.stage === lastStage && i.args.includes(`/app/${service}/dist `),
      ),
    ).toBe(true);
  });

  it.each(Object.keys(BRIEF_PORTS))(
    '%s: publishes the port of the brief, on the port it listens on',
    (service) => {
      const { published, container } = portMapping(service);
      expect(published).toBe(BRIEF_PORTS[service]);
      if (service === 'api') {
        expect(Number(services.api.environment?.PORT)).toBe(container);
      } else if (service === 'host') {
        const listen = findAll(parseNginx(read('deploy/nginx/host.conf')), 'listen').map((d) =>
          Number(d.args[0]),
        );
        expect(listen).toEqual([container]);
      } else {
        const instructions = dockerfileOf(service);
        const lastStage = Math.max(...instructions.map((i) => i.stage));
        expect(Number(envOf(instructions, lastStage).REMOTE_PORT)).toBe(container);
        const template = parseNginx(read('deploy/nginx/remote.conf.template'));
        expect(findAll(template, 'listen').map((d) => d.args[0])).toEqual(['${REMOTE_PORT}']);
      }
    },
  );
});

describe('runtime remote configuration (deploy/remotes.json)', () => {
  const remotes = JSON.parse(read('deploy/remotes.json')) as Record<string, string>;

  it('names exactly the six federation remotes', () => {
    expect(Object.keys(remotes).sort()).toEqual(REMOTE_SERVICES.map(federationName).sort());
  });

  it.each(REMOTE_SERVICES)('points %s at the manifest on its container’s published port', (service) => {
    const { published } = portMapping(service);
    expect(remotes[federationName(service)]).toBe(`http://localhost:${published}/mf-manifest.json`);
  });

  it('agrees with the names and ports `npm start` generates /remotes.json from', () => {
    const script =
      "import('./scripts/lib/remotes-config.mjs').then((m) => console.log(JSON.stringify(m.remotesConfig({}))))";
    const startConfig = JSON.parse(
      execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }),
    );
    expect(startConfig).toEqual(remotes);
  });

  it('is mounted into the host container as the /remotes.json nginx serves', () => {
    const nginx = parseNginx(read('deploy/nginx/host.conf'));
    const webRoot = findAll(nginx, 'root')[0].args[0];
    expect(services.host.volumes).toContain(`./deploy/remotes.json:${webRoot}/remotes.json:ro`);
    expect(findLocation(nginx, '=', '/remotes.json')).toBeDefined();
  });

  it('is what the api admits as remote origins (CSP) and the host origin is its CORS origin', () => {
    const origins = Object.values(remotes).map((url) => new URL(url).origin);
    expect(services.api.environment?.REMOTE_ORIGINS.split(',').sort()).toEqual(origins.sort());
    expect(services.api.environment?.CORS_ORIGINS.split(',')).toContain(
      `http://localhost:${portMapping('host').published}`,
    );
  });
});

describe('host nginx (deploy/nginx/host.conf)', () => {
  const nginx = parseNginx(read('deploy/nginx/host.conf'));

  it('routes /manager/api/ to the api service on the port the api listens on, keeping the path', () => {
    const location = findLocation(nginx, '/manager/api/');
    expect(location).toBeDefined();
    const proxyPass = findAll(location!.block ?? [], 'proxy_pass')[0]?.args[0];
    const target = new URL(proxyPass);
    expect(Object.keys(services)).toContain(target.hostname);
    expect(target.hostname).toBe('api');
    expect(Number(target.port)).toBe(portMapping('api').container);
    // No URI part: nginx then forwards /manager/api/... unchanged, the API's own base path.
    expect(target.pathname).toBe('/');
    expect(proxyPass.endsWith(':' + target.port)).toBe(true);
  });

  it('falls back to index.html for deep links of the single-page app', () => {
    const location = findLocation(nginx, '/');
    const tryFiles = findAll(location?.block ?? [], 'try_files')[0]?.args ?? [];
    expect(tryFiles.at(-1)).toBe('/index.html');
  });
});

describe('api and database', () => {
  it('connects the api to the postgres service with its credentials and waits for it', () => {
    const url = new URL(services.api.environment?.DATABASE_URL ?? '');
    const pg = services.postgres.environment ?? {};
    expect(url.hostname).toBe('postgres');
    expect(url.port).toBe('5432');
    expect(decodeURIComponent(url.username)).toBe(pg.POSTGRES_USER);
    expect(decodeURIComponent(url.password)).toBe(pg.POSTGRES_PASSWORD);
    expect(url.pathname).toBe(`/${pg.POSTGRES_DB}`);
    expect(Object.keys(services.api.depends_on ?? {})).toContain('postgres');
  });

  it('builds the API and runs it compiled with plain Node, as npm start does', () => {
    const api = dockerfileOf('api');
    expect(api.some((i) => i.keyword === 'RUN' && /build\.mjs/.test(i.args))).toBe(true);
    const cmd = api.find((i) => i.keyword === 'CMD')?.args ?? '';
    expect(cmd).toMatch(/node.*dist\/server\.js/);
    expect(cmd).not.toMatch(/tsx/);
  });
});
