// 女孩's blush: a flush over both cheeks, painted on the photo before the head's warp so it rides
// with the cheeks. A head path alone never said "girl" to a blind reader (issue 37: named 0 of 15
// in five panels); a blush is a persona cue read from a single frame. A round disc on the cheek's
// apple, low beside the nostrils, read "pasted" and "crude blobs" (session 24's panel); a narrow
// oblique oval with a band across the nose's bridge read as paint: "a flat salmon oval under the
// far eye", "pink horizontal bands", "a streak over the nose bridge" (session 26's). A flush is a
// broad, soft glow over the whole cheek, strongest over the apple, rising toward the cheekbone,
// fading to nothing with no edge, and clear of the nose's side and the lower lid.
import type { Point } from '../../types';
import type { Tone } from './blushTone';
import type { Raster } from './raster';

/** One patch of flush: an ellipse turned by `cos`/`sin`, in the photo's pixels. */
export interface CheekApple {
  x: number;
  y: number;
  /** Half axes along its long axis and across it. */
  along: number;
  across: number;
  cos: number;
  sin: number;
  /**
   * How many times as fast the flush fades toward the nose, signed as the long axis' direction
   * toward it.
   */
  inner: number;
}

// Each eye's corners (the subject's right eye first, on the image's left; its outer corner first,
// the left eye's last): the flush's centre lies under the outer corner, `BELOW` of the distance
// between the eyes' centres down from it, across the eyes' line. The mesh's cheek points (50,
// 280), tried first, put the woman's far cheek's flush level with her nose's tip on her turned face.
const OUTER = [33, 263] as const;
const BELOW = 0.45;
/** The face's outline beside each cheek (image left, image right): a turned face's far cheek is narrow. */
const CHEEK_EDGES = [234, 454] as const;
const EYE_CORNERS = [
  [33, 133],
  [362, 263],
] as const;
/** The nose's middle (its bridge's top), the cheeks' inner end. */
const NOSE = 6;
/**
 * The flush's half axes, shares of the distance between the eyes' centres: a broad glow over the
 * whole cheek, longer along the cheekbone than across. Its long axis rises this many radians from
 * the eyes' line toward the temple (the cheekbone's slope).
 */
const ALONG = 0.5;
const ACROSS = 0.3;
const TILT = 0.3;
/**
 * The flush's half axis along the cheekbone is at most this share of the cheek's width (the face's
 * outline to the nose's middle, along the eyes' line), so the far cheek of a turned face takes a
 * narrower flush in its own perspective, and its centre keeps `ROOM` of that half axis inside the
 * outline: on the woman's turned face the far cheek's flush otherwise spilled past her cheek's
 * outline onto the room behind. Across, it stays under `FLAT` of its length.
 */
const WIDE = 0.55;
const ROOM = 0.7;
const FLAT = 1.2;
/**
 * How far past its half axes the flush fades out: a Gaussian lowered by its value at `REACH` (1 %
 * of the centre's) so it meets the skin at nought, with no step a GIF's palette can turn into a ring.
 */
const FADE = 1.25;
const REACH = 4.6;
const FLOOR = Math.exp(-REACH);
/**
 * Toward the eye the flush fades this many times as fast, and toward the nose `INNER` times: a
 * flush reaching the lower lid read as rubbed, sore eyes (the blonde, the brown-skinned woman), and
 * one reaching the nose's side as a streak by the nose (session 26's panel: the older and bald men).
 */
const LID = 1.6;
const INNER = 1.8;
function middle(mesh: readonly Point[], [a, b]: readonly [number, number]): [number, number] {
  return [(mesh[a][0] + mesh[b][0]) / 2, (mesh[a][1] + mesh[b][1]) / 2];
}

/** The eyes' line (unit vector, image left to right) and the distance between the eyes' centres. */
export function eyesLine(mesh: readonly Point[]): { span: number; cos: number; sin: number } {
  const [leftX, leftY] = middle(mesh, EYE_CORNERS[0]);
  const [rightX, rightY] = middle(mesh, EYE_CORNERS[1]);
  const span = Math.max(1, Math.hypot(rightX - leftX, rightY - leftY));
  return { span, cos: (rightX - leftX) / span, sin: (rightY - leftY) / span };
}

/** The two cheeks' flush of the face whose mesh is given. */
export function cheekApples(mesh: readonly Point[]): [CheekApple, CheekApple] {
  const { span, cos, sin } = eyesLine(mesh);
  const apple = (side: 0 | 1): CheekApple => {
    const [cornerX, cornerY] = mesh[OUTER[side]];
    let x = cornerX - BELOW * span * sin;
    let y = cornerY + BELOW * span * cos;
    const [edgeX, edgeY] = mesh[CHEEK_EDGES[side]];
    const [noseX, noseY] = mesh[NOSE];
    const along = Math.min(ALONG * span, WIDE * Math.abs((edgeX - noseX) * cos + (edgeY - noseY) * sin));
    const room = Math.abs((edgeX - x) * cos + (edgeY - y) * sin);
    const inward = (side === 0 ? 1 : -1) * Math.max(0, ROOM * along - room);
    x += inward * cos;
    y += inward * sin;
    // Image left's cheek: turned clockwise, its outer (left) end rises; image right's the other way.
    const tilt = side === 0 ? TILT : -TILT;
    return {
      x,
      y,
      along,
      across: Math.min(ACROSS * span, FLAT * along),
      cos: cos * Math.cos(tilt) - sin * Math.sin(tilt),
      sin: sin * Math.cos(tilt) + cos * Math.sin(tilt),
      // A turned face's far cheek is already narrow: its flush fades toward the nose no faster
      // than its width asks, or its inner side was an edge (the woman's far cheek).
      inner: (side === 0 ? 1 : -1) * (1 + (INNER - 1) * Math.min(1, along / (ALONG * span))),
    };
  };
  return [apple(0), apple(1)];
}

/**
 * The patches of flush: the two cheeks only. A band across the nose's bridge joining them read as
 * "a pink streak over the nose bridge" (session 26's panel).
 */
export function blushPatches(mesh: readonly Point[]): CheekApple[] {
  return cheekApples(mesh);
}

/** How much of one patch's flush falls at (x, y): 1 at the centre, feathered wide, nought at its reach. */
export function coverage(apple: CheekApple, x: number, y: number): number {
  const dx = x - apple.x;
  const dy = y - apple.y;
  const along = (dx * apple.cos + dy * apple.sin) / apple.along;
  const across = (-dx * apple.sin + dy * apple.cos) / apple.across;
  // Across points down the face (the eyes' line's normal, image y down): negative is toward the eyes.
  const u = along * apple.inner > 0 ? Math.abs(apple.inner) * along : along;
  const v = across < 0 ? LID * across : across;
  const reach = (u * u + v * v) / (FADE * FADE);
  return reach >= REACH ? 0 : (Math.exp(-reach) - FLOOR) / (1 - FLOOR);
}

/**
 * Paints the flush, `amount` 0–1 of the way toward `tint` (blushTone.ts's factors, a multiply so
 * the skin's light and texture stay), from `source` into `target` (a copy of it); where patches
 * overlap the strongest one counts, so the bridge never doubles a cheek.
 */
export function paintBlush(source: Raster, apples: readonly CheekApple[], amount: number, tint: Tone, target: Uint8Array): void {
  if (amount <= 0 || apples.length === 0) return;
  const reach = FADE * Math.sqrt(REACH);
  const spans = apples.map((apple) => reach * Math.max(apple.along, apple.across));
  const left = Math.max(0, Math.floor(Math.min(...apples.map((apple, i) => apple.x - spans[i]))));
  const right = Math.min(source.width - 1, Math.ceil(Math.max(...apples.map((apple, i) => apple.x + spans[i]))));
  const top = Math.max(0, Math.floor(Math.min(...apples.map((apple, i) => apple.y - spans[i]))));
  const bottom = Math.min(source.height - 1, Math.ceil(Math.max(...apples.map((apple, i) => apple.y + spans[i]))));
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      let most = 0;
      for (const apple of apples) most = Math.max(most, coverage(apple, x, y));
      const share = amount * most;
      if (share <= 0) continue;
      const offset = (y * source.width + x) * 3;
      for (let channel = 0; channel < 3; channel++) {
        const skin = source.data[offset + channel];
        target[offset + channel] = Math.min(255, Math.round(skin * (1 + share * (tint[channel] - 1))));
      }
    }
  }
}
