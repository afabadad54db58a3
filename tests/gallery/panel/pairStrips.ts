// A blind pair of clips (GIF or MP4) as two strips of the same moments: each clip's every frame
// decoded once at the strip's size, the two compared at the same second frame by frame, and
// the 8 frames shown chosen where they differ most, one per eighth of the clip (frameChoice.ts).
// Both strips show the same moments whichever version is which, so the choice tells a reader
// nothing of the sides; nothing is written on the frames.
import { readFile } from 'node:fs/promises';
import type { Pixels } from '../../../mocks/engine/adapters/image';
import { everyClipFrame, meanDifference, type ClipFrames } from '../clipFrames';
import { pickDifferingFrames, sameMomentFrame } from './frameChoice';
import { clipMime, lineUp, STRIP_FRAME_SIDE, STRIP_FRAMES } from './picture';

/** The moments two clips are compared at: one per frame of the clip with more frames. */
interface Moments {
  /** Frame numbers of the first clip, one per moment. */
  first: number[];
  /** Frame numbers of the second clip at the same moments. */
  second: number[];
}

function momentsOf(first: ClipFrames, second: ClipFrames): Moments {
  const firstLeads = first.frames.length >= second.frames.length;
  const [lead, follow] = firstLeads ? [first, second] : [second, first];
  const leading = lead.frames.map((_, frame) => frame);
  const following = leading.map((frame) =>
    sameMomentFrame(
      frame,
      { total: lead.frames.length, durationS: lead.durationS },
      { total: follow.frames.length, durationS: follow.durationS },
    ),
  );
  return firstLeads ? { first: leading, second: following } : { first: following, second: leading };
}

/** How far apart the two clips are at each moment; 0 throughout when their frames' sizes differ. */
function momentDifferences(first: ClipFrames, second: ClipFrames, moments: Moments): number[] {
  const differences = moments.first.map((frame, index) =>
    meanDifference(first.frames[frame], second.frames[moments.second[index]]),
  );
  if (differences.some((difference) => difference === undefined)) {
    console.log(`clips of ${first.width}×${first.height} and ${second.width}×${second.height}: frames chosen without comparing`);
    return differences.map(() => 0);
  }
  return differences.map((difference) => difference ?? 0);
}

/** Which of each clip's frames a pair shows: the same moments, where the two differ most. */
function pairMoments(first: ClipFrames, second: ClipFrames): Moments {
  const moments = momentsOf(first, second);
  const chosen = pickDifferingFrames(momentDifferences(first, second, moments), STRIP_FRAMES);
  return { first: chosen.map((moment) => moments.first[moment]), second: chosen.map((moment) => moments.second[moment]) };
}

async function decodedClip(file: string): Promise<ClipFrames> {
  return everyClipFrame(new Uint8Array(await readFile(file)), clipMime(file), STRIP_FRAME_SIDE);
}

/** The strips of the clips in `firstFile` and `secondFile`, in that order. */
export async function pairStrips(firstFile: string, secondFile: string): Promise<[Pixels, Pixels]> {
  const [first, second] = await Promise.all([decodedClip(firstFile), decodedClip(secondFile)]);
  const shown = pairMoments(first, second);
  const strip = (clip: ClipFrames, frames: readonly number[]) =>
    lineUp(
      frames.map((frame) => clip.frames[frame]),
      true,
      0,
    );
  return Promise.all([strip(first, shown.first), strip(second, shown.second)]);
}
