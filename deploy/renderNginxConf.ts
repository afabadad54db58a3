// Writes the nginx configuration of the production recipe (deploy/serve.sh runs it):
// the build under /miao_web/ with the SPA fallback on every route, gzip for text assets,
// a year of immutable caching for hashed assets and none for index.html, the security
// headers of deploy/securityHeaders.ts on everything nginx answers (the app, its own
// redirects and error pages, and proxied answers that bring no policy of their own),
// /miao_web → /miao_web/ as a relative redirect (a forged Host never reaches a Location),
// request sizes and times limited, and /miao, /usee (and the stand-in's /mock pages)
// proxied to the API host.
//
//   npx tsx deploy/renderNginxConf.ts > run/nginx.conf      (settings from the environment)
import { pathToFileURL } from 'node:url';
import { LOCALE_COOKIE } from '../src/locales/locale';
import { REQUEST_BODY_MAX_BYTES } from '../src/rules/input';
import { HOME_SHELL_FILES } from './homeShell';
import { cspOptionsFromEnv, securityHeaders } from './securityHeaders';

export interface NginxOptions {
  /** Where nginx listens, e.g. 127.0.0.1:8080. */
  listen: string;
  /** A folder holding `miao_web` → the build (dist/): nginx's root. */
  root: string;
  /** Working folder for the pid, logs and temp files (nginx runs without root here). */
  runDir: string;
  /**
   * The user nginx's workers run as, when its master is started by root. Debian's default
   * (`nobody`) cannot read a checkout in a private folder (any clone under /root, a
   * `mktemp -d`), so serve.sh names the user who started the recipe: the workers read what
   * that user can. Unset: nginx's default (and when not root, the workers are that user anyway).
   */
  workerUser?: string;
  /** Upstream of /miao and /mock, e.g. http://127.0.0.1:3001 (the stand-in) or https://api.example.com. */
  apiUpstream: string;
  /** Upstream of /usee; default the API upstream. */
  productUpstream?: string;
  /**
   * The site's name (e.g. miao.example.com). Set: only requests for it are served and any
   * other Host is answered 421 by a catch-all server. Unset: any Host (local use).
   */
  serverName?: string;
  /** Debian's mime.types. */
  mimeTypes?: string;
  headers?: Record<string, string>;
}

const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** `add_header … always` lines; nginx drops server-level headers in a location that adds its own, so each location gets all. */
function headerLines(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} ${quote(value)} always;`)
    .join('\n');
}

/** "Content-Security-Policy" → "content_security_policy", as nginx names header variables. */
const varName = (header: string) => header.toLowerCase().replace(/-/g, '_');

/**
 * For proxied answers: each header of ours only when the upstream sent none of that name
 * (an empty add_header value adds nothing). The stand-in's pages keep their own frame policy
 * (its agent page is framed by /agent), while nginx's own error pages there (502 when the
 * upstream is down, 413) and answers with no policy get ours.
 */
function fallbackMaps(headers: Record<string, string>): string {
  return Object.entries(headers)
    .map(
      ([name, value]) =>
        `  map $upstream_http_${varName(name)} $miao_edge_${varName(name)} {\n    "" ${quote(value)};\n    default "";\n  }`,
    )
    .join('\n');
}

function fallbackHeaderLines(headers: Record<string, string>, indent: string): string {
  return Object.keys(headers)
    .map((name) => `${indent}add_header ${name} $miao_edge_${varName(name)} always;`)
    .join('\n');
}

function proxy(upstream: string, headers: Record<string, string>, indent: string): string {
  const host = new URL(upstream).host;
  const sameMachine = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(host);
  return [
    `${indent}proxy_pass ${upstream.replace(/\/+$/, '')};`,
    // The stand-in builds its URLs from the Host the app was opened on (and checks it against
    // its own allowlist, mocks/server/origin.ts); a real API host wants its own name.
    `${indent}proxy_set_header Host ${sameMachine ? '$http_host' : host};`,
    `${indent}proxy_set_header X-Forwarded-Proto $scheme;`,
    `${indent}proxy_http_version 1.1;`,
    `${indent}proxy_read_timeout 30s;`,
    fallbackHeaderLines(headers, indent),
  ].join('\n');
}

/** With a server name: every other Host (and a request too broken to name one) is refused here, with the headers. */
function catchAll(listen: string, headerLines: string): string {
  return `
  server {
    listen ${listen} default_server;
    server_name _;
${headerLines}
    return 421;
  }
`;
}

export function renderNginxConf(options: NginxOptions): string {
  const headers = options.headers ?? securityHeaders(cspOptionsFromEnv());
  const run = options.runDir.replace(/\/+$/, '');
  const product = options.productUpstream ?? options.apiUpstream;
  const h = (indent: string) => headerLines(headers, indent);
  return `# Generated by deploy/renderNginxConf.ts; edit that file, not this one.
${options.workerUser ? `user ${options.workerUser};\n` : ''}worker_processes 1;
pid ${run}/nginx.pid;
error_log ${run}/error.log warn;
daemon off;

events {
  worker_connections 256;
}

http {
  include ${options.mimeTypes ?? '/etc/nginx/mime.types'};
  default_type application/octet-stream;
  access_log ${run}/access.log;
  client_body_temp_path ${run}/tmp/body;
  proxy_temp_path ${run}/tmp/proxy;
  fastcgi_temp_path ${run}/tmp/fastcgi;
  uwsgi_temp_path ${run}/tmp/uwsgi;
  scgi_temp_path ${run}/tmp/scgi;
  sendfile on;
  server_tokens off;

  # Request sizes and times: a body up to the rulebook's limit (the largest photo, base64 in
  # JSON: REQUEST_BODY_MAX_BYTES in src/rules/input.ts, the stand-in's limit too), else 413;
  # a request line or header over 8 kB, or headers over 32 kB in all, answers 400 (494 in
  # the log); a client that stalls is dropped.
  client_max_body_size ${REQUEST_BODY_MAX_BYTES};
  client_header_buffer_size 1k;
  large_client_header_buffers 4 8k;
  client_header_timeout 15s;
  client_body_timeout 15s;
  send_timeout 30s;
  keepalive_timeout 30s;

  # nginx's own redirects (/miao_web → /miao_web/, a folder without its slash) carry a path
  # only: the browser resolves it on the address it asked for, so a forged Host header never
  # reaches a Location a cache could keep.
  absolute_redirect off;

  gzip on;
  gzip_vary on;
  gzip_min_length 256;
  gzip_proxied any;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml text/plain application/manifest+json;

  # The home page's first screen in the HTML (deploy/homeShell.ts): in the language the app
  # remembered (its cookie), else the browser's first zh or en in Accept-Language
  # (localeFromAcceptLanguage in src/locales/locale.ts, the same rule): English when an en
  # tag comes before any zh tag.
  map $http_accept_language $miao_accept_shell {
    default ${HOME_SHELL_FILES['zh-CN']};
    "~*^(?:(?!\\s*zh)[^,]*,)*\\s*en(?![a-z])" ${HOME_SHELL_FILES.en};
  }
  map $cookie_${LOCALE_COOKIE} $miao_home_shell {
    en ${HOME_SHELL_FILES.en};
    zh-CN ${HOME_SHELL_FILES['zh-CN']};
    default $miao_accept_shell;
  }

${fallbackMaps(headers)}

  server {
    listen ${options.listen}${options.serverName ? '' : ' default_server'};
    server_name ${options.serverName ?? '_'};
    root ${options.root};

    # On everything nginx answers itself in this server: its redirects and its error pages
    # (404 outside the app, 400, 413, a header too large). Locations that add headers of
    # their own repeat these (nginx drops inherited add_header there).
${h('    ')}

    location = /miao_web {
      return 301 /miao_web/$is_args$args;
    }

    # The home page: its first screen in the HTML, per language; index.html if the shells were not built.
    location = /miao_web/ {
${h('      ')}
      add_header Cache-Control "no-cache" always;
      add_header Vary "Cookie, Accept-Language" always;
      try_files /miao_web/$miao_home_shell /miao_web/index.html;
    }

    # Hashed file names: cached for a year, never revalidated.
    location /miao_web/static/ {
${h('      ')}
      add_header Cache-Control "public, max-age=31536000, immutable" always;
      try_files $uri =404;
    }

    # The entry and the run-time settings change with every release: always revalidated.
    location ~ ^/miao_web/(index\\.html|config\\.js)$ {
${h('      ')}
      add_header Cache-Control "no-cache" always;
      try_files $uri =404;
    }

    # Every other path under the base is a route of the app (SPA fallback); other public files as they are.
    location /miao_web/ {
${h('      ')}
      add_header Cache-Control "no-cache" always;
      try_files $uri /miao_web/index.html;
    }

    location /miao/ {
${proxy(options.apiUpstream, headers, '      ')}
    }

    location /usee/ {
${proxy(product, headers, '      ')}
    }

    # The stand-in's own pages (QR login, payment, media, agent); a real API host has none.
    location /mock/ {
${proxy(options.apiUpstream, headers, '      ')}
    }

    # Its media byte for byte: Range and If-None-Match go to the stand-in (nginx passes them
    # on), its 206, 304 and 416 come back as they are, and with gzip off its Content-Length
    # and strong ETag survive (gzip drops the one and weakens the other), so players know
    # the length and can seek.
    location /mock/media/ {
      gzip off;
${proxy(options.apiUpstream, headers, '      ')}
    }

    location = / {
      return 302 /miao_web/;
    }
  }
${options.serverName ? catchAll(options.listen, h('    ')) : ''}}
`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = process.env;
  const required = (name: string) => {
    const value = env[name];
    if (!value) throw new Error(`renderNginxConf: ${name} is not set`);
    return value;
  };
  process.stdout.write(
    renderNginxConf({
      listen: env.NGINX_LISTEN ?? '127.0.0.1:8080',
      root: required('NGINX_ROOT'),
      runDir: required('NGINX_RUN_DIR'),
      apiUpstream: required('NGINX_API_UPSTREAM'),
      productUpstream: env.NGINX_PRODUCT_UPSTREAM || undefined,
      serverName: env.NGINX_SERVER_NAME || undefined,
      workerUser: env.NGINX_USER || undefined,
    }),
  );
}
