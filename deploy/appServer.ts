// What the dev and preview servers add in front of the app (rsbuild.config.ts): the
// security headers on the app's pages and assets, /miao_web → /miao_web/, and (preview,
// once built) the home page with its first screen in the HTML in the language of the
// miao_locale cookie, else the browser's Accept-Language (deploy/homeShell.ts). The nginx recipe does the same from
// deploy/renderNginxConf.ts.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { homeShellFor } from './homeShell';
import { cspOptionsFromEnv, securityHeaders } from './securityHeaders';

export const APP_BASE = '/miao_web';

type Next = (error?: unknown) => void;

export function appServerMiddleware({ dev, distDir = 'dist' }: { dev: boolean; distDir?: string }) {
  const headers = securityHeaders(cspOptionsFromEnv(process.env, dev));
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = req.url ?? '/';
    const [path, query = ''] = url.split('?', 2);
    if (path === APP_BASE) {
      // A path only (never built from Host), with the headers, as nginx does.
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.statusCode = 301;
      res.setHeader('Location', `${APP_BASE}/${query ? `?${query}` : ''}`);
      res.end();
      return;
    }
    if (path.startsWith(`${APP_BASE}/`)) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    if (!dev && path === `${APP_BASE}/`) {
      const shell = homeShellFor(req.headers.cookie, req.headers['accept-language']);
      if (existsSync(join(distDir, shell))) {
        req.url = `${APP_BASE}/${shell}${query ? `?${query}` : ''}`;
        res.setHeader('Vary', 'Cookie, Accept-Language');
        res.setHeader('Cache-Control', 'no-cache');
      }
    }
    next();
  };
}
