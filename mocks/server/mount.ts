// Mounts the local API stand-in on the rsbuild dev and preview servers (rsbuild.config.ts
// calls this from server.setup unless MIAO_API_HOST points at a real backend).
import type { RsbuildMiddlewares } from '@rsbuild/core';
import { createRouter, type Middleware } from './router';
import { TABLES } from '../routes';
import { keepMockStateOnDisk } from './dataFolder';
import { warmWhenEngineOn } from './warmEngine';

/** The stand-in as one connect middleware; throws at startup when two tables share a route. */
export function createMockMiddleware(): Middleware {
  return createRouter(TABLES);
}

/** The dev and preview servers keep the state in the data folder; requests wait until it is loaded. */
export function mountMocks(middlewares: RsbuildMiddlewares): void {
  const ready = keepMockStateOnDisk();
  void ready.then(warmWhenEngineOn).catch(() => undefined);
  const mock = createMockMiddleware();
  middlewares.use((req, res, next) => void ready.then(() => mock(req, res, next)));
}
