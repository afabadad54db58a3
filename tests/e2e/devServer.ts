// `npm start` as a newcomer runs it, for the tests that check the dev server itself: cold (a
// data folder of its own, no build cache), on a port of its own, the stand-in's stock answers;
// resolves once the server has printed the app's address, which it does only when the first
// pages can be served (rsbuild.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './machine';
import { stopGroup } from './processGroup';

export interface DevServer {
  /** 'http://127.0.0.1:<port>' */
  origin: string;
  /** The app's address as the server printed it. */
  url: string;
  /** Milliseconds from the spawn to the printed address. */
  msToUrl: number;
  /** When the address was printed (Date.now()). */
  printedAt: number;
  /** Everything the server wrote so far (stdout and stderr, colours removed). */
  output: () => string;
  stop: () => Promise<void>;
}

// eslint-disable-next-line no-control-regex -- the terminal's colour codes are what is removed
const COLOURS = /\u001b\[[0-9;]*m/g;

export async function startDevServer(timeoutMs = 300_000): Promise<DevServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'miao-dev-e2e-'));
  const startedAt = Date.now();
  const child: ChildProcess = spawn('npm', ['start'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      // vitest sets 'test'; `npm start` in a terminal has none, and rsbuild dev means development.
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_ENGINE: 'canned',
      MOCK_DATA_DIR: dataDir,
      FORCE_COLOR: '0',
    },
  });
  let text = '';
  const stop = async () => {
    await stopGroup(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const printed = `http://127.0.0.1:${port}/miao_web/`;
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no address printed in ${timeoutMs} ms:\n${text}`)), timeoutMs);
      const read = (chunk: Buffer) => {
        text += String(chunk).replace(COLOURS, '');
        if (text.includes(printed)) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', read);
      child.stderr?.on('data', read);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`npm start ended (${code}) before printing the address:\n${text}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin: `http://127.0.0.1:${port}`,
    url: printed,
    msToUrl: Date.now() - startedAt,
    printedAt: Date.now(),
    output: () => text,
    stop,
  };
}
