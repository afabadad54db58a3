// Serves dist/ the way production does, the nginx recipe (deploy/serve.sh: Debian's nginx
// with the CSP and the other headers, the stand-in behind it), on a free port, and hands the
// URL to the tests. E2E_SERVER=preview uses `rsbuild preview` instead (the same headers).
// `npm test` builds before it runs e2e.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './machine';
import { signalGroup, stopGroup } from './processGroup';

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
/** helpers.ts's SCREENSHOT_DIR (that module reads the test context, which setup has not got). */
const SERVER_LOG_DIR = 'test-results/e2e';

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the e2e tests');
  const port = await freePort();
  // nginx works from a private (0700) folder, as it must for a newcomer whose checkout sits in
  // one (any clone under /root): its root and working files live in a fresh mkdtemp here.
  const runDir = mkdtempSync(join(tmpdir(), 'miao-e2e-nginx-'));
  // The stand-in keeps its state in this run's own data folder, never the developer's .mock-data/.
  const env = {
    ...process.env,
    MOCK_TASK_DELAY_MS: process.env.MOCK_TASK_DELAY_MS ?? '600',
    MOCK_DATA_DIR: join(runDir, 'mock-data'),
    // Stock answers for the flows, whose drawn photos have no face; engine.e2e.ts turns the
    // engine on with the stand-in's switch.
    MOCK_ENGINE: process.env.MOCK_ENGINE ?? 'canned',
  };
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
            NGINX_RUN_DIR: runDir,
            WATCH_PID: String(process.pid),
          },
          detached: true,
        });
  // What the stand-in and nginx said, kept beside the screenshots: a failed test's server side
  // (an engine job ended by its deadline, a refund) is read there after the run.
  mkdirSync(SERVER_LOG_DIR, { recursive: true });
  const log = createWriteStream(join(SERVER_LOG_DIR, 'server.log'));
  // Until it answers, also kept here to say why it did not start.
  let output: string | undefined = '';
  const hear = (d: unknown) => {
    if (output !== undefined) output += String(d);
    log.write(`${new Date().toISOString()} ${String(d)}`);
  };
  server.stdout?.on('data', hear);
  server.stderr?.on('data', hear);
  const base = `http://127.0.0.1:${port}`;
  try {
    // Generous: the stand-in creates its database first, slow on a machine busy with other runs.
    await waitFor(`${base}/miao_web/`, 180_000);
  } catch (error) {
    await stopGroup(server);
    rmSync(runDir, { recursive: true, force: true });
    log.end();
    throw new Error(`${String(error)}\n${output}`);
  }
  output = undefined;
  project.provide('baseUrl', base);
  // Stopped on teardown, and on the way out of this process whatever the way (a signal, an
  // exit after a failed close); the recipe also watches this process (WATCH_PID).
  const stopOnExit = () => signalGroup(server, 'SIGKILL');
  process.once('exit', stopOnExit);
  return async () => {
    process.off('exit', stopOnExit);
    await stopGroup(server);
    log.end();
    rmSync(runDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
