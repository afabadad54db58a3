// The talk's pressed lips stay short (issue 37, session 55): pressing the lips shut at an m, b, p
// and in the pauses (talkMouth.ts `press`) was subtracted from the jaw's opening whole, so the
// mouth shut a frame or two early before each pause and opened late after it, and a blind reader
// saw the talk "mostly stop talking". The press now gives way as the jaw opens (templates/talk.ts
// PRESS_UNTIL). Counted over the GIF's 40 frames, seeds 1–4.
import { describe, expect, it } from 'vitest';
import { gifClock, poseAt } from '../../testing/motionFaces';

/** A frame whose opening is at most this is closed; at most PRESSED_AT, pressed shut. */
const CLOSED_AT = 0.02;
const PRESSED_AT = -0.98;

describe('the talk’s pressed lips stay short (issue 37)', () => {
  // Measured, closed frames (pressed ones among them): 11 (10), 12 (10), 11 (10), 10 (8) of 40.
  // Before (the press subtracted whole): 15, 16, 13, 13 closed, as many pressed; before any press,
  // 7, 8, 9, 8 closed.
  it.each([1, 2, 3, 4])('seed %i: the mouth is closed in at most 12 of 40 frames, pressed shut in 6 or more', (seed) => {
    const { count } = gifClock('talk');
    const opens = Array.from({ length: count }, (_, index) => poseAt('talk', seed, index, true).mouthOpen);
    const closed = opens.filter((open) => open <= CLOSED_AT).length;
    const pressed = opens.filter((open) => open <= PRESSED_AT).length;
    expect(count).toBe(40);
    expect(closed, `${closed} closed`).toBeLessThanOrEqual(12);
    expect(pressed, `${pressed} pressed`).toBeGreaterThanOrEqual(6);
  });
});
