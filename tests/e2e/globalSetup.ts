// Serves dist/ the way production does, the nginx recipe (deploy/serve.sh: Debian's nginx
// with the CSP and the other headers, the stand-in behind it), on a free port, and hands the
// URL to the tests. E2E_SERVER=preview uses `rsbuild preview` instead (the same headers).
// `npm test` builds before it runs e2e.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { freePort } from './machine';

async function waitFor(url: string, ms: number): Promise<void> {
  const until = Date.now() + ms;
  let last: unknown;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
      last = new Error(`HTTP ${response.status}`);
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`the app server did not answer ${url}: ${String(last)}`);
}

let server: ChildProcess | undefined;

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the e2e tests');
  const port = await freePort();
  const env = { ...process.env, MOCK_TASK_DELAY_MS: process.env.MOCK_TASK_DELAY_MS ?? '600' };
  server =
    process.env.E2E_SERVER === 'preview'
      ? spawn('npx', ['rsbuild', 'preview', '--port', String(port), '--host', '127.0.0.1'], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env,
          detached: true,
        })
      : spawn('bash', ['deploy/serve.sh'], {
          stdio: ['ignore', 'pipe', 'pipe'],
          // WATCH_PID: the recipe stops by itself once this process is gone, whatever ends it.
          env: {
            ...env,
            PORT: String(port),
            MOCK_PORT: String(await freePort()),
            SKIP_BUILD: '1',
            WATCH_PID: String(process.pid),
          },
          detached: true,
        });
  let output = '';
  server.stdout?.on('data', (d) => (output += String(d)));
  server.stderr?.on('data', (d) => (output += String(d)));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}/miao_web/`, 60_000);
  } catch (error) {
    throw new Error(`${String(error)}\n${output}`);
  }
  project.provide('baseUrl', base);
  // Stopped on teardown, and on the way out of this process whatever the way (a signal, an
  // exit after a failed close); the recipe also watches this process (WATCH_PID).
  const stopOnExit = () => stop(server, 'SIGKILL');
  process.once('exit', stopOnExit);
  return async () => {
    process.off('exit', stopOnExit);
    await stopAndWait(server);
  };
}

function stop(child: ChildProcess | undefined, signal: NodeJS.Signals): void {
  if (!child?.pid) return;
  try {
    process.kill(-child.pid, signal); // the whole group: bash, nginx, the stand-in
  } catch {
    // already gone
  }
}

/** SIGTERM to the group, then SIGKILL if it is not gone within 5 s: teardown never leaves a server. */
async function stopAndWait(child: ChildProcess | undefined): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  stop(child, 'SIGTERM');
  const late = setTimeout(() => stop(child, 'SIGKILL'), 5000);
  await exited;
  clearTimeout(late);
  // Drop our ends of its pipes: nothing of it keeps this process alive.
  child.stdout?.destroy();
  child.stderr?.destroy();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
