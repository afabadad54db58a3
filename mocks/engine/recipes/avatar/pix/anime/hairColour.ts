// The person's hair colour, sampled robustly: over the hair's whole region round the head
// above the eyes (the crown, the temples, the sides), only where the matte is surely the
// person, leaving out whatever is skin-like (a forehead, a bald scalp, the blur of one) and
// whatever is the room's colour (a wall the soft matte let in round the hair), then the lit
// half of what is left: a cartoonist paints hair in its lit colour, so a blonde in shade stays
// blonde and a red stays red. The crown alone (as before) was a few pixels on a cropped
// photo, and on the blonde and the red-haired samples read brown.
import { colourToLab, labColour } from '../../../shared/colour';
import { luma, smoothstep, type Colour, type Grey, type Rgb } from '../../../shared/raster';
import { faceFrame, type XY } from '../../landmarks';
import { fillPolygon, scaled } from '../../masks';
import { foreheadRaised } from '../../toon3d/features';
import { hairWithoutScalp } from './litScalp';
import { skinLikeness } from './tone';

function dist(data: Float32Array, p: number, c: Colour): number {
  return Math.hypot(data[p] - c[0], data[p + 1] - c[1], data[p + 2] - c[2]);
}

/** The mean colour of the pixels (offsets into data) between two lightness quantiles. */
function meanBetween(data: Float32Array, pixels: readonly number[], from: number, to: number): Colour {
  const sorted = pixels.map((p) => ({ p, l: luma(data[p], data[p + 1], data[p + 2]) })).sort((a, b) => a.l - b.l);
  const start = Math.floor(sorted.length * from);
  const end = Math.max(start + 1, Math.ceil(sorted.length * to));
  const sum = [0, 0, 0];
  for (let k = start; k < end; k++) for (let c = 0; c < 3; c++) sum[c] += data[sorted[k].p + c];
  const n = end - start;
  return [sum[0] / n, sum[1] / n, sum[2] / n];
}

/** The room's colours beside the head on each side (the matte's surely-not-person pixels above the eyes). */
export function roomColours(picture: Rgb, matte: Grey, cx: number, eyeY: number): Colour[] {
  const { width, data } = picture;
  const sides: number[][] = [[], []];
  for (let y = 0; y < eyeY; y += 2)
    for (let x = 0; x < width; x += 2) {
      const i = y * width + x;
      if (matte.data[i] < 0.05) sides[x < cx ? 0 : 1].push(i * 3);
    }
  return sides.filter((pixels) => pixels.length > 50).map((pixels) => meanBetween(data, pixels, 0.3, 0.7));
}

/**
 * Whether a pixel is the skin's (a forehead, a scalp, a blur of them): near its colour, or of
 * its hue and its balance of blue to red. A blonde's hair has the skin's hue but less blue (a
 * hue test alone took her hair for skin and left only its shadows, brown), a red's far less.
 */
function skinLike(data: Float32Array, p: number, tone: Colour): boolean {
  if (dist(data, p, tone) < 0.08) return true;
  const blueToRed = data[p + 2] / Math.max(0.02, data[p]) - tone[2] / Math.max(0.02, tone[0]);
  return skinLikeness(data, p, tone) > 0.5 && Math.abs(blueToRed) < 0.07 && dist(data, p, tone) < 0.2;
}

/** The median lightness (Lab) of the person over the crown, a little above the face's top; 0 off the person. */
function crownLightness(picture: Rgb, mesh: readonly XY[], matte: Grey): number {
  const { faceHeight: fh } = faceFrame(mesh);
  const [cx, cy] = [mesh[10][0], mesh[10][1] - 0.16 * fh];
  const radius = 0.05 * fh;
  const values: number[] = [];
  for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(picture.height - 1, cy + radius); y++)
    for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(picture.width - 1, cx + radius); x++) {
      const i = y * picture.width + x;
      if (Math.hypot(x - cx, y - cy) > radius || matte.data[i] < 0.7) continue;
      values.push(colourToLab([picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2]])[0]);
    }
  return values.length > 20 ? values.sort((a, b) => a - b)[values.length >> 1] : 0;
}

/**
 * The hair's lit colour, or null where the photo shows too little hair (a bald head).
 * `feminine`: a woman's lit crown is read for her hair's light too: a blonde's lit hair is of the
 * skin's own hue and is left out round the head, so only its shadows were read and her hair was
 * painted brown (the ninth blind panel's woman: "brown hair not blonde"). A man's skin-coloured
 * crown may be his scalp, so his is not. `scalpMayShow`: a receding hairline's lit scalp is left
 * out of what is read (./litScalp.ts).
 */
export function hairColourOf(...read: Parameters<typeof hairReadOf>): Colour | null {
  const [picture, mesh, matte, skinTone] = read;
  const hair = hairAround(picture, mesh, matte, skinTone);
  return hair && litColour(hair, ...read);
}

/** The hair's lit colour (hairColourOf) and its depth: the median lightness of all of it (Lab L). */
export interface HairRead {
  colour: Colour;
  /**
   * The median Lab lightness of the whole hair the matte holds round the head, the skin left out
   * but not the room's colour: near-black hair in a dark room is the room's colour, and left out
   * it was barely read at all (the brunette's: seven tenths of her hair; what was left, her lit
   * hairline and shine, read L 38 where her hair's median is 14, the dark-haired man's 21).
   */
  depth: number;
}

/** hairColourOf's colour, and the hair's depth (HairRead), or null where it shows too little hair. */
export function hairReadOf(
  picture: Rgb,
  mesh: readonly XY[],
  matte: Grey,
  skinTone: Colour,
  feminine = false,
  scalpMayShow = false,
): HairRead | null {
  const hair = hairAround(picture, mesh, matte, skinTone);
  if (!hair) return null;
  return { colour: litColour(hair, picture, mesh, matte, skinTone, feminine, scalpMayShow), depth: middle(hair.lights) };
}

/** The middle of some values (sorts them). */
function middle(values: number[]): number {
  return values.sort((a, b) => a - b)[values.length >> 1];
}

/** The hair the matte holds round the head, each pixel's Lab worked out once. */
interface HairAround {
  /** The Lab lightness of every pixel of it, the skin left out (HairRead `depth`). */
  lights: number[];
  /** The Lab colour of the pixels that are not the room's colour either. */
  labs: [number, number, number][];
}

/** The hair round the head above the eyes (HairAround), or null where it shows too little hair. */
function hairAround(picture: Rgb, mesh: readonly XY[], matte: Grey, skinTone: Colour): HairAround | null {
  const { width, height, data } = picture;
  const { faceWidth: fw, faceHeight: fh, cx, top } = faceFrame(mesh);
  const eyeY = (mesh[159][1] + mesh[386][1]) / 2;
  const raised = foreheadRaised(mesh);
  const face = fillPolygon(scaled(raised, 1.04), width, height);
  const ring = fillPolygon(scaled(raised, 1.6, 1.4), width, height);
  const room = roomColours(picture, matte, cx, eyeY);
  const labs: [number, number, number][] = [];
  const lights: number[] = [];
  for (let y = Math.max(0, Math.floor(top - 0.45 * fh)); y < Math.min(height, eyeY); y++)
    for (let x = Math.max(0, Math.floor(cx - 0.85 * fw)); x < Math.min(width, cx + 0.85 * fw); x++) {
      const i = y * width + x;
      if (matte.data[i] < 0.7 || ring.data[i] < 0.5 || face.data[i] > 0.3) continue;
      const p = i * 3;
      if (skinLike(data, p, skinTone)) continue;
      const lab = colourToLab([data[p], data[p + 1], data[p + 2]]);
      lights.push(lab[0]);
      if (room.some((colour) => dist(data, p, colour) < 0.08)) continue;
      labs.push(lab);
    }
  return labs.length < 0.01 * fw * fh ? null : { lights, labs };
}

/** The hair's lit colour, as hairColourOf paints it, from the hair read round the head. */
function litColour(hair: HairAround, ...args: Parameters<typeof hairReadOf>): Colour {
  const [picture, mesh, matte, skinTone, feminine = false, scalpMayShow = false] = args;
  // Its light that of the lit part (the fifth from the top: past it, shine and the wall's light
  // bled in), its hue and chroma the median's over the body of the hair: a red's lit strands
  // are paler and browner than her hair, a soft photo's darkest are the shadow between strands.
  // (The labs sorted by lightness first: the light is read before the body is re-sorted.)
  const sorted = hair.labs.sort((a, b) => a[0] - b[0]);
  const labs = scalpMayShow ? hairWithoutScalp(sorted, colourToLab(skinTone)) : sorted;
  const lighter = labs.slice(Math.floor(labs.length * 0.2), Math.ceil(labs.length * 0.9));
  // The more colourful half of it: the room and the skin bled into a soft photo's hair are greyer.
  const chroma = (lab: readonly number[]): number => Math.hypot(lab[1], lab[2]);
  const body = lighter.sort((a, b) => chroma(b) - chroma(a)).slice(0, Math.max(1, lighter.length >> 1));
  // A woman's lit crown, when lighter than what was read round her head, is her hair's light (the
  // blonde's round-the-head pixels were mostly its shadows); light hair is painted golden, as a
  // cartoonist paints a blonde (a pale pinkish brown read as brown).
  // (Only a modest lift, and to a crown darker than her skin: one far lighter than all the hair
  // read round the head, or lighter than her face, is the crop's smeared edge or the wall, as over
  // the brown-skinned woman's forehead, not her hair.)
  const read = labs[Math.floor(labs.length * 0.8)][0];
  const crownLight = feminine ? crownLightness(picture, mesh, matte) * 0.95 : 0;
  const lifted = crownLight > read && crownLight < read + 25 && crownLight < colourToLab(skinTone)[0] - 5;
  const light = lifted ? crownLight : read;
  // A touch cleaner than the photo's (a tenth more chroma), as a painted colour is.
  return labColour(
    ...paintedHair(light, middle(body.map((lab) => lab[1])) * 1.1, middle(body.map((lab) => lab[2])) * 1.1, lifted),
  );
}

/**
 * The colour a cartoonist paints hair read as Lab `light`, `a`, `b` (`lifted`: its light is a
 * woman's lit crown's). Warm hair only turns golden: a grey's blue-yellow balance is near nought,
 * and stays grey.
 */
export function paintedHair(light: number, a: number, b: number, lifted: boolean): [number, number, number] {
  const golden = lifted && b > 4 ? smoothstep(38, 50, light) * 22 : 0;
  // Light warm hair is a blonde's, painted as a cartoonist paints one: yellow and lighter, most
  // of its red taken out (the more colourful half it is read from is its roots' and shadows'
  // caramel: a blonde on a held-out photo, her hair about L 70, was painted a light brown).
  const blonde = smoothstep(8, 14, b) * smoothstep(58, 66, light);
  return [light + 10 * blonde, a * (1 - 0.6 * blonde), Math.max(golden, b, 36 * blonde)];
}
