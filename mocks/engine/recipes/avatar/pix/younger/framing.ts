// The photo's own framing where the photo has room for it, not a head-and-shoulders crop: a younger
// face is judged beside the photo it came from, and the style's old square round a small face in a
// wide photo (the woman's, the man at his table) showed that face two or three times larger than
// the photo does, its JPEG blocks with it: "blurry low-res, blocky", the first thing every blind
// panel saw. The square is the largest one the photo holds round the face (as an app that makes a
// face younger returns the photo it was given), closer only where the face would be too small to
// read. A photo cut about as tight as the face (a webcam's, the face-match grid's) keeps the
// head-and-shoulders framing, which ./inPhoto.ts moves in onto the photo or lays on a calm fill of
// itself: its own square showed their 100 px faces filling the square, 1.2-1.5 times larger than
// the photo shows them, the head cut and every JPEG block a blotch.
import type { Random } from '../../../shared/random';
import { AVATAR_SIZE, EDGE_FADE, headAndShoulders, type Framing } from '../../align';
import type { FrameSource } from '../../style';
import { eyeCentres } from '../../landmarks';
import { CLEAR_OF_FADE, ovalBox } from './inPhoto';

/** The face's share of the square's side: closer than this the photo is cropped round it. */
const LEAST_FACE = 0.22;
/**
 * Room kept between the square and the photo's edge, as a share of the square: the part of the
 * alignment's fade into its fill that ./inPhoto.ts does not count as the photo, and a seed's
 * slight lean.
 */
const INSET = (EDGE_FADE * (CLEAR_OF_FADE + 0.1)) / AVATAR_SIZE + 0.03;

export function photoFraming(random: Random, source?: FrameSource): Framing {
  const usual = headAndShoulders(random);
  if (!source) return usual;
  const { width, height, mesh } = source;
  const { right, left: leftEye } = eyeCentres(mesh);
  const { left: minX, right: maxX, top: minY, bottom: maxY } = ovalBox(mesh);
  const faceHeight = Math.max(1, maxY - minY);
  const largest = Math.min(width, height) / (1 + 2 * INSET);
  if (faceHeight / largest > usual.faceHeight) return usual;
  const side = Math.min(largest, faceHeight / LEAST_FACE);
  // The square kept inside the photo with that room, the face as near its middle as that allows.
  const middle = [(minX + maxX) / 2, (minY + maxY) / 2];
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
    tilt: Math.atan2(leftEye[1] - right[1], leftEye[0] - right[0]),
  };
}
