// Finds a glasses frame on the photo, placed by the mesh's eyes. A frame's bridge is a dark bar
// across the bridge of the nose between the eyes, where a face without glasses has only skin
// (lighter or evenly shaded). It is read as a profile down the nose — the photo's grey averaged
// across the bridge, row by row — so only a line running the whole way across survives the
// average; pores, wrinkles and noise average out. Around each eye the same kind of profile, along
// curves parallel to the lid, tells how much lid skin lies between the lid and the frame. A thin
// light metal frame is the same profile on the grey turned over (`findAnyGlasses`).
import { sampleBilinear } from '../shared/sample';
import { type LocalFrame, type Profile, frameThrough, globalX, globalY, localU, localV, profileAt } from './frame';
import type { EyeGeometry, FaceGeometry } from './geometry';
import type { Raster } from './raster';

/**
 * How much darker (grey levels 0–255) than the skin above and below it a bar across the bridge
 * must be to be a frame. Measured on the crops a motion animates: the gallery's bald man's thin
 * frame (a small, blurred face) 10, two faces in sunglasses from the same demo grid 9; six faces
 * without glasses (the two test faces, the gallery's four others) 4 at most — a shadow at the
 * nose's root. A unibrow or a dark band of shadow across the nose can pass for a bridge.
 */
export const BRIDGE_DIP = 7;

/** Profiles are sampled every tenth of an eye's half width; a line is compared with the skin 3 samples away. */
const STEP = 0.1;
const GAP = 3;

export interface Lens {
  /** Lid skin above the upper lid before the frame (eye frame's v, pixels): a closing lid stretches only this. */
  skinAbove: number;
  /** Cheek below the lower lid before the frame (pixels): a squint lifts only this. */
  skinBelow: number;
}

/**
 * Where the frame may run: a box across both eyes, in the frame through the eyes' middles, from
 * above the brows to well under the lower lids (large lenses reach 1.5 eye half widths below).
 * Nothing but the eyes' own motion moves inside it; the mouth's pull on the cheeks fades out
 * over `fade` pixels around it.
 */
export interface FrameZone {
  frame: LocalFrame;
  halfLength: number;
  top: number;
  bottom: number;
  fade: number;
}

export interface Glasses {
  /** A dark frame (its bridge darker than the skin), or a thin light metal one (lighter). */
  kind: 'dark' | 'light';
  /** How much darker (a light frame: lighter) the bridge's bar is than the skin around it, grey levels. */
  bridgeDip: number;
  lenses: readonly [Lens, Lens];
  zone: FrameZone;
}

const rgb = [0, 0, 0];

function greyAt(picture: Raster, x: number, y: number): number {
  sampleBilinear(picture, 3, x, y, rgb);
  return 0.299 * rgb[0] + 0.587 * rgb[1] + 0.114 * rgb[2];
}

/** The deepest dark line of a profile: how far it lies below the lower of its two neighbours GAP samples away. */
function deepestDip(profile: readonly number[]): { depth: number; index: number } {
  let depth = -Infinity;
  let found = GAP;
  for (let index = GAP; index < profile.length - GAP; index++) {
    const dip = Math.min(profile[index - GAP], profile[index + GAP]) - profile[index];
    if (dip > depth) {
      depth = dip;
      found = index;
    }
  }
  return { depth: Math.max(0, depth), index: found };
}

/** Grey down the bridge of the nose (across its middle 40 %), from above the brows to below the eyes' corners. */
function bridgeDip(picture: Raster, face: FaceGeometry): number {
  const [left, right] = face.eyes;
  // Inner corners: the image-left eye's right end and the image-right eye's left end.
  const fromX = globalX(left.frame, left.halfWidth, 0);
  const fromY = globalY(left.frame, left.halfWidth, 0);
  const toX = globalX(right.frame, -right.halfWidth, 0);
  const toY = globalY(right.frame, -right.halfWidth, 0);
  const span = Math.hypot(toX - fromX, toY - fromY) || 1;
  const cos = (toX - fromX) / span;
  const sin = (toY - fromY) / span;
  const middleX = (fromX + toX) / 2;
  const middleY = (fromY + toY) / 2;
  const halfWidth = (left.halfWidth + right.halfWidth) / 2;
  const brow = Math.min(profileAt(left.brow, left.halfWidth), profileAt(right.brow, -right.halfWidth));
  const profile: number[] = [];
  for (let v = brow - 0.6 * halfWidth; v <= 0.4 * halfWidth; v += STEP * halfWidth) {
    let sum = 0;
    let count = 0;
    for (let u = -0.2 * span; u <= 0.2 * span; u += 0.5) {
      sum += greyAt(picture, middleX + u * cos - v * sin, middleY + u * sin + v * cos);
      count++;
    }
    profile.push(sum / count);
  }
  return deepestDip(profile).depth;
}

/** Mean grey along `v = lid(u) ∓ offset` (outward from the lid) over the eye's middle half. */
function alongLid(picture: Raster, eye: EyeGeometry, lid: 'upper' | 'lower', offset: number): number {
  const profile = lid === 'upper' ? eye.upperLid : eye.lowerLid;
  const outward = lid === 'upper' ? -1 : 1;
  let sum = 0;
  let count = 0;
  for (let u = -0.5 * eye.halfWidth; u <= 0.5 * eye.halfWidth; u += 0.5) {
    const v = profileAt(profile, u) + outward * offset;
    sum += greyAt(picture, globalX(eye.frame, u, v), globalY(eye.frame, u, v));
    count++;
  }
  return sum / count;
}

/**
 * The skin next to one lid, pixels: out to its brightest band before the first dark line (the
 * frame's rim, or the brow), searched no farther than `limit`. The lid's lashes are skipped.
 * On a light frame's grey turned over (`kind` 'light') the lashes are the brightest band, so the
 * skin runs instead to the rim's near edge, a sample short of its middle: read as the brightest
 * band, the man at his table's lenses held 1.4 px of skin under each eye (the rim 17–19 px
 * below), so the cry's squint stretched that one row over the whole lens and its tears welled
 * on the lens and ran across the rim ("the glasses smeared almost out of existence").
 */
function skinBeside(picture: Raster, eye: EyeGeometry, lid: 'upper' | 'lower', limit: number, kind: Glasses['kind']): number {
  const profile: number[] = [];
  for (let offset = 0; offset <= limit; offset += STEP * eye.halfWidth) profile.push(alongLid(picture, eye, lid, offset));
  const dip = deepestDip(profile);
  if (kind === 'light') return Math.max(1, (dip.index - 1) * STEP * eye.halfWidth);
  let brightest = 1;
  for (let index = 1; index <= dip.index; index++) if (profile[index] > profile[brightest]) brightest = index;
  return Math.max(1, brightest * STEP * eye.halfWidth);
}

function lensOf(picture: Raster, eye: EyeGeometry, kind: Glasses['kind']): Lens {
  const browDistance = Math.max(2, profileAt(eye.upperLid, 0) - profileAt(eye.brow, 0));
  return {
    skinAbove: skinBeside(picture, eye, 'upper', browDistance + 0.3 * eye.halfWidth, kind),
    skinBelow: skinBeside(picture, eye, 'lower', 1.6 * eye.halfWidth, kind),
  };
}

/** Where a point of an eye's profile (at its middle, u = 0) lies in another frame's v. */
function middleIn(frame: LocalFrame, eye: EyeGeometry, profile: Profile): number {
  const v = profileAt(profile, 0);
  return localV(frame, globalX(eye.frame, 0, v), globalY(eye.frame, 0, v));
}

function zoneOf(face: FaceGeometry): FrameZone {
  const [left, right] = face.eyes;
  const frame = frameThrough(left.centerX, left.centerY, right.centerX, right.centerY);
  const halfWidth = (left.halfWidth + right.halfWidth) / 2;
  const brow = Math.min(middleIn(frame, left, left.brow), middleIn(frame, right, right.brow));
  const lower = Math.max(middleIn(frame, left, left.lowerLid), middleIn(frame, right, right.lowerLid));
  return {
    frame,
    halfLength: Math.hypot(right.centerX - left.centerX, right.centerY - left.centerY) / 2 + 1.5 * halfWidth,
    top: brow - 0.4 * halfWidth,
    bottom: lower + 1.7 * halfWidth,
    fade: 0.5 * halfWidth,
  };
}

/** 1 inside the frame's zone, falling to 0 over its fade outside it. */
export function inFrameZone(zone: FrameZone, x: number, y: number): number {
  const u = Math.abs(localU(zone.frame, x, y)) - zone.halfLength;
  const v = localV(zone.frame, x, y);
  const outside = Math.max(u, zone.top - v, v - zone.bottom);
  if (outside <= 0) return 1;
  return outside >= zone.fade ? 0 : 1 - outside / zone.fade;
}

/** The face's glasses, or null when no frame is seen. */
export function findGlasses(picture: Raster, face: FaceGeometry): Glasses | null {
  const dip = bridgeDip(picture, face);
  if (dip < BRIDGE_DIP) return null;
  return glassesRead(picture, face, 'dark', dip);
}

function glassesRead(picture: Raster, face: FaceGeometry, kind: Glasses['kind'], dip: number): Glasses {
  return {
    kind,
    bridgeDip: dip,
    lenses: [lensOf(picture, face.eyes[0], kind), lensOf(picture, face.eyes[1], kind)],
    zone: zoneOf(face),
  };
}

/**
 * How much lighter (grey levels) than the skin above and below it a bar across the bridge must be
 * to be a thin light metal frame. On the crops a motion animates: the man at his table's gold
 * frame 9.3; the six other gallery faces and five held-out faces without glasses 1.1 at most
 * (the bald man's dark frame, found as dark first, 12).
 */
const LIGHT_BRIDGE = 6;

/** The picture's grey turned over: a light line becomes a dark one, read by the same profiles. */
function turnedOver(picture: Raster): Raster {
  return { width: picture.width, height: picture.height, data: picture.data.map((value) => 255 - value) };
}

/**
 * Any frame a motion must keep rigid: a dark one, or a thin light metal one (its bridge a light
 * bar across the nose, its rims light lines round the lenses, so its lenses are read on the grey
 * turned over). Unseen, the man at his table's gold frame was bent by every squint, wink and
 * nod: "glasses that bend", "reddish scratch lines across the eyes" to the blind panels
 * (glasses.test.ts: his rims 0.19 px from one rigid move in every GIF template, 0.49–2.06 before).
 * The one frame finder of the engine: the 3D toon's drawn frame asks it too (avatar/toon3d/glasses.ts).
 */
export function findAnyGlasses(picture: Raster, face: FaceGeometry): Glasses | null {
  const dark = findGlasses(picture, face);
  if (dark) return dark;
  const turned = turnedOver(picture);
  const dip = bridgeDip(turned, face);
  return dip >= LIGHT_BRIDGE ? glassesRead(turned, face, 'light', dip) : null;
}
