// The stand-in started as people run it alone (`tsx mocks/server/http.ts`): its own process,
// state on disk in a throw-away data folder, the engine on (MOCK_ENGINE unset). Its memory is
// read from /proc (VmRSS now, VmHWM the peak): one process, so its pool's threads are included.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Envelope, LoginWebAnswer } from '../../../src/services/types';

export interface BenchServer {
  origin: string;
  /** Lines the server printed (its engine's warnings among them). */
  output: string[];
  /** Resident memory now and at its peak, in bytes (undefined where /proc is not there). */
  memory: () => { rss?: number; peak?: number };
  stop: () => Promise<void>;
}

const SERVER_ENTRY = 'mocks/server/http.ts';
const STARTUP_MS = 120_000;

function procKb(pid: number, field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : undefined;
  } catch {
    return undefined;
  }
}

function waitForOrigin(child: ChildProcess, output: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the stand-in did not start in ${STARTUP_MS / 1000} s`)), STARTUP_MS);
    const hear = (line: string) => {
      output.push(line);
      const origin = /mock API on (http:\/\/\S+)/.exec(line)?.[1];
      if (origin) {
        clearTimeout(timer);
        resolve(origin);
      }
    };
    if (child.stdout) createInterface({ input: child.stdout }).on('line', hear);
    if (child.stderr) createInterface({ input: child.stderr }).on('line', hear);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the stand-in exited (${code ?? 'signal'}): ${output.slice(-5).join(' | ')}`));
    });
  });
}

export async function startBenchServer(): Promise<BenchServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'miao-bench-engine-'));
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: '0', HOST: '127.0.0.1', MOCK_DATA_DIR: dataDir };
  delete env.MOCK_ENGINE;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  const pid = child.pid;
  if (pid === undefined) throw new Error('the stand-in did not start');
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let origin: string;
  try {
    origin = await waitForOrigin(child, output);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin,
    output,
    memory: () => ({ rss: procKb(pid, 'VmRSS'), peak: procKb(pid, 'VmHWM') }),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function callJson<T>(url: string, init: RequestInit = {}): Promise<Envelope<T>> {
  const res = await fetch(url, init);
  const body: unknown = await res.json();
  if (typeof body !== 'object' || body === null || typeof (body as { code?: unknown }).code !== 'number') {
    throw new Error(`${url}: HTTP ${res.status}, no API envelope`);
  }
  return body as Envelope<T>;
}

/** Signs in as the demo account through the QR page and its scan link, as a browser does (mocks/server/testClient.ts). */
export async function signIn(origin: string): Promise<string> {
  const redirect = `${origin}/miao_web/login_success`;
  const qr = await callJson<{ url: string }>(
    `${origin}/miao/v1/account/login_wechat_qr?redirect_uri=${encodeURIComponent(redirect)}`,
  );
  const html = await (await fetch(qr.data.url)).text();
  const link = /href="([^"]*\/mock\/wechat\/scan\?sid=[^"&]*)"/.exec(html)?.[1];
  if (!link) throw new Error('no scan link on the QR page');
  const scanned = await fetch(link, { redirect: 'manual' });
  const location = new URL(scanned.headers.get('location') ?? '', origin);
  const body = JSON.stringify({ code: location.searchParams.get('code'), state: location.searchParams.get('state') });
  const answer = await callJson<LoginWebAnswer>(`${origin}/miao/v1/account/login_wechat_web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  if (answer.code !== 0 || !answer.data.token) throw new Error(`sign-in refused: ${answer.code} ${answer.msg ?? ''}`);
  return answer.data.token;
}
