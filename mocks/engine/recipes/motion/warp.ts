// One frame: every pixel near the head is mapped back into the photo through the head's motion,
// then the mouth's and the eyes' (inverse mapping, bilinear sampling; a shut lid's skin averaged
// along the eye); the open mouth and tears are painted on top. Pixels outside the head's reach are
// copied unchanged. With the person's matte (backdrop.ts) what the head's motion carried of the
// room is put back still. On a face with glasses (glasses.ts, looked for once per face) the frame
// moves with the head only: the eyes move inside the lenses and the mouth's pull on the cheeks
// stops short of the frame.
import { type Backdrop, overRoom, personAt } from './backdrop';
import { planHeadAboveBottom } from './bottomRoom';
import { type Bounds, type Cursor } from './cursor';
import { type EyeBand, eyeBand, paintBand } from './eyeBand';
import { eyeWhiteAt } from './eyeWhite';
import { type EyePlan, eyeInverse, lashLine, lidCover, lidDepth, lidSpread, planEye } from './eyeWarp';
import type { FaceGeometry } from './geometry';
import { findAnyGlasses, type Glasses, inFrameZone } from './glasses';
import { headInverse } from './headWarp';
import { irisCentreAt } from './irisCentre';
import { keepDark, lensDarkKept, skinAround } from './lensShade';
import { fillAt, type LidFill, lidFill } from './lidFill';
import { paintMouth } from './mouthInterior';
import type { MouthPalette } from './mouthPalette';
import { type MouthSpot, mouthInverse, planMouth } from './mouthWarp';
import { widestFor } from './narrowWidest';
import type { Pose } from './pose';
import { type Raster, sampleInto } from './raster';
import { type PaintMask, boxRadiusFor, markPainted, softenPainted } from './soften';
import { smoothstep } from './timeline';
import { planTears, refraction, shadeWater, type Water, waterAt } from './tears';

/** The pixels a face's motion can change (the head with a ring around it), clipped to the picture. */
export function reachOf(face: FaceGeometry, width: number, height: number): Bounds {
  const head = face.head;
  const radius = Math.max(head.radiusX, head.radiusY) * 1.9;
  return {
    left: Math.max(0, Math.floor(head.centerX - radius)),
    top: Math.max(0, Math.floor(head.centerY - radius)),
    right: Math.min(width - 1, Math.ceil(head.centerX + radius)),
    bottom: Math.min(height - 1, Math.ceil(head.centerY + radius)),
  };
}

/** A photo this blurred at the mouth (sigma, pixels; the bald man 3.4, the older man 3.1) may have its opening softened more. */
const SOFTEST_BLUR = 3.3;

/** The band at the picture's top (a share of its long side) over which the head's up-and-down motion eases out: a deep nod moves about a tenth. */
export const EDGE_BAND = 0.2;
/**
 * The band at the picture's bottom (a share of its long side) over which the up-and-down motion
 * eases out too. A head that fills the crop carries its shoulders with it (headWarp.ts), so a
 * surprise's or a laugh's lift of 0.025–0.04 face heights drew the photo's last rows 7–12 px up
 * into the frame, and under them what lay past the edge: "a thin grey line near the bottom of the
 * frame", "the bottom edge doubled" (the blonde, the smiling woman, the older man). The shoulders
 * move less than the head: five times that lift is room enough to ease it out.
 */
export const BOTTOM_BAND = 0.1;

/** Glasses looked for once per face (a run renders all its frames from one FaceGeometry). */
const glassesSeen = new WeakMap<FaceGeometry, Glasses | null>();

function glassesOf(source: Raster, face: FaceGeometry): Glasses | null {
  let glasses = glassesSeen.get(face);
  if (glasses === undefined) {
    glasses = findAnyGlasses(source, face);
    glassesSeen.set(face, glasses);
  }
  return glasses;
}

/** How far a shut eye's lash line goes to the eye's own dark at its middle. */
const LASH_SHARE = 0.8;

/** Points averaged across a shut lid's spread. */
const LID_TAPS = 7;
const tap = new Uint8Array(3);
const sum = [0, 0, 0];
const filled = [0, 0, 0];

/** The photo's mean over LID_TAPS points from (x − dx, y − dy) to (x + dx, y + dy), written to `target`. */
function averagedInto(source: Raster, x: number, y: number, dx: number, dy: number, target: Uint8Array, offset: number): void {
  sum[0] = sum[1] = sum[2] = 0;
  for (let index = 0; index < LID_TAPS; index++) {
    const along = (2 * index) / (LID_TAPS - 1) - 1;
    sampleInto(source, x + dx * along, y + dy * along, tap, 0);
    for (let c = 0; c < 3; c++) sum[c] += tap[c];
  }
  for (let c = 0; c < 3; c++) target[offset + c] = sum[c] / LID_TAPS + 0.5;
}

/**
 * A shut lid's pixel behind glasses given the skin filled over the eye (lidFill.ts): all of it
 * where the lid is down, and by a shut eye's corners and lower lid where the fill took in the
 * eye's dark. Without glasses the lid is the photo's own lid slid down (eyeWarp.ts lidLines).
 */
function coverWithFill(
  face: FaceGeometry,
  eyes: readonly [EyePlan, EyePlan],
  fills: readonly [LidFill | null, LidFill | null],
  index: number,
  x: number,
  y: number,
  target: Uint8Array,
  offset: number,
): void {
  const fill = fills[index];
  const plan = eyes[index];
  if (!fill || !plan.lens) return;
  const eye = face.eyes[index];
  const weight = fillAt(fill, eye, x, y, filled);
  if (weight <= 0) return;
  const shut = Math.max(lidCover(eye, plan, x, y), smoothstep((plan.pose.close - 0.8) / 0.2));
  const share = weight * shut;
  for (let c = 0; c < 3; c++) target[offset + c] += (filled[c] - target[offset + c]) * share + 0.5;
}

/**
 * Draws `pose` of `face` from `source` into `target` (same size); `target` must start as a copy of
 * `source`. `glasses` is the face's frame, looked for on `source` when not given; `null` draws the
 * face as one without glasses (a test of the tears' own shape on a face that wears a frame).
 */
export function renderFrame(
  source: Raster,
  face: FaceGeometry,
  palette: MouthPalette,
  pose: Pose,
  target: Uint8Array,
  painted: PaintMask,
  backdrop: Backdrop | null = null,
  glasses: Glasses | null = glassesOf(source, face),
): void {
  const edgeBand = EDGE_BAND * Math.max(source.width, source.height);
  const bottomBand = BOTTOM_BAND * Math.max(source.width, source.height);
  const bandTop = source.height - 1 - bottomBand;
  const head = planHeadAboveBottom(face, pose, backdrop !== null, glasses?.zone ?? null, source.width, bandTop, bottomBand);
  const mouth = planMouth(face.mouth, pose);
  const lenses = glasses?.lenses;
  const fills = [
    pose.eyes[0].close > 0 ? lidFill(source, face.eyes[0], lenses?.[0] ?? null) : null,
    pose.eyes[1].close > 0 ? lidFill(source, face.eyes[1], lenses?.[1] ?? null) : null,
  ] as const;
  // An eye showing little white of its own opens less (narrowWidest.ts); a shutting lid leaves
  // the eye's dark over it out of the skin it slides down (lidFill.ts darkTop).
  const planned = (side: 0 | 1): EyePlan =>
    planEye(
      face.eyes[side],
      pose.eyes[side],
      lenses?.[side] ?? null,
      eyeWhiteAt(source, face.eyes[side]),
      widestFor(source, face.eyes[side], face.eyes[1 - side], pose.eyes[side]),
      fills[side]?.darkTop ?? null,
      pose.eyes[side].lookX !== 0 ? irisCentreAt(source, face.eyes[side]) : 0,
    );
  const eyes = [planned(0), planned(1)] as const;
  const bands: readonly [EyeBand | null, EyeBand | null] = [
    pose.eyes[0].close < 0 ? eyeBand(source, face.eyes[0], face.eyes[1]) : null,
    pose.eyes[1].close < 0 ? eyeBand(source, face.eyes[1], face.eyes[0]) : null,
  ];
  // The skin round a magnified eye, toward which its lens's thickened dark is lightened (lensShade.ts).
  const skins = [
    pose.eyes[0].magnify > 0 ? skinAround(source, face.eyes[0]) : null,
    pose.eyes[1].magnify > 0 ? skinAround(source, face.eyes[1]) : null,
  ] as const;
  const tears = planTears(face, pose, Math.max(source.width, source.height), lenses);
  const bend = refraction(tears);
  const water: Water = { depth: 0, slopeX: 0, slopeY: 0, kind: 'drop', across: 0, along: 0, flush: 0 };
  const area = reachOf(face, source.width, source.height);
  const cursor: Cursor = { x: 0, y: 0 };
  const spot: MouthSpot = { across: 0, fromUpper: 0, fromLower: 0, halfWidth: 1, own: 0 };
  for (let y = area.top; y <= area.bottom; y++) {
    for (let x = area.left; x <= area.right; x++) {
      cursor.x = x;
      cursor.y = y;
      headInverse(face, head, cursor);
      // The head's up-and-down motion eases to nothing at the picture's top edge: a face that
      // fills the crop (the brown-skinned woman's) nodding drew what lay past the edge, the
      // forehead mirrored into a pink bulge on her hair (issue 37, session 13). Eased linearly
      // over a band about twice the largest nod's move, the rows by the edge stretch smoothly
      // (over a band only as wide as the move, the edge row was drawn down in streaks). The
      // sideways motion is not eased: a tilt swings the top of the head sideways, and eased out
      // there the hair stayed behind while the forehead tilted, a sheared, flattened skull on the
      // older man (issue 37, session 17; motion/headTilt.test.ts).
      // At the top and the bottom (BOTTOM_BAND): beside the head the room is put back
      // (backdrop.ts), and eased out at a side edge the bald man's ear by it stayed behind as his
      // head tilted, stretched wide.
      if (y < edgeBand) {
        const kept = y / edgeBand;
        cursor.y = y + (cursor.y - y) * kept;
      }
      const fromBottom = source.height - 1 - y;
      if (fromBottom < bottomBand) cursor.y = y + ((cursor.y - y) * fromBottom) / bottomBand;
      const faceX = cursor.x;
      const faceY = cursor.y;
      const inMouth = mouthInverse(face.mouth, mouth, cursor, spot);
      // Where the eyes' motion moves the skin: the water lies on it there (below).
      let eyesMoveX = 0;
      let eyesMoveY = 0;
      if (!inMouth) {
        if (glasses) {
          // A frame sits on the nose, not on the cheeks: the mouth's pull does not reach it.
          const held = inFrameZone(glasses.zone, faceX, faceY);
          cursor.x += (faceX - cursor.x) * held;
          cursor.y += (faceY - cursor.y) * held;
        }
        eyesMoveX = cursor.x;
        eyesMoveY = cursor.y;
        eyeInverse(face.eyes[0], eyes[0], cursor);
        eyeInverse(face.eyes[1], eyes[1], cursor);
        eyesMoveX = cursor.x - eyesMoveX;
        eyesMoveY = cursor.y - eyesMoveY;
      }
      // The water moves with the skin a squint lifts: the lower lid and the cheek just under it.
      // Laid where the still face has them, the wet rim and the welling bead sat a few pixels
      // under the lid shown, on the cheek. Not with the mouth's pull: a drop running down the
      // cheek carried by each sob's open mouth went down and back up, stretched.
      waterAt(face, tears, faceX + eyesMoveX, faceY + eyesMoveY, water);
      if (water.depth > 0) {
        // Seen through water the skin is displaced along the surface's slope, as through a lens.
        cursor.x -= water.slopeX * water.depth * bend;
        cursor.y -= water.slopeY * water.depth * bend;
      }
      const offset = (y * source.width + x) * 3;
      // A shut lid's stretched skin is averaged along the eye (eyeWarp.ts lidSpread), then, behind
      // glasses, covered by the skin filled in over the eye (lidFill.ts).
      const depth0 = inMouth ? 0 : lidDepth(face.eyes[0], eyes[0], faceX, faceY);
      const depth1 = inMouth ? 0 : lidDepth(face.eyes[1], eyes[1], faceX, faceY);
      const which = depth0 >= depth1 ? 0 : 1;
      const depth = which === 0 ? depth0 : depth1;
      const spread = lidSpread(face.eyes[which], depth);
      const lid = face.eyes[which].frame;
      if (spread > 0.5) {
        averagedInto(source, cursor.x, cursor.y, lid.cos * spread, lid.sin * spread, target, offset);
      } else sampleInto(source, cursor.x, cursor.y, target, offset);
      if (!inMouth)
        for (let index = 0; index < 2; index++) {
          const skin = skins[index];
          if (skin) keepDark(target, offset, skin, lensDarkKept(face.eyes[index], eyes[index], faceX, faceY));
        }
      if (!inMouth) for (let index = 0; index < 2; index++) coverWithFill(face, eyes, fills, index, faceX, faceY, target, offset);
      // A raised lid's uncovered band, painted as more of the eye (eyeBand.ts).
      if (!inMouth)
        for (let index = 0; index < 2; index++) {
          const band = bands[index];
          if (band) paintBand(source, face.eyes[index], eyes[index], band, faceX, faceY, target, offset);
        }
      if (water.depth > 0) shadeWater(water, target, offset, tears.trailContrast);
      if (!inMouth) {
        // A shut eye's lashes along the closure (eyeWarp.ts lashLine), not the warp's light seam.
        // Drawn in the eye's own dark (lidFill.ts), a brown or black, not the lid's skin dimmed to grey.
        for (let index = 0; index < 2; index++) {
          const lash = LASH_SHARE * lashLine(face.eyes[index], eyes[index], faceX, faceY);
          const fill = fills[index];
          if (lash > 0 && fill)
            for (let c = 0; c < 3; c++) target[offset + c] += (fill.lash[c] - target[offset + c]) * lash + 0.5;
        }
      }
      if (backdrop) overRoom(backdrop, personAt(backdrop, faceX, faceY), Math.hypot(faceX - x, faceY - y), target, offset);
      if (inMouth) {
        paintMouth(spot, palette, target, offset);
        markPainted(painted, x, y);
      }
    }
  }
  // At least the blur of a photo's detail at the mouth's size (a 512 px face: 2 px), and as soft
  // as the photo is there (photoBlur.ts): a soft, enlarged face gets a soft mouth, not a pasted
  // hole. Never past 8 % of the mouth's half width (10 % on the softest photos): on a small or
  // sharp mouth more blurred its teeth into one band; at 8 % the bald man's lighter opening
  // (mouthPalette.ts) measured crisper than his face.
  const least = Math.round(0.06 * face.mouth.halfWidth);
  const share = palette.blur >= SOFTEST_BLUR ? 0.1 : 0.08;
  const most = Math.max(least, Math.floor(share * face.mouth.halfWidth));
  softenPainted(target, painted, Math.min(most, Math.max(least, boxRadiusFor(palette.blur))));
}
