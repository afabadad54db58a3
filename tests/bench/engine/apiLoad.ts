// The API under load: 3 runs of heavy tools started at once on the stand-in (its engine on), and
// meanwhile the resource list asked for again and again, each answer timed, until the runs end
// (or enough answers are in). The stand-in's memory is sampled as it goes.
import type { ResourceListAnswer, TaskAnswer } from '../../../src/services/types';
import { median } from './tools';
import { callJson, signIn, startBenchServer } from './server';

export interface LoadRun {
  tool: 'gif' | 'animation' | 'video3d';
  style: string;
  bgm?: string;
}

/** The heaviest tools, one result each: what a user with 3 runs going makes at worst. */
export const LOAD_RUNS: readonly LoadRun[] = [
  { tool: 'video3d', style: 'circle', bgm: 'cheer' },
  { tool: 'animation', style: 'talk' },
  { tool: 'gif', style: 'talk' },
];

const LIST_PATH = '/miao/v1/resource/list?page=1&num=100';
/** A page's polling pace: one list request, then this pause. */
const PAUSE_MS = 100;
const MAX_REQUESTS = 400;
const MAX_WAIT_MS = 15 * 60_000;

export interface LoadReport {
  runs: { label: string; answerMs: number; status: string; doneS?: number }[];
  requests: number;
  failedRequests: number;
  listLength: number;
  p50: number;
  p95: number;
  max: number;
  /** p95 of the answers timed while the 3 task requests were still being answered (photo upload, face check). */
  p95Creating: number;
  /** p95 of the answers timed after all 3 tasks were answered (results being made). */
  p95Making: number;
  /** Seconds from the runs' start until the last of them ended. */
  runsSeconds?: number;
  peakRss?: number;
  sampledPeakRss?: number;
  warnings: string[];
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)];
}

/**
 * A run's request body, its task token in it, as bytes. Made before the timing starts: encoding
 * megabytes of JSON holds this process's thread for tens of ms, and a list request waiting on
 * it here would be counted as the stand-in's answer time.
 */
async function runBody(origin: string, token: string, run: LoadRun, image: string): Promise<Uint8Array<ArrayBuffer>> {
  const taskToken = await callJson<{ token: string }>(`${origin}/miao/v1/task/token`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = {
    token: taskToken.data.token,
    tool: run.tool,
    style: run.style,
    styles: [run.style],
    count: 1,
    image,
    bgm: run.bgm,
  };
  return new TextEncoder().encode(JSON.stringify(body));
}

async function startRun(
  origin: string,
  token: string,
  body: Uint8Array<ArrayBuffer>,
): Promise<{ resIds: string[]; answerMs: number; problem?: string }> {
  const started = performance.now();
  const answer = await callJson<TaskAnswer>(`${origin}/miao/v1/task`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body,
  });
  const answerMs = performance.now() - started;
  if (answer.code !== 0) return { resIds: [], answerMs, problem: `refused ${answer.code}: ${answer.msg ?? ''}` };
  return { resIds: (answer.data.resources ?? [answer.data.resource]).map((r) => r.resId), answerMs };
}

export async function measureApiUnderLoad(photo: Uint8Array): Promise<LoadReport> {
  const server = await startBenchServer();
  try {
    const token = await signIn(server.origin);
    const image = `data:image/jpeg;base64,${Buffer.from(photo).toString('base64')}`;
    const bodies = await Promise.all(LOAD_RUNS.map((run) => runBody(server.origin, token, run, image)));
    const began = performance.now();
    const starts = bodies.map((body) => startRun(server.origin, token, body));
    const started = Promise.all(starts);
    let startedRuns: Awaited<typeof started> | undefined;
    void started.then((value) => (startedRuns = value));

    const times: number[] = [];
    /** Whether each timed answer began before all 3 tasks were answered. */
    const creating: boolean[] = [];
    let failedRequests = 0;
    let sampledPeak = 0;
    let listLength = 0;
    const finishedAt = new Map<string, { status: string; at: number }>();
    const ended = () => startedRuns !== undefined && startedRuns.every((run) => run.resIds.every((id) => finishedAt.has(id)));

    while (!ended() && performance.now() - began < MAX_WAIT_MS) {
      const t = performance.now();
      const whileCreating = startedRuns === undefined;
      try {
        const body = await callJson<ResourceListAnswer>(`${server.origin}${LIST_PATH}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const elapsed = performance.now() - t;
        if (times.length < MAX_REQUESTS) {
          times.push(elapsed);
          creating.push(whileCreating);
        }
        if (body.code !== 0) failedRequests++;
        listLength = body.data.list.length;
        for (const rec of body.data.list) {
          if (rec.status !== 'pending' && !finishedAt.has(rec.resId))
            finishedAt.set(rec.resId, { status: rec.status, at: performance.now() });
        }
      } catch {
        failedRequests++;
      }
      sampledPeak = Math.max(sampledPeak, server.memory().rss ?? 0);
      // After enough timed answers, keep watching the runs at a slower pace.
      await pause(times.length < MAX_REQUESTS ? PAUSE_MS : 1000);
    }
    const runs = await started;
    const sorted = [...times].sort((a, b) => a - b);
    const p95Of = (inPhase: boolean) =>
      percentile(
        times.filter((_, index) => creating[index] === inPhase).sort((a, b) => a - b),
        0.95,
      );
    const ends = runs.flatMap((run) => run.resIds.map((id) => finishedAt.get(id)?.at ?? NaN));
    const lastEnd = ends.length > 0 && ends.every(Number.isFinite) ? Math.max(...ends) : NaN;
    return {
      runs: runs.map((run, index) => {
        const { tool, style } = LOAD_RUNS[index];
        const end = run.resIds.map((id) => finishedAt.get(id)).find(Boolean);
        return {
          label: `${tool}/${style}`,
          answerMs: run.answerMs,
          status: run.problem ?? end?.status ?? 'still pending',
          doneS: end ? (end.at - began) / 1000 : undefined,
        };
      }),
      requests: times.length,
      failedRequests,
      listLength,
      p50: median(sorted),
      p95: percentile(sorted, 0.95),
      max: sorted[sorted.length - 1],
      p95Creating: p95Of(true),
      p95Making: p95Of(false),
      runsSeconds: Number.isFinite(lastEnd) ? (lastEnd - began) / 1000 : undefined,
      peakRss: server.memory().peak,
      sampledPeakRss: sampledPeak || undefined,
      warnings: server.output.filter((line) => /\[engine\]|error/i.test(line)),
    };
  } finally {
    await server.stop();
  }
}
