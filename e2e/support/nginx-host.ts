// The compose host container without Docker: Debian's nginx runs deploy/nginx/host.conf, rendered the
// way the host image is (Dockerfile `host` target): the document's headers from
// scripts/lib/security-headers.mjs at "build", the remotes' origins filled in by
// deploy/nginx/document-headers.sh at "start". Only what ties the config to the container changes:
// /etc/nginx and /usr/share/nginx/html become a temporary directory, `listen 8080` a free loopback
// port, and the `api` service the e2e stack's API. The remotes are the e2e stack's (their URLs go in
// the served /remotes.json, as compose mounts deploy/remotes.json).
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './paths.ts';
import { REMOTE_NAMES } from './ports.ts';
import type { Stack } from './stack.ts';
import { pollUntil } from './wait.ts';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export type NginxHost = {
  baseUrl: string;
  /** The rendered host.conf, as nginx runs it. */
  config: string;
  /** nginx's error log and output so far. */
  logs: () => string;
  stop: () => Promise<void>;
};

/** A TCP port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Replaces `from` with `to`, failing when host.conf no longer says `from` (the test would drift). */
function replaceOnce(source: string, from: string, to: string): string {
  const count = source.split(from).length - 1;
  if (count === 0) throw new Error(`deploy/nginx/host.conf no longer contains ${JSON.stringify(from)}`);
  return source.split(from).join(to);
}

/** The official image's /etc/nginx/nginx.conf, reduced to what host.conf needs, paths under `dir`. */
const mainConfig = (dir: string): string => `worker_processes 1;
error_log ${dir}/error.log notice;
events {
    worker_connections 1024;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${dir}/access.log;
    sendfile on;
    keepalive_timeout 65;
    # Debian's build puts these under /var/lib/nginx, which an unprivileged CI user cannot write.
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/conf.d/default.conf;
}
`;

/** Starts nginx with the host container's config in front of `stack`'s API and remotes. */
export async function startNginxHost(stack: Stack, port: number): Promise<NginxHost> {
  if (!fs.existsSync(NGINX_PATH)) {
    throw new Error(`${NGINX_PATH} not found: run scripts/install-ci-deps.sh (apt-get install nginx).`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nginx-'));
  // nginx started as root runs its workers as nobody: they must read the page and the configs.
  fs.chmodSync(dir, 0o755);
  const html = path.join(dir, 'html');
  const confD = path.join(dir, 'conf.d');
  fs.mkdirSync(confD);

  // COPY --from=build /app/host/dist /usr/share/nginx/html; compose mounts the remote map over it.
  fs.cpSync(path.join(REPO_ROOT, 'host', 'dist'), html, { recursive: true });
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, stack.remoteUrl(name)]));
  fs.writeFileSync(path.join(html, 'remotes.json'), `${JSON.stringify(remotes, null, 2)}\n`);

  // RUN node scripts/lib/security-headers.mjs host/dist/index.html > /app/document-headers.conf.in
  fs.writeFileSync(
    path.join(dir, 'document-headers.conf.in'),
    execFileSync(process.execPath, ['scripts/lib/security-headers.mjs', path.join(html, 'index.html')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    }),
  );
  // /docker-entrypoint.d/40-document-headers.sh, before nginx starts.
  execFileSync('sh', [path.join(REPO_ROOT, 'deploy', 'nginx', 'document-headers.sh')], {
    env: { ...process.env, NGINX_DIR: dir, HTML_DIR: html },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  fs.copyFileSync(
    path.join(REPO_ROOT, 'deploy', 'nginx', 'security-headers.conf'),
    path.join(dir, 'security-headers.conf'),
  );

  let config = fs.readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'host.conf'), 'utf8');
  config = replaceOnce(config, 'listen 8080;', `listen 127.0.0.1:${port};`);
  config = replaceOnce(config, 'root /usr/share/nginx/html;', `root ${html};`);
  config = replaceOnce(config, 'http://api:3000', `http://127.0.0.1:${stack.ports.api}`);
  config = replaceOnce(config, '/etc/nginx/', `${dir}/`);
  fs.writeFileSync(path.join(confD, 'default.conf'), config);
  const mainFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(mainFile, mainConfig(dir));

  const pidFile = path.join(dir, 'nginx.pid');
  const child = spawn(
    NGINX_PATH,
    ['-e', 'stderr', '-p', dir, '-c', mainFile, '-g', `daemon off; pid ${pidFile};`],
    { detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exit: string | undefined;
  child.once('exit', (code, signal) => (exit = `nginx exited (code ${code}, signal ${signal})`));
  const logs = (): string => {
    const errorLog = path.join(dir, 'error.log');
    return `${output}${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : ''}`;
  };

  // nginx and its workers share the group started here; the exit hook covers a test run cut short.
  const signalGroup = (signal: NodeJS.Signals): void => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, signal);
    } catch {
      // ESRCH: already gone.
    }
  };
  const onExit = (): void => signalGroup('SIGKILL');
  process.once('exit', onExit);

  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    process.removeListener('exit', onExit);
    signalGroup('SIGTERM');
    try {
      await pollUntil(async () => (exit ? true : undefined), {
        what: 'nginx to stop after SIGTERM',
        timeoutMs: 10_000,
        intervalMs: 50,
      });
    } catch {
      signalGroup('SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(
      async () => {
        const response = await fetch(`${baseUrl}/manager/api/ready`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        return response.ok ? true : undefined;
      },
      {
        what: `nginx on ${baseUrl} to answer through to the API`,
        timeoutMs: 20_000,
        abort: () => (exit ? new Error(`${exit}\n${logs()}`) : undefined),
      },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, config, logs, stop };
}
