// A smile's teeth read from the photo, not the mesh: on a soft, dark face the mesh closed the
// lips of a wide toothy grin (the dark man: lips 0.000 apart), and the toon's straight closed
// mouth lost the smile (the seventh blind panel: "the smile is lost, blank expression"); on a
// face whose mesh parts the lips, the teeth painted in the mesh's inner lip polygon over the
// blurred photo were "a smeared white mouth". Here the teeth are the bright, colourless part of
// the photo's low frequencies round the mouth, cleaned into one crisp shape, and painted as a
// clean toon smile: a dark mouth opening round them, white teeth shaded under the upper lip.
import { createGrey, smoothstep, type Colour, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { centreOf, distance, type XY } from '../landmarks';
import { ellipseMaskInto, fillPolygon } from '../masks';

function luma(data: Float32Array | Colour, p = 0): number {
  return 0.299 * data[p] + 0.587 * data[p + 1] + 0.114 * data[p + 2];
}

function chroma(data: Float32Array | Colour, p = 0): number {
  const sum = data[p] + data[p + 1] + data[p + 2] || 1;
  return Math.hypot(data[p] / sum - 1 / 3, data[p + 1] / sum - 1 / 3);
}

/**
 * Teeth smaller than this share of a quarter of the mouth's width squared are a highlight on the
 * lip or grey hairs at a moustache's ends (the older man got two white dots beside his mouth).
 */
const LEAST_TEETH = 0.1;

/** The mean of `mask` over a box of half sizes `rx`, `ry` round (cx, cy). */
function shareNear(mask: Grey, cx: number, cy: number, rx: number, ry: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.max(0, Math.round(cy - ry)); y <= Math.min(mask.height - 1, Math.round(cy + ry)); y++)
    for (let x = Math.max(0, Math.round(cx - rx)); x <= Math.min(mask.width - 1, Math.round(cx + rx)); x++) {
      sum += mask.data[y * mask.width + x];
      count++;
    }
  return count ? sum / count : 0;
}

/** The teeth in the (reshaped) photo's low frequencies, as a clean mask, or null when none show. */
export function findTeeth(soft: Rgb, mesh: readonly XY[], tone: Colour): Grey | null {
  const { width, height, data } = soft;
  const unit = distance(mesh[33], mesh[263]);
  const mouthWidth = distance(mesh[61], mesh[291]);
  const [cx, cy] = centreOf(mesh, [13, 14]);
  const area = createGrey(width, height);
  ellipseMaskInto(area, cx, cy, mouthWidth * 0.55, unit * 0.15, 1);
  const skin = luma(tone) || 0.5;
  const skinChroma = chroma(tone) || 0.05;
  const bright = createGrey(width, height);
  let count = 0;
  for (let i = 0; i < area.data.length; i++) {
    if (area.data[i] < 0.5) continue;
    const p = i * 3;
    // Brighter than the skin and much less coloured: teeth (a lit lip is coloured, a shadow dark).
    const b = smoothstep(1.08, 1.25, luma(data, p) / skin) * smoothstep(0.75, 0.45, chroma(data, p) / skinChroma);
    bright.data[i] = b;
    if (b > 0.5) count++;
  }
  if (count < LEAST_TEETH * mouthWidth * mouthWidth * 0.25) return null;
  // One clean shape: smoothed, then cut again with a thin antialiased edge.
  const smooth = blurLocal(bright, unit * 0.025);
  let kept = 0;
  for (let i = 0; i < smooth.data.length; i++) {
    smooth.data[i] = smoothstep(0.35, 0.55, smooth.data[i]);
    if (smooth.data[i] > 0.5) kept++;
  }
  // So too once cleaned: the bearded older man's scattered light specks made one white dot in a
  // dark opening under his closed mouth.
  if (kept < LEAST_TEETH * mouthWidth * mouthWidth * 0.25) return null;
  // Teeth show across the mouth's middle (at or, where the mesh closed a grin, just below its
  // lips' line: the dark man's 0.3 of a box there); bright grey hairs at a moustache's or a
  // goatee's side do not (the older man's two white ovals beside his mouth at seed 2: 0).
  if (shareNear(smooth, cx, cy + unit * 0.07, mouthWidth * 0.12, unit * 0.08) < 0.15) return null;
  return blurLocal(smooth, 0.7);
}

/**
 * An open mouth's outline: its corners, its upper edge's middle and how low its lower edge's
 * middle reaches; both edges curve through their middles from corner to corner.
 */
interface Opening {
  left: XY;
  right: XY;
  middle: XY;
  low: number;
}

/**
 * A grin's opening: from the mesh's mouth corners along its lips' line, curving down round the
 * teeth. On a soft face the mesh can close the lips above a grin whose teeth show lower (the dark
 * man): the teeth alone then drew a white pill under a closed mouth; the opening joins the two.
 */
function grinOf(mesh: readonly XY[], teeth: Grey, unit: number): Opening {
  const { width, data } = teeth;
  let bottom = -Infinity;
  for (let i = 0; i < data.length; i++) if (data[i] > 0.5) bottom = Math.max(bottom, Math.floor(i / width));
  const [mx, my] = centreOf(mesh, [13, 14]);
  return { left: mesh[61], right: mesh[291], middle: [mx, my - unit * 0.01], low: Math.max(my, bottom) + unit * 0.03 };
}

/**
 * A curve from corner to corner `depth` of the way from the opening's upper edge (0) to its lower
 * (1), a quadratic through that depth at the middle, each end pulled `inset` of the way in.
 */
function curveAcross({ left, right, middle, low }: Opening, depth: number, inset = 0): XY[] {
  const ends = (left[1] + right[1]) / 2;
  const lowest = middle[1] + (low - middle[1]) * depth;
  const from: XY = [right[0] + (middle[0] - right[0]) * inset, right[1]];
  const to: XY = [left[0] + (middle[0] - left[0]) * inset, left[1]];
  const curve: XY[] = [];
  for (let k = 0; k <= 16; k++) {
    const t = k / 16;
    const x = (1 - t) ** 2 * from[0] + 2 * t * (1 - t) * middle[0] + t * t * to[0];
    const y = (1 - t) ** 2 * from[1] + 2 * t * (1 - t) * (2 * lowest - ends) + t * t * to[1];
    curve.push([x, y]);
  }
  return curve;
}

/** The part of the opening between two depths, `inset` in from the corners, softly edged. */
function band(opening: Opening, from: number, to: number, inset: number, width: number, height: number): Grey {
  const upper = curveAcross(opening, from, inset);
  const lower = curveAcross(opening, to, inset).reverse();
  return blurLocal(fillPolygon([...upper, ...lower], width, height), 0.8);
}

/**
 * How far down the opening the upper teeth reach: a toon grin's upper row, over half a wide
 * grin's depth (painted as the photo's own bright shape they were "one white tooth" in "a dark
 * gaping mouth" on the dark man, the nineteenth blind panel, pixar and disney); most of a narrow
 * smile's, or the East Asian woman's bright crescent of a smile became a thin line over a dark
 * red one. `depth` is the opening's in eye distances: the dark man 0.175, the woman 0.107, the
 * East Asian woman 0.064.
 */
function teethDepth(depth: number): number {
  return 0.55 + 0.25 * smoothstep(0.14, 0.06, depth);
}

/** The teeth stop this share of the way in from the corners: the corners of a grin are dark. */
const TEETH_INSET = 0.1;

/** A mouth's inside by default: a dark red (a woman's; a man's is given from his skin: ./lipTone.ts). */
const MOUTH: Colour = [0.38, 0.12, 0.13];

/**
 * An open mouth painted as a toon's: an upper row of white teeth across it, shaded under the
 * upper lip, the mouth's inside below them darker (in `mouth`, a dark red unless given).
 */
function paintOpening(picture: Rgb, opening: Opening, unit: number, ink: Colour, inkStrength: number, mouth: Colour): void {
  const { data, width, height } = picture;
  const whole = band(opening, 0, 1, 0, width, height);
  const top = opening.middle[1];
  const { low } = opening;
  const row = band(opening, 0, teethDepth((low - top) / unit), TEETH_INSET, width, height);
  for (let i = 0; i < row.data.length; i++) {
    const open = whole.data[i];
    if (open <= 0) continue;
    const p = i * 3;
    const t = row.data[i];
    const y = Math.floor(i / width);
    // Shaded under the upper lip: the top of the teeth a little darker than their middle.
    const shade = 0.8 + 0.16 * smoothstep(top, top + Math.max(unit * 0.02, (low - top) * 0.35), y);
    const tooth: Colour = [0.97 * shade, 0.95 * shade, 0.91 * shade];
    // The inside darkest at the back, under the teeth, in its own hue (taking only red out of a
    // skin-toned shade turned disney's opening olive).
    const deep = 0.75 + 0.25 * smoothstep(top, low, y);
    const dark: Colour = [mouth[0] * deep, mouth[1] * deep, mouth[2] * deep];
    for (let c = 0; c < 3; c++) {
      const inside = dark[c] + (tooth[c] - dark[c]) * t;
      const rim = inkStrength > 0 ? ink[c] + (inside - ink[c]) * smoothstep(0.3, 0.6, open) : inside;
      data[p + c] += (rim - data[p + c]) * open;
    }
  }
}

/** A grin's teeth found in the photo (`findTeeth`) painted as a toon grin. */
export function paintTeeth(
  picture: Rgb,
  mesh: readonly XY[],
  teeth: Grey,
  ink: Colour,
  inkStrength: number,
  mouth: Colour = MOUTH,
): number {
  const unit = distance(mesh[33], mesh[263]);
  const opening = grinOf(mesh, teeth, unit);
  paintOpening(picture, opening, unit, ink, inkStrength, mouth);
  return opening.low;
}

/**
 * Lips the mesh parts, painted as the same toon mouth between its inner lips' corners and
 * middles: the mesh's inner polygon laid white was "a blob for a mouth" on the woman (the
 * nineteenth blind panel, pixar), its ragged edge the mesh's own.
 */
export function paintPartedLips(picture: Rgb, mesh: readonly XY[], mouth: Colour = MOUTH): void {
  const unit = distance(mesh[33], mesh[263]);
  // No ink round parted lips (no style asked for it): the ink's colour is not read at strength 0.
  paintOpening(picture, { left: mesh[78], right: mesh[308], middle: mesh[13], low: mesh[14][1] }, unit, mouth, 0, mouth);
}
