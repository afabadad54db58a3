// Which frames a blind pair of clips shows. A blink or a sideways look lasts 0.2–0.4 s, and 8
// frames spread evenly over a 3 s clip rarely land on it, so a change to one was judged "alike"
// (docs/mocks.md, the forty-second stop). So both strips show the same moments, chosen where the
// two versions differ most: the clip split into equal spans, in each the frame whose difference
// is largest. Time order and coverage stay (one frame per span), and the moment that changed is
// seen. Pure (numbers in, frame numbers out): tested in tests/unit/gallery/frameChoice.test.ts.

/** A clip's timing: how many frames, over how many seconds. */
export interface ClipTiming {
  total: number;
  durationS: number;
}

/**
 * One frame number per span of `differences` (one per frame) split into `count` equal spans:
 * the frame with the largest difference in its span; where several share it (the clips alike
 * there), the one nearest the span's middle, the earlier of two as near. Every frame, in order,
 * when there are no more than `count`.
 */
export function pickDifferingFrames(differences: readonly number[], count: number): number[] {
  const total = differences.length;
  const spans = Math.max(0, Math.min(count, total));
  const picked: number[] = [];
  for (let span = 0; span < spans; span++) {
    const start = Math.floor((span * total) / spans);
    const end = Math.floor(((span + 1) * total) / spans);
    const middle = (start + end - 1) / 2;
    let best = start;
    for (let frame = start + 1; frame < end; frame++) {
      const larger = differences[frame] > differences[best];
      const asLargeAndNearer = differences[frame] === differences[best] && Math.abs(frame - middle) < Math.abs(best - middle);
      if (larger || asLargeAndNearer) best = frame;
    }
    picked.push(best);
  }
  return picked;
}

/**
 * The frame of clip `to` showing at the middle of frame `frame` of clip `from` (frames evenly
 * timed over each clip's length), so two clips of different frame counts are compared at the
 * same second.
 */
export function sameMomentFrame(frame: number, from: ClipTiming, to: ClipTiming): number {
  if (to.total <= 0) return 0;
  if (from.total <= 0 || from.durationS <= 0 || to.durationS <= 0)
    return Math.min(to.total - 1, Math.round((frame * to.total) / Math.max(1, from.total)));
  const atS = ((frame + 0.5) * from.durationS) / from.total;
  return Math.max(0, Math.min(to.total - 1, Math.floor((atS * to.total) / to.durationS)));
}
