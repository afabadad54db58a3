// What the dev and preview servers add in front of the app (rsbuild.config.ts): the
// security headers on the app's pages and assets, and /miao_web → /miao_web/. The nginx
// recipe does the same from deploy/renderNginxConf.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cspOptionsFromEnv, securityHeaders } from './securityHeaders';

export const APP_BASE = '/miao_web';

type Next = (error?: unknown) => void;

export function appServerMiddleware({ dev }: { dev: boolean }) {
  const headers = securityHeaders(cspOptionsFromEnv(process.env, dev));
  return (req: IncomingMessage, res: ServerResponse, next: Next): void => {
    const url = req.url ?? '/';
    const [path, query = ''] = url.split('?', 2);
    if (path === APP_BASE) {
      res.statusCode = 301;
      res.setHeader('Location', `${APP_BASE}/${query ? `?${query}` : ''}`);
      res.end();
      return;
    }
    if (path.startsWith(`${APP_BASE}/`)) {
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    }
    next();
  };
}
