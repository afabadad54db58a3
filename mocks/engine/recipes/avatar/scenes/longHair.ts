// Long hair below the jaw: the photo's hair where it hangs beside the neck and over the
// shoulders (a ponytail brought forward, hair down to the collarbone). headCut keeps the head
// only down to the chin, since below it the person matte is as often the photo's shoulders and
// collar as hair. Here a pixel below the jaw is kept as hair only where it is nearer the colour
// of the hair above the forehead than the colour of the photo's clothes, lies outside the
// neck's column (a lit ponytail and a shaded neck are the same colour in a photo), and belongs
// to a part that falls from the head's own hair above the jaw (beside the cheeks) and hangs
// down past half a face below the chin; a lock that meets the head only under the jaw (a
// ponytail brought forward from behind the neck) would hang from the chin and goes; a
// short-haired or bald head keeps nothing, so its result does not change. Bare skin below the jaw (shoulders, a low neckline) is not hair: a part whose
// pixels are mostly nearer the face's skin than the hair goes, and a head whose "hair" is near
// the skin's colour (a bald or shaved scalp, skin-coloured blonde) keeps nothing, since colour
// cannot tell its hair from bare skin.
import { rgbToLab } from '../../shared/colour';
import { median } from '../../shared/median';
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { blurLocal } from '../blur';
import { eyeLineY, SKIN_SAMPLES, type XY } from '../landmarks';
import { headBox, modelMissed } from './headCut';
import { labelParts, skullOffset } from './headShape';

/** How far a pixel may be from the hair's mean colour (Lab, lightness counted half) and still be that hair. */
const HAIR_REACH = 26;
/**
 * Hair and the clothes, or hair and the face's skin, nearer than this (the same Lab distance)
 * cannot be told apart: nothing is kept. On the gallery the hair is 11.2–11.6 from the skin on
 * the bald man (his scalp, the nearest) and 15–37 on the others; the woman's hair is 14–18
 * from her top, the man's dark hair 7 from his dark jacket (nothing kept).
 */
const APART = 10;

/**
 * How far (in face widths) long hair may reach into the neck's column from its sides. The gap
 * between the woman's ponytail and her face's oval was 0.16 of a face with none, 0.02 at 0.15.
 */
const NECK_INSET = 0.15;

/**
 * The least of the head's own hair above the jaw (a share of the face's box) a hanging part must
 * hold to fall from it. The woman's ponytail, which comes out from behind her neck under the
 * jaw, holds 0.0027–0.003 (a few hair-coloured pixels at her cheek's edge by the eye); a lock
 * falling beside the cheek holds its whole width down from the eyes.
 */
const ROOTED = 0.01;

type Lab = [number, number, number];

/**
 * The picture's Lab colours, each pixel converted the first time it is read: the hair's, the
 * clothes' and the candidates' passes read many of the same pixels. `at(i)` gives pixel i's
 * offset in `lab`.
 */
function labCache(picture: Rgb): { lab: Float32Array; at: (i: number) => number } {
  const lab = new Float32Array(picture.data.length);
  const done = new Uint8Array(picture.width * picture.height);
  const scratch: Lab = [0, 0, 0];
  const { data } = picture;
  return {
    lab,
    at: (i) => {
      const p = i * 3;
      if (!done[i]) {
        rgbToLab(data[p], data[p + 1], data[p + 2], scratch);
        lab[p] = scratch[0];
        lab[p + 1] = scratch[1];
        lab[p + 2] = scratch[2];
        done[i] = 1;
      }
      return p;
    },
  };
}

/** Lab distance with lightness counted half: a lock of hair in light and in shade is still the hair. */
function distance(a: ArrayLike<number>, b: Lab, from = 0): number {
  return Math.hypot((a[from] - b[0]) * 0.5, a[from + 1] - b[1], a[from + 2] - b[2]);
}

/** The median Lab colour (per channel) of the picture where `where(i)` holds in rows `rows`, or undefined when under `least` pixels. */
function medianLab(
  colours: ReturnType<typeof labCache>,
  size: { width: number; height: number },
  where: (i: number, x: number) => boolean,
  rows: readonly [number, number],
  least: number,
): Lab | undefined {
  const { width } = size;
  const channels: number[][] = [[], [], []];
  for (let y = Math.max(0, rows[0]); y < Math.min(size.height, rows[1]); y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!where(i, x)) continue;
      const p = colours.at(i);
      for (let c = 0; c < 3; c++) channels[c].push(colours.lab[p + c]);
    }
  }
  if (channels[0].length < least) return undefined;
  return [median(channels[0]), median(channels[1]), median(channels[2])];
}

/**
 * The parts of `solid` holding at least `rooted` of `seeds` (the head's own hair above the jaw)
 * that hang down past the row `hangsPast` (long hair) and are not mostly `skinLike`, as 0/1. A
 * part that stops above it is a collar's shadow, a chair's back or the shaded side of a
 * short-haired man's neck beside the jaw; a part mostly of the face's skin colour is bare
 * shoulders or a neckline; a part joined to a few hair pixels only (the blend at the cheek's
 * edge) does not fall from the head's hair.
 */
function hanging(
  solid: Uint8Array,
  skinLike: Uint8Array,
  width: number,
  seeds: readonly number[],
  rooted: number,
  hangsPast: number,
): Uint8Array {
  const { label, count } = labelParts(solid, width, solid.length / width, seeds);
  const bottom = new Int32Array(count + 1);
  const size = new Int32Array(count + 1);
  const skin = new Int32Array(count + 1);
  const roots = new Int32Array(count + 1);
  for (let i = 0; i < label.length; i++) {
    const part = label[i];
    if (!part) continue;
    bottom[part] = Math.floor(i / width);
    size[part]++;
    skin[part] += skinLike[i];
  }
  for (const i of seeds) roots[label[i]]++;
  const kept = new Uint8Array(solid.length);
  for (let i = 0; i < label.length; i++) {
    const part = label[i];
    if (part && bottom[part] > hangsPast && skin[part] * 2 < size[part] && roots[part] >= rooted) kept[i] = 1;
  }
  return kept;
}

/** The long hair's mask for compositing and the silhouette its edge is cleaned along. */
export interface LongHair {
  /** 0–1: faded in under the jaw (where headCut's head fades out) and by how sure each pixel's colour is. */
  mask: Grey;
  /**
   * The same hair unfaded (only its outline feathered): the fade and the colour's sureness are
   * not its edge, and cleaning there smeared the side hair and the ponytail's strands.
   */
  edge: Grey;
}

/**
 * The mask (0–1) of the photo's long hair below the jaw, to be laid over the scene's clothes,
 * or undefined when the photo shows none. `head` is headCut's matte (the hair it keeps above
 * the chin), `oval` the face's, `present` where the square is the photo.
 */
export function longHair(
  picture: Rgb,
  person: Grey,
  mesh: readonly XY[],
  head: Grey,
  oval: Grey,
  present: Grey,
): LongHair | undefined {
  const { width, height } = picture;
  // Where the model found nobody the matte is the mesh's stand-in blob, not the person: what it
  // holds below the jaw is the room (headCut.ts takes the skull's shape there too).
  if (modelMissed(person, mesh)) return undefined;
  const colours = labCache(picture);
  const { top, chin, w, h, cx } = headBox(mesh);
  const eyesY = Math.round(eyeLineY(mesh));
  const reach = w * 0.9;
  // Hair is looked for a fifth further out than that, but past it only where it is nearer the
  // hair than the face's skin (an arm or a bare shoulder is not): cut at the reach, the woman's
  // ponytail ended in a straight vertical edge (0.41 of its rows ended on one column, 0.22 now).
  const outer = reach * 1.2;
  // The neck's column between the jaw's corners, reaching further out behind a turned face
  // (the neck is under the skull, not the face): skin there, whatever its colour says.
  const { shift, extra } = skullOffset(mesh, w);
  const neckFrom = Math.min(mesh[172][0], mesh[397][0]) - w * 0.03 - (shift < 0 ? extra : 0);
  const neckTo = Math.max(mesh[172][0], mesh[397][0]) + w * 0.03 + (shift > 0 ? extra : 0);
  const outsideNeck = (x: number): boolean => x + 0.5 < neckFrom || x + 0.5 > neckTo;
  // The hair may reach a sixth of a face into that column from its sides: a ponytail brought
  // forward comes out from behind the neck over its edge, and cut at the column's line it began
  // beside the neck, a wedge of the scene between it and the jaw (the panel: "a braid floats
  // pasted onto the shoulder"). The neck's middle stays skin.
  const inset = w * NECK_INSET;
  const offNeckCore = (x: number): boolean => x + 0.5 < neckFrom + inset || x + 0.5 > neckTo - inset;
  const hair = medianLab(
    colours,
    picture,
    (i) => head.data[i] >= 0.7 && oval.data[i] < 0.1,
    [Math.round(top - h * 0.9), eyesY],
    w * h * 0.02,
  );
  const clothes = medianLab(
    colours,
    picture,
    (i, x) => person.data[i] >= 0.5 && present.data[i] >= 0.5 && outsideNeck(x) && Math.abs(x + 0.5 - cx) < reach,
    [Math.round(chin[1] + h * 0.6), Math.round(chin[1] + h * 1.3)],
    w * h * 0.05,
  );
  // The face's skin where it is skin in almost every photo (cheeks and forehead: a fringe over
  // the forehead leaves the cheeks), lit and shaded alike. At least 1.5 px and 10 pixels, so a
  // tiny face still has a skin to compare with rather than silently no long hair.
  const radius = Math.max(1.5, w * 0.04);
  const samples = SKIN_SAMPLES.map((k) => mesh[k]);
  const xs = samples.map(([x]) => x);
  const ys = samples.map(([, y]) => y);
  const [x0, x1] = [Math.min(...xs) - radius, Math.max(...xs) + radius];
  const skin = medianLab(
    colours,
    picture,
    (i, x) =>
      x + 0.5 >= x0 &&
      x + 0.5 <= x1 &&
      samples.some(([sx, sy]) => (x + 0.5 - sx) ** 2 + (Math.floor(i / width) + 0.5 - sy) ** 2 < radius * radius),
    [Math.floor(Math.min(...ys) - radius), Math.ceil(Math.max(...ys) + radius)],
    10,
  );
  if (!hair || !skin || distance(hair, skin) < APART || (clothes && distance(hair, clothes) < APART)) return undefined;
  const lowest = Math.min(height, Math.round(chin[1] + h * 1.5));
  const solid = new Uint8Array(width * height);
  // Nearer the face's skin than the hair: a lit strand of a ponytail (as warm as skin), or a
  // bare shoulder or neckline; a part mostly of these is bare skin (hanging).
  const skinLike = new Uint8Array(width * height);
  const match = createGrey(width, height);
  const seeds: number[] = [];
  // Past the reach, the pixels left out as nearer the skin than the hair.
  const outSkin: number[] = [];
  for (let y = Math.max(0, eyesY); y < lowest; y++) {
    for (let x = Math.max(0, Math.floor(cx - outer)); x < Math.min(width, Math.ceil(cx + outer)); x++) {
      const i = y * width + x;
      if (person.data[i] < 0.5 || present.data[i] < 0.5 || oval.data[i] >= 0.5 || (y > chin[1] - h * 0.1 && !offNeckCore(x)))
        continue;
      const p = colours.at(i);
      const toHair = distance(colours.lab, hair, p);
      if (toHair >= HAIR_REACH || (clothes && toHair >= distance(colours.lab, clothes, p))) continue;
      match.data[i] = 1 - smoothstep(HAIR_REACH * 0.6, HAIR_REACH, toHair);
      const nearSkin = toHair >= distance(colours.lab, skin, p);
      if (nearSkin && Math.abs(x + 0.5 - cx) > reach) {
        outSkin.push(i);
        continue;
      }
      solid[i] = 1;
      if (nearSkin) skinLike[i] = 1;
      // The head's own hair above the jaw's line (beside the cheeks, behind the head): hair-coloured,
      // not the shaded skin beside the jaw, which joined a ponytail from behind the neck to the
      // head under the chin (the panel: "a braid pasted onto the shoulder", hanging from the chin).
      if (head.data[i] >= 0.5 && y < chin[1] - h * 0.1 && !nearSkin) seeds.push(i);
    }
  }
  // A strand a few pixels wide is the blend of a dark collar and a pale wall at the clothes'
  // edge, not hair: where the blurred mask (a fiftieth of the face) is under half, it goes.
  const thick = createGrey(width, height);
  for (let i = 0; i < solid.length; i++) thick.data[i] = solid[i];
  const spread = blurLocal(thick, Math.max(1, w * 0.02));
  for (let i = 0; i < solid.length; i++) if (spread.data[i] < 0.5) solid[i] = 0;
  const joined = hanging(solid, skinLike, width, seeds, w * h * ROOTED, chin[1] + h * 0.5);
  // A lit strand as warm as skin inside the ponytail past the reach is hair, not an arm: left
  // out, it was a hole the gown showed through. Where the kept hair round it is over 0.6, it stays.
  if (outSkin.length) {
    const round = createGrey(width, height);
    for (let i = 0; i < joined.length; i++) round.data[i] = joined[i];
    const around = blurLocal(round, Math.max(1, w * 0.02));
    for (const i of outSkin) if (around.data[i] > 0.6) joined[i] = 1;
  }
  // Only below where headCut's head fades out; a scrap there is a collar's shadow, not long hair.
  const from = chin[1] - h * 0.1;
  const to = chin[1] + h * 0.05;
  const hang = createGrey(width, height);
  const outline = createGrey(width, height);
  let below = 0;
  for (let y = Math.max(0, Math.floor(from)); y < lowest; y++) {
    const fade = smoothstep(from, to, y + 0.5);
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      if (!joined[i]) continue;
      // Faded out towards long hair's reach, not cut along a straight line.
      hang.data[i] = match.data[i] * fade * (1 - smoothstep(outer * 0.92, outer, Math.abs(x + 0.5 - cx)));
      outline.data[i] = 1;
      if (y > chin[1]) below++;
    }
  }
  if (below < w * h * 0.03) return undefined;
  const feather = Math.max(0.75, w * 0.006);
  return { mask: blurLocal(hang, feather), edge: blurLocal(outline, feather) };
}
