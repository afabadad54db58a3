// Mounts the local API stand-in on the rsbuild dev and preview servers (rsbuild.config.ts
// calls this from server.setup unless MIAO_API_HOST points at a real backend).
import type { RsbuildMiddlewares } from '@rsbuild/core';
import { createRouter, type Middleware } from './router';
import { TABLES } from './tables';

/** The stand-in as one connect middleware; throws at startup when two tables share a route. */
export function createMockMiddleware(): Middleware {
  return createRouter(TABLES);
}

export function mountMocks(middlewares: RsbuildMiddlewares): void {
  middlewares.use(createMockMiddleware());
}
