import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { BROTLI_STATIC_MODULE, BROTLI_STATIC_PACKAGE, NGINX, NGINX_PACKAGES } from '../lib/nginx-paths.mjs';
import { stopProcess } from '../lib/process.mjs';
import { ensureDebianPackages, runQuietly, type Availability } from './debian.ts';
import { endsWithParent } from './parent-death.ts';
import { listening } from './ports.ts';

/**
 * Debian's nginx, and its brotli_static module when the package can be had (the builds write
 * .br files next to .gz ones: decision 0002). Without the module nginx serves the .gz files.
 */
export function ensureNginx(): Availability {
  const nginx = ensureDebianPackages(Object.values(NGINX_PACKAGES), () => existsSync(NGINX));
  if (nginx.ok && !existsSync(BROTLI_STATIC_MODULE)) {
    ensureDebianPackages([BROTLI_STATIC_PACKAGE], () => existsSync(BROTLI_STATIC_MODULE));
  }
  return nginx;
}

/** The most open files a process may have here (nginx cannot raise it past the hard limit). */
function openFilesLimit(): number {
  const limit = Number(runQuietly('sh', ['-c', 'ulimit -Hn']).trim());
  return Number.isFinite(limit) && limit > 0 ? Math.min(limit, 65_535) : 65_535;
}

/** Cache-Control of decision 0002 (packages/static-server/src/cache-policy.ts). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export interface ProxiedApp {
  /** URL path the app is served under: `/` for the shell, `/remotes/mf-admin/` for a remote. */
  prefix: string;
  /** The app's build folder. */
  root: string;
  /** Port of its @facturador/static-server (HTML, config.json, prerendered pages, live render). */
  serverPort: number;
  name: string;
}

export interface ProxyLayout {
  port: number;
  apps: readonly ProxiedApp[];
  /** Ports of the API instances. */
  apiPorts: readonly number[];
  /** Where nginx keeps its pid and temporary files. */
  prefix: string;
  workerProcesses?: number;
}

/** One app's locations: its fixed-name and hashed files from disk, the rest from its own server. */
function appLocations(app: ProxiedApp, upstream: string): string {
  const prefix = app.prefix;
  const escaped = prefix.replace(/[.]/g, '\\.');
  return `
    # ${app.name}: content-hashed files, cached for a year
    location ^~ ${prefix}static/ {
      alias ${app.root}/static/;
      add_header Cache-Control "${IMMUTABLE}" always;
    }
    # ${app.name}: names that stay across builds, revalidated on every load (ETag → 304)
    location ~ ^${escaped}(mf-manifest\\.json|remoteEntry\\.js|builds/.+)$ {
      alias ${app.root}/$1;
      add_header Cache-Control "${NO_CACHE}" always;
    }
    # ${app.name}: everything else through its static server (documents, config.json, prerendering)
    location ${prefix} {
      proxy_pass http://${upstream}${prefix === '/' ? '' : '/'};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }`;
}

/** nginx.conf of the cluster: one origin for the five apps, the API and its socket. */
export function nginxConfig(layout: ProxyLayout, { brotli }: { brotli: boolean }): string {
  const servers = (extra = '') =>
    layout.apiPorts.map((port) => `      server 127.0.0.1:${port}${extra};`).join('\n');
  const appUpstreams = layout.apps
    .map(
      (app) =>
        `    upstream ${app.name}_files {\n      server 127.0.0.1:${app.serverPort};\n      keepalive 8;\n    }`,
    )
    .join('\n');
  // Longest prefixes first is not needed (nginx picks the longest match), but it reads better.
  const locations = [...layout.apps]
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .map((app) => appLocations(app, `${app.name}_files`))
    .join('\n');
  const files = openFilesLimit();
  return `# Written by scripts/cluster/nginx.ts for this run; edits are lost.
${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}daemon off;
worker_processes ${layout.workerProcesses ?? 1};
worker_rlimit_nofile ${files};
pid ${layout.prefix}/nginx.pid;
error_log stderr warn;

events {
  # A proxied socket holds two connections (the client's and the instance's).
  worker_connections ${files - 100};
}

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  types { application/javascript mjs; }
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  client_max_body_size 10m;
  client_body_temp_path ${layout.prefix}/tmp/body;
  proxy_temp_path ${layout.prefix}/tmp/proxy;
  fastcgi_temp_path ${layout.prefix}/tmp/fastcgi;
  uwsgi_temp_path ${layout.prefix}/tmp/uwsgi;
  scgi_temp_path ${layout.prefix}/tmp/scgi;

  # The builds write .gz (and .br) files; nothing is compressed per request (decision 0002).
  gzip_static on;
  gzip_vary on;
  ${brotli ? 'brotli_static on;' : '# brotli_static: module not installed'}

  map $http_upgrade $connection_upgrade {
    default upgrade;
    '' close;
  }
  # A WebSocket is one connection: any instance can hold it. Long-polling is a series of
  # requests that must reach the instance that holds its session: pinned by client address.
  map $http_upgrade $realtime_upstream {
    websocket api;
    default api_sticky;
  }

  # max_fails=0: an instance is never set aside. A stopped one refuses the connection at once
  # and the request goes to the next; set aside for fail_timeout, an instance back from a
  # restart would be skipped, and in a rolling restart both could be, answering 502 to all.
  # Round robin, not least_conn: an instance back from a restart has the fewest connections,
  # and least_conn sent it every new request while it was still cold (connect timeouts, 504s).
  upstream api {
${servers(' max_fails=0')}
    # Idle connections kept per worker: with fewer than the clients in flight, nginx opens and
    # closes a connection per request, and a busy instance's accept queue overflows (timeouts).
    keepalive 1024;
  }
  upstream api_sticky {
    hash $remote_addr consistent;
${servers(' max_fails=0')}
  }
${appUpstreams}

  server {
    listen 127.0.0.1:${layout.port};
${existsSync('/proc/net/if_inet6') ? `    listen [::1]:${layout.port};\n` : ''}
    # The API, under /api/ (config.json's apiBaseUrl), balanced over the instances. A request
    # that could not reach an instance goes to the next one; one an instance received is never
    # sent twice unless it is idempotent (nginx's rule for non-idempotent methods).
    location /api/ {
      proxy_pass http://api/;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      # A draining instance refuses new connections and serves, with Connection: close, what
      # reached it (docs/decisions/0059); a request on a keep-alive connection it closed meanwhile
      # is an error here, and goes to the other one. http_503: a draining instance's /health; a
      # DATABASE_UNAVAILABLE 503 comes back the same from both and is passed on.
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
      # A token refresh is a POST, but safe to send twice: a rotated refresh token still answers
      # within its grace window (packages/server/src/auth/limits.ts). So it is passed to the other
      # instance even when the first one received it and closed without answering (an instance
      # restarting under load: issue 43). Nested, it keeps the headers and timeouts above.
      location = /api/auth/refresh {
        proxy_pass http://api/auth/refresh;
        proxy_next_upstream error timeout http_502 http_503 non_idempotent;
      }
    }

    # The real-time socket (socket.io's default path; the client names the /auth namespace).
    location /socket.io/ {
      proxy_pass http://$realtime_upstream;
      proxy_http_version 1.1;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_connect_timeout 2s;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
    }
${locations}
  }
}
`;
}

export interface Proxy {
  url: string;
  stop(): Promise<void>;
}

/** Writes the configuration, checks it with `nginx -t`, and runs nginx in the foreground. */
export async function startProxy(
  layout: ProxyLayout,
  log: (name: string, line: string) => void = () => {},
): Promise<Proxy> {
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    const path = join(layout.prefix, 'tmp', folder);
    mkdirSync(path, { recursive: true });
    // nginx's workers drop root for nobody and write buffered bodies here.
    chmodSync(path, 0o777);
  }
  const configFile = join(layout.prefix, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(layout, { brotli: existsSync(BROTLI_STATIC_MODULE) }));
  runQuietly(NGINX, ['-t', '-q', '-p', layout.prefix, '-c', configFile]);
  const child: ChildProcess = spawn(...endsWithParent(NGINX, ['-p', layout.prefix, '-c', configFile]), {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) =>
      chunk
        .split('\n')
        .filter(Boolean)
        .forEach((line) => log('nginx', line)),
    );
  }
  process.once('exit', () => child.kill('SIGTERM'));
  await listening(layout.port, { exited: () => child.exitCode !== null });
  return {
    url: `http://localhost:${layout.port}`,
    stop: () => stopProcess(child),
  };
}
