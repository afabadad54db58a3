// Mounts the local API stand-in on the rsbuild dev and preview servers (issue 3 fills it).
import type { RsbuildMiddlewares } from '@rsbuild/core';

export function mountMocks(middlewares: RsbuildMiddlewares): void {
  void middlewares;
}
