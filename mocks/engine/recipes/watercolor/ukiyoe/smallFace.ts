// The face of a standing figure too small and soft for a face mesh (the woman in a room: her
// face some 45 px across): found by its colour, the figure's uppermost patch of rosy skin, and
// printed as the prints draw a face at that size, a flat oval with its features cut small and
// fine (slit eyes, thin brows, a hooked nose line, a small red mouth). Without it her face,
// her fair hair and her raised arm printed as one flesh blob with no face in it: the panel's 0.
import { rgbToLab } from '../../shared/colour';
import { maskBounds } from '../../shared/maskBounds';
import type { Rgb } from '../../shared/raster';
import { keepJoined } from '../blocks';

export interface SmallFace {
  /** The face's oval: its centre and half axes, in pixels. */
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

/**
 * Rosy skin, as a face is (the room's face: hue 39–53°, a* 25–32), told from fair hair and
 * lit arms (hue 59–77°, a* 11–18): CIELAB lightness, a* and chroma at least these, hue below,
 * on a fair figure; on a darker one the first three scaled down (figureShade).
 */
const FACE_LIGHT = 45;
const FACE_RED = 20;
const FACE_CHROMA = 25;
const FACE_HUE = 60;
/**
 * The figure's warm colours (skin and hair: CIELAB chroma at least WARM_CHROMA, hue between
 * WARM_HUES) in its upper share reach a lightness of FAIR_LIGHT or more at their LIT_SHARE
 * quantile on a fair figure: its lit skin, the lightest warm colour on it (the fair sitters,
 * taken as face-less: 61–80; the median, 37 on the fair woman, is her brown hair's); a darker
 * figure's skin is as much darker, its face's lightness and redness with it (the room's woman
 * made dark brown: 39, her face L 38, a* 15, where an absolute L 45 found no face; the dark-
 * skinned man: 43).
 */
const FAIR_LIGHT = 60;
const LIT_SHARE = 0.9;
const WARM_CHROMA = 10;
const WARM_HUES: readonly [number, number] = [15, 80];

/** How dark the figure's skin is: 1 on a fair figure, its lit skin's lightness over FAIR_LIGHT on a darker one. */
function figureShade(flat: Rgb, sitter: Uint8Array, below: number): number {
  const lights: number[] = [];
  const lab: [number, number, number] = [0, 0, 0];
  const end = Math.min(sitter.length, Math.ceil(below) * flat.width);
  for (let i = 0, p = 0; i < end; i++, p += 3) {
    if (!sitter[i]) continue;
    rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
    const hue = (Math.atan2(lab[2], lab[1]) * 180) / Math.PI;
    if (Math.hypot(lab[1], lab[2]) >= WARM_CHROMA && hue > WARM_HUES[0] && hue < WARM_HUES[1]) lights.push(lab[0]);
  }
  if (lights.length === 0) return 1;
  lights.sort((a, b) => a - b);
  return Math.min(1, lights[Math.floor(lights.length * LIT_SHARE)] / FAIR_LIGHT);
}
/** A face's patch is at least this share of the figure's height across (smaller: a knuckle, a blush). */
const LEAST_ACROSS = 0.04;
/** It lies in this upper share of the figure (below it: hands, knees). */
const UPPER = 0.4;
/** The patch is the cheeks and forehead's middle: the oval round it this much larger. */
const GROW = 1.2;
/** A face is taller than wide: its oval at least this tall for its width. */
const TALLER = 1.25;

/** 1 where `flat` (the smoothed photo) is rosy skin on the sitter, above row `below`, for a figure of this `shade`. */
function rosySkin(flat: Rgb, sitter: Uint8Array, below: number, shade: number): Uint8Array {
  const mask = new Uint8Array(sitter.length);
  const lab: [number, number, number] = [0, 0, 0];
  const end = Math.min(sitter.length, Math.ceil(below) * flat.width);
  for (let i = 0, p = 0; i < end; i++, p += 3) {
    if (!sitter[i]) continue;
    rgbToLab(flat.data[p], flat.data[p + 1], flat.data[p + 2], lab);
    const [l, a, b] = lab;
    const hue = (Math.atan2(b, a) * 180) / Math.PI;
    mask[i] =
      l >= FACE_LIGHT * shade && a >= FACE_RED * shade && Math.hypot(a, b) >= FACE_CHROMA * shade && hue < FACE_HUE ? 1 : 0;
  }
  return mask;
}

interface Patch {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** The 4-connected patches of `mask`, each by its bounds. */
function patchesOf(mask: Uint8Array, width: number): Patch[] {
  const seen = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  const patches: Patch[] = [];
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const patch = { left: Infinity, right: -Infinity, top: Infinity, bottom: -Infinity };
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    while (top > 0) {
      const i = stack[--top];
      const x = i % width;
      const y = (i - x) / width;
      patch.left = Math.min(patch.left, x);
      patch.right = Math.max(patch.right, x);
      patch.top = Math.min(patch.top, y);
      patch.bottom = Math.max(patch.bottom, y);
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width])
        if (j >= 0 && j < mask.length && mask[j] && !seen[j]) {
          seen[j] = 1;
          stack[top++] = j;
        }
    }
    patches.push(patch);
  }
  return patches;
}

/** The figure's face: its uppermost patch of rosy skin large enough to be one; undefined when there is none. */
export function smallFace(flat: Rgb, sitter: Uint8Array): SmallFace | undefined {
  const { width, height } = flat;
  const rows = maskBounds({ width, height, data: sitter });
  if (!rows || rows.bottom <= rows.top) return undefined;
  const { top } = rows;
  const tall = rows.bottom - top;
  // A patch in the upper share has its middle there, so reaches at most as far again below it.
  const below = top + tall * UPPER * 2;
  const candidates = patchesOf(rosySkin(flat, sitter, below, figureShade(flat, sitter, top + tall * UPPER)), width).filter(
    (patch) =>
      Math.min(patch.right - patch.left, patch.bottom - patch.top) >= tall * LEAST_ACROSS &&
      (patch.top + patch.bottom) / 2 < top + tall * UPPER,
  );
  if (candidates.length === 0) return undefined;
  const face = candidates.reduce((best, patch) => (patch.top < best.top ? patch : best));
  const rx = ((face.right - face.left + 1) / 2) * GROW;
  return {
    cx: (face.left + face.right) / 2,
    cy: (face.top + face.bottom) / 2,
    rx,
    ry: Math.max(((face.bottom - face.top + 1) / 2) * GROW, rx * TALLER),
  };
}

/** The hair round a small face: an oval this much wider and taller than the face's, raised by RAISE of its height. */
const HAIR_WIDER = 1.7;
const HAIR_TALLER = 1.35;
const RAISE = 0.35;
/** The hair oval reaches no lower than this share of the face's half height below its middle (the jaw). */
const HAIR_DOWN = 0.5;
/**
 * Long hair falls from it to the shoulders: hair-coloured pixels joined to the oval, below its
 * middle (hair falls; above it the dark door the matte took in had joined it as a black box),
 * within an oval round the face this many of its half-widths across and half-heights down
 * (a box had cut the locks off in a straight edge).
 */
const LOCKS_BESIDE = 2.4;
const LOCKS_BELOW = 2.6;
/** Hair's colour: fair (a yellow hue, CIELAB hue at least FAIR_HUE, a* at most FAIR_RED) or dark (L below DARK). */
const FAIR_HUE = 63;
const FAIR_RED = 17;
const DARK = 28;

export interface SmallHead {
  /** 1 on the face's oval. */
  face: Uint8Array;
  /** 1 on the sitter's hair round the face: the hair's oval and the locks joined to it. */
  hair: Uint8Array;
  /**
   * 1 on the sitter that is the room: above the hair, and beside the head neither hair nor
   * skin (the matte's spill over a standing figure's head, a dark ornament on the door).
   */
  room: Uint8Array;
}

/** Hair's colour at `i`: fair anywhere, dark only above the chin (below it a dark top is as dark). */
function hairColoured(flat: Rgb, i: number, aboveChin: boolean, lab: [number, number, number]): boolean {
  rgbToLab(flat.data[i * 3], flat.data[i * 3 + 1], flat.data[i * 3 + 2], lab);
  const hue = (Math.atan2(lab[2], lab[1]) * 180) / Math.PI;
  return (aboveChin && lab[0] < DARK) || (hue >= FAIR_HUE && lab[1] <= FAIR_RED);
}

/** The small face's head on the sitter; `skin` is the figure's skin (its arms stay the figure's). */
export function smallHead(face: SmallFace, flat: Rgb, sitter: Uint8Array, skin: Uint8Array): SmallHead {
  const { width } = flat;
  const size = sitter.length;
  const head: SmallHead = { face: new Uint8Array(size), hair: new Uint8Array(size), room: new Uint8Array(size) };
  const hairY = face.cy - face.ry * RAISE;
  const [hairRx, hairRy] = [face.rx * HAIR_WIDER, face.ry * HAIR_TALLER];
  const crown = hairY - hairRy;
  const chin = face.cy + face.ry;
  const locks = new Uint8Array(size);
  const lab: [number, number, number] = [0, 0, 0];
  // Nothing below the locks' reach is the head's.
  const end = Math.min(size, Math.ceil(face.cy + face.ry * Math.max(1, LOCKS_BELOW)) * width);
  for (let i = 0; i < end; i++) {
    const x = i % width;
    const y = (i - x) / width;
    if (((x - face.cx) / face.rx) ** 2 + ((y - face.cy) / face.ry) ** 2 <= 1) head.face[i] = 1;
    else if (!sitter[i]) continue;
    else if (y < crown) head.room[i] = 1;
    else if (y < face.cy + face.ry * HAIR_DOWN && ((x - face.cx) / hairRx) ** 2 + ((y - hairY) / hairRy) ** 2 <= 1)
      head.hair[i] = 1;
    else if (
      y > hairY &&
      ((x - face.cx) / (face.rx * LOCKS_BESIDE)) ** 2 + ((y - face.cy) / (face.ry * LOCKS_BELOW)) ** 2 <= 1 &&
      hairColoured(flat, i, y < chin, lab)
    )
      locks[i] = 1;
    else if (y < chin && !skin[i]) head.room[i] = 1;
  }
  const joined = keepJoined(locks, dilated(head.hair, width), width);
  for (let i = 0; i < size; i++) if (joined[i]) head.hair[i] = 1;
  return head;
}

/** `mask` grown by one pixel each way: the seeds the locks beside it join. */
function dilated(mask: Uint8Array, width: number): Uint8Array {
  const out = mask.slice();
  for (let i = 0; i < mask.length; i++)
    if (mask[i]) for (const j of [i - 1, i + 1, i - width, i + width]) if (j >= 0 && j < mask.length) out[j] = 1;
  return out;
}
