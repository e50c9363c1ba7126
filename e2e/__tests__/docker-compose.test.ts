// No Docker engine runs in CI: this test keeps docker-compose.yml, the Dockerfiles, the nginx configs
// and the runtime remote config (deploy/remotes.json) consistent with each other and with the ports
// `npm start` uses, so `docker compose up --build` serves the same product.
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import {
  baseOf,
  contextCopySources,
  envOf,
  parseDockerfile,
  stageNames,
  stagesFor,
  withBuildArgs,
  type DockerInstruction,
} from '../support/dockerfile';
import { findAll, findLocation, parseNginx, type NginxDirective } from '../support/nginx-config';
import { REMOTES } from '../support/ports';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string): string => fs.readFileSync(path.join(root, file), 'utf8');

type ComposeService = {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string; args?: Record<string, string> };
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: string[] | Record<string, unknown>;
  networks?: Record<string, { ipv4_address?: string }>;
};
type Compose = {
  services: Record<string, ComposeService>;
  networks?: Record<string, { ipam?: { config?: { subnet: string }[] } }>;
};

const compose = parse(read('docker-compose.yml'), { merge: true }) as Compose;
const services = compose.services;

// The brief's port plan ("Shared names"): the same ports as `npm start`, the remotes' from the one
// list of remotes (scripts/lib/remotes.json), each a compose service named after its directory.
const BRIEF_PORTS: Record<string, number> = {
  api: 3000,
  host: 8080,
  ...Object.fromEntries(REMOTES.map((remote) => [remote.dir, remote.port])),
};
const REMOTE_SERVICES = REMOTES.map((remote) => remote.dir);
const federationName = (service: string): string =>
  REMOTES.find((remote) => remote.dir === service)?.name ?? service;

function portMapping(service: string): { published: number; container: number } {
  const ports = services[service].ports ?? [];
  expect(ports).toHaveLength(1);
  const [published, container] = ports[0].split(':').map(Number);
  return { published, container };
}

/** The service's image as `docker compose build` makes it: its build arguments filled in, only the stages of its target. */
const dockerfileOf = (service: string): DockerInstruction[] => {
  const build = services[service].build;
  if (!build) throw new Error(`${service} has no build section`);
  const all = withBuildArgs(
    parseDockerfile(read(path.join(build.context, build.dockerfile))),
    build.args ?? {},
  );
  const stages = build.target ? stagesFor(all, build.target) : [...new Set(all.map((i) => i.stage))];
  return all.filter((i) => i.stage === -1 || stages.includes(i.stage));
};
/** The stage the service's image is (its target, else the last). */
const imageStage = (service: string): number => {
  const instructions = dockerfileOf(service);
  const target = services[service].build?.target;
  return target ? stageNames(instructions).indexOf(target) : Math.max(...instructions.map((i) => i.stage));
};

describe('docker-compose.yml', () => {
  it('has postgres, the api, the host and every remote as its own service', () => {
    expect(Object.keys(services).sort()).toEqual(['postgres', 'minio', ...Object.keys(BRIEF_PORTS)].sort());
    expect(services.postgres.image).toMatch(/^postgres:15/);
  });

  it.each(Object.keys(BRIEF_PORTS))(
    '%s: its Dockerfile exists and copies only files that exist',
    (service) => {
      const build = services[service].build;
      expect(build).toBeDefined();
      const dockerfile = path.join(root, build!.context, build!.dockerfile);
      expect(fs.existsSync(dockerfile)).toBe(true);
      for (const source of contextCopySources(dockerfileOf(service))) {
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

  it('builds every image from the one Dockerfile, the app named by a build argument', () => {
    const dockerfiles = new Set(
      Object.keys(BRIEF_PORTS).map((s) =>
        path.join(services[s].build!.context, services[s].build!.dockerfile),
      ),
    );
    expect([...dockerfiles]).toEqual(['Dockerfile']);
    for (const service of Object.keys(BRIEF_PORTS)) {
      expect({ service, app: services[service].build?.args?.APP }).toEqual({ service, app: service });
      expect(fs.existsSync(path.join(root, service, 'Dockerfile'))).toBe(false);
    }
  });

  it.each(Object.keys(BRIEF_PORTS))('%s: installs only its own workspace and shared', (service) => {
    const installs = dockerfileOf(service).filter(
      (i) => i.keyword === 'RUN' && /npm (install|ci)\b/.test(i.args),
    );
    expect(installs).toHaveLength(1);
    const workspaces = [...installs[0].args.matchAll(/--workspace[ =]"?([\w-]+)"?/g)].map((m) => m[1]);
    expect(workspaces.sort()).toEqual(['shared', service].sort());
  });

  it.each([...REMOTE_SERVICES, 'host'])(
    '%s: builds its own workspace and serves that dist with nginx',
    (service) => {
      const instructions = dockerfileOf(service);
      const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
      expect(runs).toContain(`npm run build -w ${service}`);
      const stage = imageStage(service);
      expect(baseOf(instructions, stage)).toMatch(/^nginx:/);
      expect(
        instructions.some(
          (i) => i.keyword === 'COPY' && i.stage === stage && i.args.includes(`/app/${service}/dist `),
        ),
      ).toBe(true);
    },
  );

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
        expect(Number(envOf(dockerfileOf(service), imageStage(service)).REMOTE_PORT)).toBe(container);
        const template = parseNginx(read('deploy/nginx/remote.conf.template'));
        expect(findAll(template, 'listen').map((d) => d.args[0])).toEqual(['${REMOTE_PORT}']);
      }
    },
  );
});

describe('runtime remote configuration (deploy/remotes.json)', () => {
  const remotes = JSON.parse(read('deploy/remotes.json')) as Record<string, string>;

  it('names exactly the federation remotes of the list', () => {
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
    expect(api.some((i) => i.keyword === 'RUN' && i.args === 'npm run build -w api')).toBe(true);
    expect(JSON.parse(read('api/package.json')).scripts.build).toMatch(/build\.mjs/);
    const cmd = api.find((i) => i.keyword === 'CMD' && i.stage === imageStage('api'))?.args ?? '';
    expect(cmd).toMatch(/node.*dist\/server\.js/);
    expect(cmd).not.toMatch(/tsx/);
  });
});

describe('the client address and the signing secret', () => {
  const nginx = parseNginx(read('deploy/nginx/host.conf'));

  it('the host nginx sets X-Forwarded-For to the address it saw, never appending the client’s', () => {
    const location = findLocation(nginx, '/manager/api/');
    const headers = findAll(location?.block ?? [], 'proxy_set_header').map((d) => d.args);
    expect(headers).toContainEqual(['X-Forwarded-For', '$remote_addr']);
    expect(headers).toContainEqual(['Forwarded', '']);
    expect(read('deploy/nginx/host.conf')).not.toMatch(/\$proxy_add_x_forwarded_for/);
  });

  it('the api trusts exactly the host container’s fixed address for it', () => {
    const address = services.host.networks?.default?.ipv4_address ?? '';
    expect(address).toMatch(/^\d+\.\d+\.\d+\.\d+$/);
    expect(services.api.environment?.TRUST_PROXY).toBe(address);
    // The address lies in the network compose creates (a /24 here).
    const subnet = compose.networks?.default?.ipam?.config?.[0]?.subnet ?? '';
    expect(subnet).toMatch(/\/24$/);
    expect(address.split('.').slice(0, 3)).toEqual(subnet.split('/')[0].split('.').slice(0, 3));
  });

  it('refuses to start without a JWT_SECRET of the operator’s (no published fallback)', () => {
    expect(services.api.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?[^}]+\}$/);
  });

  it('keeps attachments in MinIO: the api signs links for the published port, the host allows it', () => {
    const api = services.api.environment ?? {};
    const minio = services.minio as ComposeService & { image?: string };
    expect(minio.image).toMatch(/^minio\/minio:/);
    expect(api.FILE_STORAGE).toBe('s3');
    expect(new URL(api.S3_ENDPOINT).hostname).toBe('minio');
    const published = portMapping('minio');
    expect(new URL(api.S3_ENDPOINT).port).toBe(String(published.container));
    expect(api.S3_PUBLIC_ENDPOINT).toBe(`http://localhost:${published.published}`);
    expect(services.host.environment?.FILE_ORIGINS).toBe(api.S3_PUBLIC_ENDPOINT);
    expect(api.S3_BUCKET).toBeTruthy();
    expect(Object.keys(services.api.depends_on ?? {})).toContain('minio');
    // Published: no fallback secret, and the api signs with the same one.
    expect(minio.environment?.MINIO_ROOT_PASSWORD).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?[^}]+\}$/);
    expect(api.S3_SECRET_ACCESS_KEY).toMatch(/^\$\{MINIO_ROOT_PASSWORD:\?[^}]+\}$/);
  });
});

describe('security headers of the compose nginx', () => {
  const securityHeadersModule = "import('./scripts/lib/security-headers.mjs')";
  const fromModule = <T>(expression: string): T =>
    JSON.parse(
      execFileSync(
        process.execPath,
        ['-e', `${securityHeadersModule}.then((m) => console.log(JSON.stringify(${expression})))`],
        { cwd: root, encoding: 'utf8' },
      ),
    ) as T;
  const addHeaders = (directives: NginxDirective[]): Record<string, string> =>
    Object.fromEntries(directives.filter((d) => d.name === 'add_header').map((d) => [d.args[0], d.args[1]]));
  const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

  it('the host image renders the document headers at start: the page’s script hashes and every remote origin', () => {
    // What the image does, on a page of our own: the build step, then the entrypoint script.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-headers-'));
    try {
      const page = path.join(dir, 'index.html');
      fs.writeFileSync(
        page,
        '<html><head><script>var a = 1;</script><script src="/x.js"></script></head></html>',
      );
      fs.writeFileSync(
        path.join(dir, 'document-headers.conf.in'),
        execFileSync(process.execPath, ['scripts/lib/security-headers.mjs', page], {
          cwd: root,
          encoding: 'utf8',
        }),
      );
      fs.copyFileSync(path.join(root, 'deploy/remotes.json'), path.join(dir, 'remotes.json'));
      execFileSync('sh', [path.join(root, 'deploy/nginx/document-headers.sh')], {
        env: { ...process.env, NGINX_DIR: dir, HTML_DIR: dir, FILE_ORIGINS: '' },
      });
      const headers = addHeaders(
        parseNginx(fs.readFileSync(path.join(dir, 'document-headers.conf'), 'utf8')),
      );
      const csp = Object.fromEntries(
        headers['Content-Security-Policy'].split(';').map((d) => {
          const [name, ...values] = d.trim().split(/\s+/);
          return [name, values];
        }),
      );
      const origins = Object.values(JSON.parse(read('deploy/remotes.json')) as Record<string, string>).map(
        (url) => new URL(url).origin,
      );
      expect(csp['script-src']).toEqual(["'self'", sha256('var a = 1;'), ...origins.sort()]);
      expect(csp['frame-ancestors']).toEqual(["'none'"]);
      expect(csp['connect-src']).toEqual(["'self'", ...origins.sort()]);
      // With the host's FILE_ORIGINS (attachments' storage), connections may go there too.
      execFileSync('sh', [path.join(root, 'deploy/nginx/document-headers.sh')], {
        env: { ...process.env, NGINX_DIR: dir, HTML_DIR: dir, FILE_ORIGINS: 'http://localhost:9000' },
      });
      const withFiles = addHeaders(
        parseNginx(fs.readFileSync(path.join(dir, 'document-headers.conf'), 'utf8')),
      );
      expect(withFiles['Content-Security-Policy']).toContain(
        `connect-src 'self' ${origins.sort().join(' ')} http://localhost:9000;`,
      );
      // Attachments' photos are drawn from there as thumbnails.
      expect(withFiles['Content-Security-Policy']).toContain(
        `img-src 'self' data: blob: ${origins.sort().join(' ')} http://localhost:9000;`,
      );
      // The same headers `npm start` sends, apart from the origins filled in.
      const expected = fromModule<Record<string, string>>(
        "m.documentHeaders({ scriptHashes: [], remoteOrigins: ['http://o'] })",
      );
      expect(Object.keys(headers).sort()).toEqual(Object.keys(expected).sort());
      expect(headers['Permissions-Policy']).toBe(expected['Permissions-Policy']);
      expect(headers['Referrer-Policy']).toBe(expected['Referrer-Policy']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the document location sends those headers, and HSTS only over HTTPS', () => {
    const nginx = parseNginx(read('deploy/nginx/host.conf'));
    const document = findLocation(nginx, '=', '/index.html')?.block ?? [];
    expect(findAll(document, 'include').map((d) => d.args[0])).toContain('/etc/nginx/document-headers.conf');
    const hsts = findAll(document, 'add_header').find((d) => d.args[0] === 'Strict-Transport-Security');
    const map = findAll(nginx, 'map').find((d) => d.args[1] === hsts?.args[1]);
    expect(map?.args[0]).toBe('$http_x_forwarded_proto');
    expect(Object.fromEntries((map?.block ?? []).map((d) => [d.name, d.args[0]]))).toEqual({
      https: 'max-age=31536000; includeSubDomains',
      default: '',
    });
    // The host image builds the rendered file's input and runs the script from the entrypoint.
    const host = dockerfileOf('host');
    expect(host.some((i) => i.keyword === 'RUN' && i.args.includes('scripts/lib/security-headers.mjs'))).toBe(
      true,
    );
    expect(
      host.some(
        (i) =>
          i.keyword === 'COPY' &&
          i.args.includes('deploy/nginx/document-headers.sh /docker-entrypoint.d/') &&
          i.args.includes('--chmod=755'),
      ),
    ).toBe(true);
  });

  it('every remote location sends the remote origins’ headers `npm start` sends', () => {
    const expected = fromModule<Record<string, string>>('m.REMOTE_HEADERS');
    const remoteHeaders = addHeaders(parseNginx(read('deploy/nginx/remote-headers.conf')));
    expect(remoteHeaders).toEqual({ ...expected, 'Access-Control-Allow-Origin': '*' });
    const template = parseNginx(read('deploy/nginx/remote.conf.template'));
    for (const location of findAll(template, 'location')) {
      expect(findAll(location.block ?? [], 'include').map((d) => d.args[0])).toContain(
        '/etc/nginx/remote-headers.conf',
      );
    }
  });
});
