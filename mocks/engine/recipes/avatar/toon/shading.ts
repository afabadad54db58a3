// Where a cartoon puts its one shade tone, drawn as shapes from the mesh rather than read from
// the photo's shadows (which come out as blotches, the face split in two tones): a crescent
// under the jaw on the neck, a thin crescent down the cheek on the photo's darker side where the
// face meets the ground (beside the hair it read as a see-through strip of hair), and the hair's
// rim on the darker side. (No fringe's shadow on the forehead: the hair moved down a
// little, it was a band under the hairline that made the hair a cap, and pink blots at the
// temples once the hairline followed the person's own, ./hairline.ts.)
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { centreOf, FACE_OVAL, outline, type XY } from '../landmarks';
import { faceOvalMask } from '../masks';

/** The share of the cheek's crescent with hair just beside it over which it is not painted. */
const HAIR_BESIDE = 0.1;
/** How far past the skin's end (in face widths) hair keeps the crescent inside the mesh's oval. */
const HAIR_LOOK = 0.06;
/** The widest skin past the mesh's oval (in face widths) the crescent runs out over. */
const PAST_OVAL = 0.04;

export interface ShadeShapes {
  /** Skin in shade, 0–1, crisp-edged. */
  skin: Grey;
  /** Hair in shade, 0–1, crisp-edged. */
  hair: Grey;
  /** The photo's darker side: -1 the picture's left, 1 its right. */
  side: number;
}

/** -1 when the face's left half (in the picture) is the darker, 1 when the right. */
function darkerSide(photo: Rgb, mesh: readonly XY[]): number {
  const [cx] = centreOf(mesh, FACE_OVAL);
  const face = faceOvalMask(mesh, photo.width, { grow: 0.85, forehead: 0, feather: 0 });
  const sum = [0, 0];
  for (let i = 0, p = 0; i < face.data.length; i++, p += 3) {
    if (face.data[i] < 0.5) continue;
    const side = i % photo.width < cx ? 0 : 1;
    sum[side] += 0.299 * photo.data[p] + 0.587 * photo.data[p + 1] + 0.114 * photo.data[p + 2];
  }
  return sum[0] < sum[1] ? -1 : 1;
}

function shifted(mesh: readonly XY[], dx: number, dy: number): XY[] {
  return mesh.map(([x, y]) => [x + dx, y + dy]);
}

/** A hard mask softened to a crisp, antialiased, rounded edge. */
function crisp(mask: Grey, round: number): Grey {
  const soft = blurGrey(mask, round);
  for (let i = 0; i < soft.data.length; i++) soft.data[i] = smoothstep(0.4, 0.6, soft.data[i]);
  return soft;
}

/**
 * The rows, from the oval's top to the chin, where the darker side's crescent runs on past the
 * mesh's oval to the drawn outline: the skin drawn there reaches a few pixels past the oval (a
 * full cheek, the jaw), and a crescent kept inside the oval left a lit strip beside it, "an odd
 * pink arc" floating on the older man's cheek. Only where the skin ends on the ground: with hair
 * near where it ends (the temple, long hair beside the cheek), shade there was a band between
 * the skin and the hair and moved the hair's edge, which the drawing keeps one smooth curve
 * (avatar.cartoon.temples.test); and only over a thin strip (a face turned away shows a wide
 * lit cheek past the oval, and shading all of it painted a slab down the face).
 */
function outlineRows(
  face: Grey,
  skin: Grey,
  hair: Grey,
  side: number,
  topY: number,
  chinY: number,
  faceWidth: number,
): boolean[] {
  const size = face.width;
  const rows = new Array<boolean>(size).fill(false);
  const look = Math.round(faceWidth * HAIR_LOOK);
  const widest = faceWidth * PAST_OVAL;
  for (let y = Math.max(0, Math.ceil(topY)); y < Math.min(size, chinY); y++) {
    const row = y * size;
    // The oval's edge on the darker side, then out over the skin drawn past it.
    let x = side < 0 ? 0 : size - 1;
    while (x >= 0 && x < size && face.data[row + x] < 0.5) x -= side;
    if (x < 0 || x >= size) continue;
    const edge = x;
    while (x >= 0 && x < size && (face.data[row + x] > 0.5 || skin.data[row + x] > 0.5)) x += side;
    // (A wide lit cheek past the oval, a face turned away, is no thin strip: the crescent stays.)
    if (Math.abs(x - edge) > widest) continue;
    // Hair anywhere near where the skin ends, above or below too (the temple under a fringe).
    let hairNear = false;
    for (let v = Math.max(0, y - look); v <= Math.min(size - 1, y + look) && !hairNear; v++) {
      for (let d = -look; d <= look && !hairNear; d++) {
        const at = x + side * d;
        if (at >= 0 && at < size && hair.data[v * size + at] > 0.5) hairNear = true;
      }
    }
    rows[y] = !hairNear;
  }
  return rows;
}

export function shadeShapes(photo: Rgb, mesh: readonly XY[], skin: Grey, hair: Grey): ShadeShapes {
  const size = photo.width;
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  const faceWidth = Math.max(...xs) - Math.min(...xs);
  const faceHeight = Math.max(...ys) - Math.min(...ys);
  const side = darkerSide(photo, mesh);
  const face = faceOvalMask(mesh, size, { grow: 1, forehead: 0, feather: 0 });
  // The face's oval moved down and towards the lit side: what it leaves of the face and the neck is in shade.
  const lowered = faceOvalMask(shifted(mesh, 0, faceHeight * 0.14), size, { grow: 1, forehead: 0, feather: 0 });
  const lit = faceOvalMask(shifted(mesh, -side * faceWidth * 0.07, 0), size, { grow: 1.02, forehead: 0, feather: 0 });
  const [cx, cy] = centreOf(mesh, FACE_OVAL);
  const skinShade = createGrey(size, size);
  const hairShade = createGrey(size, size);
  const hairLit = createGrey(size, size);
  const step = Math.round(faceWidth * 0.09) * -side;
  // The cheek's crescent only on a face that meets the ground down that side: beside the hair, a
  // band of a tone between the skin's and the hair's read as a see-through strip of hair on the
  // cheek, and cut off where the hair begins, as a block.
  // (Counted below the brows: the crown's hair beside a temple is no strip down the cheek.)
  const browY = Math.min(mesh[105][1], mesh[334][1]);
  const crescent = (i: number): boolean => face.data[i] > 0.5 && lit.data[i] < 0.5 && skin.data[i] > 0.5;
  const reach = Math.round(faceWidth * 0.14);
  let inCrescent = 0;
  let besideHair = 0;
  for (let y = Math.max(0, Math.ceil(browY)); y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (!crescent(y * size + x)) continue;
      inCrescent++;
      for (let d = 0; d <= reach; d++) {
        const from = x + side * d;
        if (from < 0 || from >= size) break;
        if (hair.data[y * size + from] > 0.5) {
          besideHair++;
          break;
        }
      }
    }
  }
  const shadeCheek = besideHair <= inCrescent * HAIR_BESIDE;
  const toOutline = shadeCheek ? outlineRows(face, skin, hair, side, Math.min(...ys), Math.max(...ys), faceWidth) : null;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const neck = face.data[i] < 0.5 && lowered.data[i] > 0.5 && y > cy;
      // Past the mesh's oval out to the drawn outline, in the rows where the skin meets the ground.
      const beyond = toOutline !== null && toOutline[y] && (x - cx) * side > 0;
      const cheek = shadeCheek && (face.data[i] > 0.5 || beyond) && lit.data[i] < 0.5;
      skinShade.data[i] = (neck || cheek ? 1 : 0) * skin.data[i];
      // The hair moved towards the lit side: where it does not reach is the rim in shade.
      const from = x - step;
      hairLit.data[i] = from >= 0 && from < size ? hair.data[y * size + from] : 0;
    }
  }
  for (let i = 0; i < hairShade.data.length; i++) hairShade.data[i] = hair.data[i] * (hairLit.data[i] < 0.5 ? 1 : 0);
  const round = Math.max(1.5, faceWidth * 0.02);
  return { skin: crisp(skinShade, round), hair: crisp(hairShade, round), side };
}
