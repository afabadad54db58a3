// `npm run bench`: a measurement, not a gate. Serves the production build through the nginx
// recipe (deploy/serve.sh), runs Lighthouse (mobile, its default) three times on the home
// page in Debian's Chromium, and prints the medians next to the targets of issue 12, with
// the initial JavaScript size. Needs `npm run build` first (npm run bench does it).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH, freePort } from '../e2e/machine';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100, lcpMs: 1800, cls: 0, initialJsKb: 130 };

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url}`);
}

function initialJsKb(): number {
  const html = readFileSync('dist/index.html', 'utf8');
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="\/miao_web\/([^"]+)"/g)].map((m) => m[1]);
  const bytes = scripts
    .filter((s) => s.startsWith('static/'))
    .reduce((sum, s) => sum + gzipSync(readFileSync(join('dist', s))).length, 0);
  return bytes / 1000;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const port = await freePort();
  const server = spawn('bash', ['deploy/serve.sh'], {
    env: { ...process.env, PORT: String(port), MOCK_PORT: String(await freePort()), SKIP_BUILD: '1' },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/miao_web/`;
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    await waitFor(url);
    const runs: Record<string, number>[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no result');
      runs.push({
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        speedIndexMs: Math.round(lhr.audits['speed-index']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      });
    }
    const measured: Record<string, number> = { initialJsKb: Number(initialJsKb().toFixed(1)) };
    for (const key of ['performance', 'accessibility', 'best-practices', 'seo', 'lcpMs', 'cls'])
      measured[key] = median(runs.map((r) => r[key]));
    console.log(`Lighthouse (mobile, median of ${RUNS}) on ${url} via the nginx recipe`);
    for (const [key, target] of Object.entries(TARGETS)) {
      const value = measured[key];
      const lowerIsBetter = key === 'lcpMs' || key === 'cls' || key === 'initialJsKb';
      const met = lowerIsBetter ? value <= target : value >= target;
      console.log(
        `  ${key.padEnd(16)} ${String(value).padStart(8)}   target ${lowerIsBetter ? '≤' : '≥'} ${target}   ${met ? 'met' : 'NOT met'}`,
      );
    }
    // Context for the score, no targets of their own.
    for (const key of ['fcpMs', 'speedIndexMs', 'tbtMs'])
      console.log(`  ${key.padEnd(16)} ${String(median(runs.map((r) => r[key]))).padStart(8)}`);
    // Lighthouse simulates the throttled load from the trace it saw: its LCP estimate can jump
    // between runs (about 0.95 s or 1.9 s here) while the real largest paint, the shell's hero
    // title, comes at ~0.5 s under the same throttling. Each run's value shows the spread.
    console.log(`  lcpMs per run    ${runs.map((r) => r.lcpMs).join(', ')}`);
  } finally {
    chrome.kill();
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
