// The room the matte took for the person. On a small, soft crop the matting model sometimes
// swallows the room beside a head into the person (the bald man's flowers and leaves beside his
// ear: matte 0.35–0.9, most of it under 0.8), and the head then carried them with it, the
// background tilting with the face (issue 37, session 12). Here the colours of what is surely the room (matte near 0) and surely
// the person (the face, the hair above it, the body below) are counted, and beside the head, where
// a pixel's colour is far more the room's than the person's, the matte lets go of it.
import { smoothstep, type Grey } from '../shared/raster';
import type { FaceGeometry } from './geometry';
import type { Raster } from './raster';

/** Bits kept per channel: 16 levels each, a 4096-bin colour histogram. */
const BITS = 4;
const LEVELS = 1 << BITS;
const SHIFT = 8 - BITS;

/** Matte below this is surely the room; above SURE_PERSON surely the person (where it may be). */
const SURE_ROOM = 0.05;
const SURE_PERSON = 0.9;

/**
 * Inside this share of the head's ellipse (its radii) the pixel is the face or the hair on top of
 * it, never judged by colour: a dark room behind dark hair must not cut the hair off the head.
 */
const HEAD_CORE = 0.8;
/**
 * Above the head's centre the core reaches this far up (its radii), narrowing to HEAD_CORE at the
 * sides: the ellipse runs from chin to forehead, and the hair on the crown rises above it. Judged
 * by colour there, the man's dark hair before his dark room was let go from 0.8 radii up, a bay
 * bitten out of his crown that the room showed through whenever his head moved (issue 37, stops
 * 39 and 40: "a dark notch bitten out of the man's hair at the crown as his head turns").
 */
const CROWN_CORE = 1.35;
/**
 * The person's colours are taken from the head's rim inside the core (from this share of its
 * radii out): the skull, the hair and the ears, what lies beside the room. The whole face counted
 * a bald man's olive beard as the person, and the olive leaves beside him with it.
 */
const HEAD_RING = 0.5;
/**
 * Judged and counted only above this (the head ellipse's radii down from its centre, about the
 * mouth's level): lower lie the neck, the shoulders and the body, whose edges are the model's own.
 */
const JUDGED_ABOVE = 0.3;

/** Matte below this beside the head is unsure (a person's hair and ears there measure 0.95 and more). */
const UNSURE_BELOW = 0.9;
/**
 * Where the model is this sure of the person (from the first value, wholly from the second) its
 * matte is kept whatever the colour: the receding man's dark hair before the dark frame of a door
 * (matte 0.95–1) has the room's colours, and let go, it stayed behind in the still room as his
 * head turned, a second outline of his temple with the room's fill cut into it in steps (issue 37,
 * stop 56: "ghost stair-step edges in the dark background left of the head"). The bald man's
 * leaves the model half took for him measure 0.35–0.9, most of them under 0.8, so nearly all of
 * them are still let go.
 */
const KEPT_SURE = { from: 0.85, full: 0.95 };
/** The patch the unsure share is taken over: a square of the crop's side over this, either way. */
const UNSURE_PATCH = 60;
/** Unsure share of the patch at which the matte starts to let go, and lets go fully. */
const UNSURE_FROM = 0.55;
const UNSURE_FULL = 0.8;

/** Share of the room's colours over both from which an unsure patch may be let go. */
const ROOM_LEANS = 0.45;
/** Share of the room's colours over both at which the matte starts to let go, and lets go fully. */
const ROOM_FROM = 0.7;
const ROOM_FULL = 0.92;

function binOf(data: Uint8Array, pixel: number): number {
  const offset = pixel * 3;
  return ((data[offset] >> SHIFT) << (2 * BITS)) | ((data[offset + 1] >> SHIFT) << BITS) | (data[offset + 2] >> SHIFT);
}

/** The histogram spread to each bin's neighbours (3×3×3), so near colours count alike. */
function spread(counts: Float32Array): Float32Array {
  const out = new Float32Array(counts.length);
  for (let r = 0; r < LEVELS; r++) {
    for (let g = 0; g < LEVELS; g++) {
      for (let b = 0; b < LEVELS; b++) {
        let sum = 0;
        for (let dr = -1; dr <= 1; dr++) {
          const rr = r + dr;
          if (rr < 0 || rr >= LEVELS) continue;
          for (let dg = -1; dg <= 1; dg++) {
            const gg = g + dg;
            if (gg < 0 || gg >= LEVELS) continue;
            for (let db = -1; db <= 1; db++) {
              const bb = b + db;
              if (bb < 0 || bb >= LEVELS) continue;
              sum += counts[(rr << (2 * BITS)) | (gg << BITS) | bb];
            }
          }
        }
        out[(r << (2 * BITS)) | (g << BITS) | b] = sum;
      }
    }
  }
  return out;
}

/** How far into the never-judged core (below 1) the pixel at `across`, `down` (head radii) lies. */
function coreReach(across: number, down: number): number {
  const side = across / HEAD_CORE;
  const up = down / (down < 0 ? CROWN_CORE : HEAD_CORE);
  return Math.sqrt(side * side + up * up);
}

/** Where the pixel lies in the head's axes, in its radii: across and down from its centre. */
function headPlace(face: FaceGeometry, x: number, y: number): { across: number; down: number } {
  const head = face.head;
  const dx = x - head.centerX;
  const dy = y - head.centerY;
  return {
    across: (dx * head.downY - dy * head.downX) / head.radiusX,
    down: (dx * head.downX + dy * head.downY) / head.radiusY,
  };
}

/**
 * Box-averages `values` (width × height) over a square of `radius` pixels, in place: the matte's
 * letting go follows patches of the room, not single pixels of a speckled leaf.
 */
function boxBlur(values: Float32Array, width: number, height: number, radius: number): void {
  const line = new Float32Array(Math.max(width, height));
  for (let y = 0; y < height; y++) {
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += values[y * width + Math.min(width - 1, Math.max(0, x))];
    for (let x = 0; x < width; x++) {
      line[x] = sum / (2 * radius + 1);
      sum += values[y * width + Math.min(width - 1, x + radius + 1)] - values[y * width + Math.max(0, x - radius)];
    }
    values.set(line.subarray(0, width), y * width);
  }
  for (let x = 0; x < width; x++) {
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += values[Math.min(height - 1, Math.max(0, y)) * width + x];
    for (let y = 0; y < height; y++) {
      line[y] = sum / (2 * radius + 1);
      sum += values[Math.min(height - 1, y + radius + 1) * width + x] - values[Math.max(0, y - radius) * width + x];
    }
    for (let y = 0; y < height; y++) values[y * width + x] = line[y];
  }
}

/**
 * Lowers `matte` (the crop's size) beside the head where the colour is the room's: outside the
 * head's core and above the body, by how much more the room's colours than the person's it is.
 */
export function releaseRoomColours(matte: Grey, picture: Raster, face: FaceGeometry): void {
  const { width, height, data } = picture;
  const room = new Float32Array(LEVELS ** 3);
  const person = new Float32Array(LEVELS ** 3);
  let roomCount = 0;
  let personCount = 0;
  const judged = new Uint8Array(width * height);
  for (let y = 0, i = 0; y < height; y++) {
    for (let x = 0; x < width; x++, i++) {
      const value = matte.data[i];
      const { across, down } = headPlace(face, x, y);
      const reach = Math.sqrt(across * across + down * down);
      if (value < SURE_ROOM) {
        room[binOf(data, i)]++;
        roomCount++;
      } else if (value > SURE_PERSON && reach > HEAD_RING && reach < HEAD_CORE && down < JUDGED_ABOVE) {
        person[binOf(data, i)]++;
        personCount++;
      }
      if (coreReach(across, down) >= 1 && down < JUDGED_ABOVE && value >= SURE_ROOM) judged[i] = 1;
    }
  }
  // Too little of either to tell them apart: the matte stays as the model made it.
  if (roomCount < width * height * 0.03 || personCount < width * height * 0.02) return;
  const roomShare = spread(room);
  const personShare = spread(person);
  const letGo = new Float32Array(width * height);
  const roomish = new Float32Array(width * height);
  for (let i = 0; i < letGo.length; i++) {
    if (!judged[i]) continue;
    const bin = binOf(data, i);
    const asRoom = roomShare[bin] / roomCount;
    const asPerson = personShare[bin] / personCount;
    // Colours neither shows much of (a pale shirt's fold, a bright reflection) are left alone.
    if (asRoom + asPerson < 1e-4) continue;
    const share = asRoom / (asRoom + asPerson);
    letGo[i] = smoothstep(ROOM_FROM, ROOM_FULL, share);
    // An unsure patch is let go only where its colour leans to the room: a woman's fine hair
    // against a grey wall is unsure too, but its colour is her hair's.
    roomish[i] = smoothstep(ROOM_LEANS, ROOM_FROM, share);
  }
  const speckle = Math.max(1, Math.round(Math.max(width, height) / 120));
  boxBlur(letGo, width, height, speckle);
  boxBlur(roomish, width, height, speckle);
  // Beside the head the model is sure of a person's hair and ears; a wide patch it is unsure of
  // there (the bald man's leaves: 0.4–0.8 over a fifth of the head's width) was the room, and
  // carried, it tilted with him. A head's own soft edge is unsure over a few pixels only, and
  // stays as it is (let go, the plate showed the head's fringe as an outline where it had been).
  const unsure = new Float32Array(width * height);
  for (let i = 0; i < unsure.length; i++) {
    const value = matte.data[i];
    if (judged[i] && value < UNSURE_BELOW) unsure[i] = 1;
  }
  boxBlur(unsure, width, height, Math.max(2, Math.round(Math.max(width, height) / UNSURE_PATCH)));
  for (let i = 0; i < letGo.length; i++) {
    if (!judged[i]) continue;
    const value = matte.data[i];
    const doubt = 1 - smoothstep(KEPT_SURE.from, KEPT_SURE.full, value);
    const release =
      doubt * Math.max(smoothstep(0.3, 0.7, letGo[i]), smoothstep(UNSURE_FROM, UNSURE_FULL, unsure[i]) * roomish[i]);
    // What is let go is let go whole: a trace of it left the fill (backdrop.ts) smoothing the room there.
    matte.data[i] = release > 0.5 ? 0 : value * (1 - release);
  }
}
