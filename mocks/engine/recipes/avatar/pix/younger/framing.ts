// The photo's own framing where the photo has room for it, not a head-and-shoulders crop: a younger
// face is judged beside the photo it came from, and the style's old square round a small face in a
// wide photo (the woman's, the man at his table) showed that face two or three times larger than
// the photo does, its JPEG blocks with it: "blurry low-res, blocky", the first thing every blind
// panel saw. The square is the largest one the photo holds round the face (as an app that makes a
// face younger returns the photo it was given), closer only where the face would be too small to
// read. A photo cut about as tight as the face (a webcam's, the face-match grid's) is returned in
// its own largest square too, the face wherever the photo has it: the head-and-shoulders framing
// it kept before reached past the photo, and the fill laid there (or the edge rows drawn out) read
// as "smeared bars at the top and bottom", "a mushy neck" on five of seven faces.
import type { Random } from '../../../shared/random';
import { AVATAR_SIZE, CLOSEST, EDGE_FADE, PAN_ACROSS, headAndShoulders, type Framing } from '../../align';
import type { FrameSource } from '../../style';
import { eyeCentres } from '../../landmarks';
import { TILT } from '../../../shared/variation';
import { CLEAR_OF_FADE, ovalBox } from './inPhoto';

/** The face's share of the square's side: closer than this the photo is cropped round it. */
const LEAST_FACE = 0.22;
/**
 * Room kept between the square and the photo's edge, as a share of the square: the part of the
 * alignment's fade into its fill that ./inPhoto.ts does not count as the photo, and a seed's
 * slight lean.
 */
const INSET = (EDGE_FADE * (CLEAR_OF_FADE + 0.1)) / AVATAR_SIZE + 0.03;
/**
 * How much wider than a tight photo's largest square its framing is asked for, so that a seed's
 * closest (../../align.ts CLOSEST), most moved (PAN_ACROSS of the side each way) and most
 * leaning (TILT) shot still holds all of it, and ./inPhoto.ts then moves in onto exactly that
 * square: every seed shows the photo's own frame, none a 1.24 times closer crop of a face that
 * already fills it (the dark-skinned woman's cut at the brows and the mouth).
 */
const SEED_REACH = (CLOSEST / (1 - 2 * PAN_ACROSS)) * (Math.cos(TILT) + Math.sin(TILT));

export function photoFraming(random: Random, source?: FrameSource): Framing {
  const usual = headAndShoulders(random);
  if (!source) return usual;
  const { width, height, mesh } = source;
  const { left: minX, right: maxX, top: minY, bottom: maxY } = ovalBox(mesh);
  const faceHeight = Math.max(1, maxY - minY);
  const largest = Math.min(width, height) / (1 + 2 * INSET);
  const middle = [(minX + maxX) / 2, (minY + maxY) / 2];
  if (faceHeight / largest > usual.faceHeight) return tightFraming(width, height, middle, faceHeight, leanOf(mesh));
  const side = Math.min(largest, faceHeight / LEAST_FACE);
  // The square kept inside the photo with that room, the face as near its middle as that allows.
  const room = side * INSET;
  const left = Math.min(Math.max(room, width - side - room), Math.max(room, middle[0] - side / 2));
  const top = Math.min(Math.max(room, height - side - room), Math.max(room, middle[1] - side / 2));
  return {
    faceHeight: faceHeight / side,
    centreX: (middle[0] - left) / side,
    centreY: (middle[1] - top) / side,
    // The height sets the scale: a width limit would only move a turned face off the photo's framing.
    maxFaceWidth: 2,
    // Upright as the photo is, not turned to level the eyes: a turned square's corners reach past
    // the photo, and ./inPhoto.ts then moved the woman's square 1.2 times closer to shed them.
    tilt: leanOf(mesh),
  };
}

/** The eyes' own lean: the framing's tilt that keeps the square upright as the photo is. */
function leanOf(mesh: FrameSource['mesh']): number {
  const { right, left } = eyeCentres(mesh);
  return Math.atan2(left[1] - right[1], left[0] - right[0]);
}

/**
 * A tight photo's framing: its largest square (the face as near its middle as the photo allows),
 * asked for SEED_REACH wider so that ./inPhoto.ts finds all of it inside whatever a seed's shot is.
 */
function tightFraming(width: number, height: number, middle: readonly number[], faceHeight: number, tilt: number): Framing {
  const side = Math.min(width, height);
  const left = Math.min(width - side, Math.max(0, middle[0] - side / 2));
  const top = Math.min(height - side, Math.max(0, middle[1] - side / 2));
  const shot = side * SEED_REACH;
  return {
    faceHeight: faceHeight / shot,
    centreX: 0.5 + (middle[0] - left - side / 2) / shot,
    centreY: 0.5 + (middle[1] - top - side / 2) / shot,
    maxFaceWidth: 2,
    tilt,
  };
}
