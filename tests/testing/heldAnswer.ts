// An answer the test lets go when it chooses. A race made with a delayed answer (`.delay(60)`)
// only happens in the intended order while the machine is quick enough: on a busy one the test's
// own steps can outlast the delay, and the race it meant to make does not happen (the test passes
// without testing it). A held answer is sent only by `release()`, so the order is the test's.
import type { Body, ReplyFnResult } from 'nock';

export interface HeldAnswer {
  /** Give to nock: `.reply(held.reply)`. */
  reply: () => Promise<ReplyFnResult>;
  /** Resolves once the request has reached the server (nock), before its answer is sent. */
  asked: Promise<void>;
  /** Sends the answer (the request may have been aborted meanwhile: then nothing arrives). */
  release: () => void;
}

export function heldAnswer(status: number, body: Body): HeldAnswer {
  let markAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (markAsked = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    reply: async () => {
      markAsked();
      await released;
      return [status, body];
    },
    asked,
    release,
  };
}
