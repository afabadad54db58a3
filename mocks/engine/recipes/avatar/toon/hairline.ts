// The hairline across the forehead drawn where the person's own hair ends. The crown's hair is
// decided from the face's oval and the crop (./figure.ts, ./crownHair.ts), so above the forehead
// it ended along one row or along the oval's flat top, softly at the temples: the blind panel
// saw "a cap" (the older man's grey hair "a grey cap") and "a translucent hair overlay on the
// cheek". Here, up each column of the forehead, the photo is read from the brows upward until
// its colour is nearer the hair's than the forehead's; those heights, fitted by one smooth
// arc (./hairlineCurve.ts), are the hairline (a fringe swept to one side, temples, a line that
// recedes), and above the brows the face's skin and hair meet there, crisp.
import { rgbToLab } from '../../shared/colour';
import { clamp01, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { EDGE_FADE } from '../align';
import { faceFrame, FACE_OVAL, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { hairlineCurve } from './hairlineCurve';
import { HAIR, SKIN } from './regions';

type Lab = [number, number, number];

/** Forehead points the skin's colour is read at (as ./crownHair.ts reads its tone). */
const FOREHEAD = [151, 9, 108, 337] as const;
/** The brows' upper points, right and left. */
const BROW_TOPS = [105, 334] as const;

function labAt(picture: Rgb, i: number, out: Lab): Lab {
  rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], out);
  return out;
}

/** Mean Lab of the picture over the pixel indices; null under `least` of them. */
function meanLab(picture: Rgb, indices: Iterable<number>, least: number): Lab | null {
  const sum = [0, 0, 0];
  const lab: Lab = [0, 0, 0];
  let count = 0;
  for (const i of indices) {
    labAt(picture, i, lab);
    for (let c = 0; c < 3; c++) sum[c] += lab[c];
    count++;
  }
  return count >= least ? [sum[0] / count, sum[1] / count, sum[2] / count] : null;
}

function distance(a: Lab, b: Lab): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/**
 * Redraws where skin meets hair above the brows in `masks` (skin, hair, clothes, ground; changed
 * in place), from `picture` (the smoothed photo the parts were read on). A head with no hair over
 * its forehead, or whose hair's colour cannot be told from the skin's, keeps its masks as they were.
 */
export function followHairline(masks: Grey[], picture: Rgb, mesh: readonly XY[], beyond: Grey): void {
  const size = masks[SKIN].width;
  const { faceWidth, faceHeight, left, top } = faceFrame(mesh);
  const browY = Math.min(...BROW_TOPS.map((k) => mesh[k][1]));
  // The forehead's rows: from a little above the brows up past the oval's top, where a receding
  // line may be.
  const low = Math.round(browY - faceHeight * 0.08);
  const high = Math.max(0, Math.round(top - faceHeight * 0.22));
  if (low <= high) return;
  // The face's oval drawn up past its top, where a forehead under a receding line goes on.
  // (Its edge soft: cut hard, the old parts beside it left a notch the outline drew as a tick.)
  const oval = blurGrey(fillPolygon(scaled(outline(mesh, FACE_OVAL), 1.02, 1.4), size, size), faceWidth * 0.03);
  const x0 = Math.max(0, Math.floor(left));
  const x1 = Math.min(size - 1, Math.ceil(left + faceWidth));

  // The two colours told apart: the forehead's, and the hair's over the crown as the parts saw it.
  const skinAt: number[] = [];
  const radius = faceWidth * 0.05;
  for (const k of FOREHEAD) {
    const [px, py] = mesh[k];
    for (let y = Math.round(py - radius); y <= Math.round(py + radius); y++)
      for (let x = Math.round(px - radius); x <= Math.round(px + radius); x++)
        if (x >= 0 && y >= 0 && x < size && y < size && (x - px) ** 2 + (y - py) ** 2 <= radius * radius)
          skinAt.push(y * size + x);
  }
  const face = fillPolygon(outline(mesh, FACE_OVAL), size, size);
  const hairAt: number[] = [];
  for (let y = high; y < low; y++)
    for (let x = x0; x <= x1; x++)
      if (masks[HAIR].data[y * size + x] > 0.9 && face.data[y * size + x] < 0.5) hairAt.push(y * size + x);
  const skin = meanLab(picture, skinAt, 20);
  const hair = meanLab(picture, hairAt, Math.max(40, faceWidth * faceHeight * 0.004));
  // Hair within 12 Lab units of the skin cannot be told from it by colour.
  if (!skin || !hair || distance(skin, hair) < 12) return;

  // How hair-like each pixel of the forehead's band is, smoothed a little: the photo's grain is no line.
  const hairLike = { width: size, height: size, data: new Float32Array(size * size) };
  const lab: Lab = [0, 0, 0];
  for (let y = high; y <= low; y++) {
    for (let x = x0; x <= x1; x++) {
      const i = y * size + x;
      labAt(picture, i, lab);
      const toSkin = distance(lab, skin);
      const toHair = distance(lab, hair);
      // 1 at the hair's colour, 0 at the skin's, a half where both are as near.
      hairLike.data[i] = clamp01(0.5 + (toSkin - toHair) / Math.max(1, distance(skin, hair)));
    }
  }
  const likeness = blurGrey(hairLike, Math.max(1, faceWidth * 0.012));

  // Up each column from the brows: the hairline is where the hair begins and goes on.
  const run = Math.max(2, Math.round(faceHeight * 0.03));
  const ovalTop = (x: number): number => {
    for (let y = high; y < low; y++) if (face.data[y * size + x] > 0.5) return y;
    return low;
  };
  const columns = x1 - x0 + 1;
  const line = new Float32Array(columns);
  const found = new Uint8Array(columns);
  let haired = 0;
  let bare = 0;
  for (let c = 0; c < columns; c++) {
    const x = x0 + c;
    // Only where the parts put the person (skin or hair) over the forehead.
    let y = low;
    let start = -1;
    let length = 0;
    let cropped = false;
    for (; y >= high; y--) {
      const i = y * size + x;
      if (masks[SKIN].data[i] + masks[HAIR].data[i] < 0.5) break;
      // Where the photo fades into the fill past its edge there is nothing to read: a crop at the
      // forehead hides the hairline, and the hair is drawn from where the photo stops.
      if (beyond.data[i] > -EDGE_FADE * 0.5) {
        cropped = masks[HAIR].data[i] > 0.5 || masks[HAIR].data[Math.max(0, i - run * size)] > 0.5;
        break;
      }
      if (likeness.data[i] > 0.5) {
        if (length === 0) start = y;
        if (++length >= run) break;
      } else length = 0;
    }
    if (length >= run || cropped) {
      // Hidden by the crop, the hairline follows the skull: the face oval's own top, rounded
      // down to the temples (the crop's row across the forehead was the cap's straight edge).
      line[c] = length >= run ? start + 1 : Math.max(y + 1, ovalTop(x));
      found[c] = 1;
      haired++;
    } else if (oval.data[Math.round(browY) * size + x] > 0.5) bare++;
  }
  // A head that is bare over most of its forehead keeps what the parts decided (a bald scalp).
  if (haired < (haired + bare) * 0.35) return;
  // Drawn as one smooth arc at a natural height (./hairlineCurve.ts), not the read line's locks,
  // across the forehead's skin just above the brows.
  let [first, last] = [x1, x0];
  for (let x = x0; x <= x1; x++) {
    if (masks[SKIN].data[low * size + x] <= 0.5) continue;
    first = Math.min(first, x);
    last = Math.max(last, x);
  }
  if (last <= first) return;
  const forehead = { x0, cx: (first + last) / 2, halfWidth: (last - first) / 2, browY, faceHeight };
  const smooth = hairlineCurve(line, found, forehead);

  // Over the forehead: skin below the line, hair above it, antialiased. The forehead is as wide
  // as the parts' skin just above the brows: drawn out to the oval's width, it covered the
  // temples' hair with a shelf of skin.
  for (let c = 0; c < columns; c++) {
    const x = x0 + c;
    const edge = Math.min(low, smooth[c]);
    const forehead = masks[SKIN].data[low * size + x];
    for (let y = high; y < low; y++) {
      const i = y * size + x;
      const inside = oval.data[i] * forehead;
      const person = masks[SKIN].data[i] + masks[HAIR].data[i];
      if (person <= 0) continue;
      const below = clamp01(y + 0.5 - edge);
      // Beside the forehead skin is kept only below the line: skin left above it was a notch
      // the outline drew as a tick.
      const skin = person * below * inside + masks[SKIN].data[i] * below * (1 - inside);
      masks[SKIN].data[i] = skin;
      masks[HAIR].data[i] = person - skin;
    }
  }
}
