// The nginx recipe's edge settings, checked fast on the written configuration (deploy.e2e.ts
// checks them on the wire against a running nginx).
import { describe, expect, it } from 'vitest';
import { renderNginxConf } from '../../../deploy/renderNginxConf';
import { securityHeaders } from '../../../deploy/securityHeaders';
import { REQUEST_BODY_MAX_BYTES } from '../../../src/rules/input';

const base = { listen: '127.0.0.1:8080', root: '/srv/www', runDir: '/srv/run', apiUpstream: 'http://127.0.0.1:3001' };

/** Each `server { … }` block of the http block. */
function servers(conf: string): string[] {
  return conf
    .split('\n  server {')
    .slice(1)
    .map((block) => block.split('\n  }\n')[0]);
}

describe('the nginx configuration', () => {
  const conf = renderNginxConf(base);
  const [server] = servers(conf);
  const serverLevel = server
    .split('\n')
    .filter((line) => line.startsWith('    ') && !line.startsWith('     '))
    .join('\n');

  it("puts every header of the policy at server level, for nginx's own redirects and error pages", () => {
    for (const name of Object.keys(securityHeaders())) expect(serverLevel).toContain(`add_header ${name} `);
  });

  it('makes redirects relative: the request Host never reaches a Location', () => {
    expect(conf).toMatch(/^\s*absolute_redirect off;/m);
    expect(conf).not.toMatch(/server_name_in_redirect on/);
  });

  it("limits the body to the rulebook's limit and the headers to 4 × 8 kB", () => {
    expect(conf).toContain(`client_max_body_size ${REQUEST_BODY_MAX_BYTES};`);
    expect(conf).toContain('large_client_header_buffers 4 8k;');
    expect(conf).toMatch(/client_header_timeout \d+s;/);
    expect(conf).toMatch(/client_body_timeout \d+s;/);
  });

  it('gives proxied answers our headers only where the upstream sent none', () => {
    expect(conf).toContain('map $upstream_http_x_frame_options $miao_edge_x_frame_options {');
    // The four proxied locations: /miao/, /usee/, /mock/ and its media.
    expect(conf.match(/add_header X-Frame-Options \$miao_edge_x_frame_options always;/g)).toHaveLength(4);
  });

  it('passes the stand-in’s media on byte for byte: ranges and ETags kept, no gzip', () => {
    const media = /location \/mock\/media\/ \{([^}]*)\}/.exec(conf)?.[1] ?? '';
    expect(media).toContain('gzip off;');
    expect(media).toContain('proxy_pass http://127.0.0.1:3001;');
    expect(media).not.toMatch(/proxy_set_header (Range|If-None-Match|If-Range)/);
  });

  it('serves any Host without a server name, and refuses other Hosts with one', () => {
    expect(servers(conf)).toHaveLength(1);
    expect(server).toContain('server_name _;');
    const named = servers(renderNginxConf({ ...base, serverName: 'miao.example.com' }));
    expect(named).toHaveLength(2);
    expect(named[0]).toContain('server_name miao.example.com;');
    expect(named[0]).not.toContain('default_server');
    expect(named[1]).toContain('listen 127.0.0.1:8080 default_server;');
    expect(named[1]).toContain('return 421;');
    for (const name of Object.keys(securityHeaders())) expect(named[1]).toContain(`add_header ${name} `);
  });

  it("runs the workers as the recipe's user when asked (a checkout in a private folder), else nginx's default", () => {
    expect(conf).not.toMatch(/^user /m);
    expect(renderNginxConf({ ...base, workerUser: 'root' })).toMatch(/^user root;\nworker_processes 1;$/m);
  });
});
