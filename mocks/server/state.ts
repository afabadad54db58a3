// What the stand-in keeps besides its records (which are in the database, mocks/db/): its clock
// (tests move it forward), its timers (canned results finishing later), the signal that the
// world in force ended (a reset), and ids. resetMockState() starts over: the database back to
// the seeded world, no media, the env settings, every timer cancelled and every result being
// made stopped.
import { randomBytes } from 'node:crypto';
import { db } from '../db/current';
import { reseedWorld } from '../db/seed';
import { resetConfig } from './config';
import { clearMedia } from './mediaStore';

export { DEMO_ACCOUNT_ID, DEMO_OPENID, DEMO_POINTS, NEW_ACCOUNT_POINTS } from '../db/seed';

/** What a timer does: a result finished, which may write for a while (runLaterNow waits for it). */
type TimerWork = () => void | Promise<void>;

/** Pending timers and what each will do (runLaterNow() can do it at once). */
const timers = new Map<ReturnType<typeof setTimeout>, () => Promise<void>>();
let clockOffsetMs = 0;

/** The stand-in's clock; tests move it forward to expire tokens, codes and signatures. */
export function now(): number {
  return Date.now() + clockOffsetMs;
}
export function advanceMockClock(ms: number): void {
  clockOffsetMs += ms;
}

/** A timer that resetMockState() cancels, and that never keeps a process alive. */
export function later(ms: number, fn: TimerWork): void {
  const fire = async () => {
    timers.delete(timer);
    await fn();
  };
  const timer = setTimeout(() => void fire(), ms);
  timer.unref?.();
  timers.set(timer, fire);
}

/**
 * Does at once what every pending timer would do later (tests): a test holds runs going with a
 * long taskDelayMs, so that they are still going however slow the machine is, then ends them
 * here when it chooses (the first `count` in the order they were set), instead of racing a
 * short delay. Resolves when what they did is written.
 */
export async function runLaterNow(count = Infinity): Promise<void> {
  const due = [...timers].slice(0, count);
  for (const [timer] of due) clearTimeout(timer);
  // Settled when what they do is written: a read after it sees the results finished.
  await Promise.all(due.map(([, fire]) => fire()));
}

/** How many timers are waiting (POST /mock/finish answers it). */
export function waitingCount(): number {
  return timers.size;
}

let worldEnd = new AbortController();

/**
 * Aborted when the world in force ends (resetMockState(), another database put in use): work
 * begun for it that is not a timer (an engine job, server/making.ts) listens, and stops.
 */
export function worldEnding(): AbortSignal {
  return worldEnd.signal;
}

/** Ends the world in force: its timers cancelled, its results being made stopped. */
export function endWorld(): void {
  for (const timer of timers.keys()) clearTimeout(timer);
  timers.clear();
  worldEnd.abort(new Error('the stand-in started over'));
  worldEnd = new AbortController();
}

/** Starts over: the seeded world in the database, no media, the env settings, the real clock. */
export async function resetMockState(): Promise<void> {
  endWorld();
  clockOffsetMs = 0;
  clearMedia();
  resetConfig();
  await db.transaction(reseedWorld);
}

export function randomId(prefix: string, bytes = 8): string {
  return `${prefix}${randomBytes(bytes).toString('hex')}`;
}
