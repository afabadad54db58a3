// The aligned photo split into skin, hair, clothes and background, from colour and place: a few
// colour prototypes per part are learnt from where each part almost always is (cheeks and
// forehead from the mesh; a band just above and beside the face oval; below the chin; the
// square's top corners and sides), then each pixel goes to the part whose prototype is nearest,
// plus a cost for being where that part seldom is (no hair on the cheeks, no clothes above the
// chin, no background inside the face). Given the person's matte (../personMatte.ts), the
// background is simply what is not the person, so no wall is taken for hair and the hair's
// outline is the real one. The parts' edges are smoothed and every island smaller than a
// minimum merged into its surroundings (./islands.ts), so a cartoon can outline them with
// clean lines. Worked at half size: the parts are large shapes.
import { pictureToLab } from '../../shared/colour';
import { createGrey, resizeGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { blurGrey } from '../blur';
import { centreOf, FACE_OVAL, LEFT_BROW, outline, RIGHT_BROW, SKIN_SAMPLES, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { halve } from '../resample';
import { headEnvelope } from './headEnvelope';
import { mergeIslands } from './islands';
import { hairKindOf } from './longHairRule';
import { BACKGROUND, CLOTHES, distance2, HAIR, PARTS, SKIN, type Lab, type Part, type Prototype } from './parts';

export { BACKGROUND, CLOTHES, HAIR, PARTS, SKIN, type Part } from './parts';

export interface Regions {
  /** Half the picture's side: the parts are worked at this size. */
  width: number;
  height: number;
  /** The part of each half-size pixel. */
  part: Uint8Array;
  /** The prototype (index into `prototypes`) nearest each half-size pixel. */
  prototype: Uint16Array;
  prototypes: Prototype[];
  /** Each part as a smooth 0–1 mask at the picture's full size (they sum to 1). */
  masks: Grey[];
  /** Whether the hair falls beside the face below the ears (./longHairRule.ts). */
  longHair: boolean;
}

/** k-means in Lab over the sampled pixels; each centre with the share of samples it holds. */
function prototypesOf(lab: Float32Array, samples: readonly number[], count: number): { lab: Lab; share: number }[] {
  if (samples.length === 0) return [];
  const sorted = [...samples].sort((a, b) => lab[a * 3] - lab[b * 3]);
  // Start from lightness quantiles: deterministic, and spread over dark and light parts.
  const centres: Lab[] = [];
  for (let k = 0; k < count; k++) {
    const i = sorted[Math.min(sorted.length - 1, Math.floor(((k + 0.5) / count) * sorted.length))];
    centres.push([lab[i * 3], lab[i * 3 + 1], lab[i * 3 + 2]]);
  }
  const sums = centres.map(() => [0, 0, 0, 0]);
  for (let round = 0; round < 8; round++) {
    for (const sum of sums) sum.fill(0);
    for (const i of samples) {
      const l = lab[i * 3];
      const a = lab[i * 3 + 1];
      const b = lab[i * 3 + 2];
      let best = 0;
      let bestDistance = Infinity;
      for (let k = 0; k < centres.length; k++) {
        const d = distance2(centres[k], l, a, b);
        if (d < bestDistance) {
          bestDistance = d;
          best = k;
        }
      }
      sums[best][0] += l;
      sums[best][1] += a;
      sums[best][2] += b;
      sums[best][3]++;
    }
    for (let k = 0; k < centres.length; k++) {
      if (sums[k][3] > 0) centres[k] = [sums[k][0] / sums[k][3], sums[k][1] / sums[k][3], sums[k][2] / sums[k][3]];
    }
  }
  return centres.map((centre, k) => ({ lab: centre, share: sums[k][3] / samples.length })).filter((c) => c.share > 0.08);
}

interface Geometry {
  centre: XY;
  top: number;
  chin: number;
  faceWidth: number;
  faceHeight: number;
  oval: XY[];
}

function geometryOf(mesh: readonly XY[]): Geometry {
  const oval = outline(mesh, FACE_OVAL);
  const xs = oval.map((p) => p[0]);
  const ys = oval.map((p) => p[1]);
  return {
    centre: centreOf(mesh, FACE_OVAL),
    top: Math.min(...ys),
    chin: Math.max(...ys),
    faceWidth: Math.max(...xs) - Math.min(...xs),
    faceHeight: Math.max(...ys) - Math.min(...ys),
    oval,
  };
}

/** Pixel indices (half size) where each part is in almost every photo. */
function sampleSites(g: Geometry, mesh: readonly XY[], width: number, height: number): Record<Part, number[]> {
  const sites: Record<Part, number[]> = { [SKIN]: [], [HAIR]: [], [CLOTHES]: [], [BACKGROUND]: [] };
  const add = (part: Part, x: number, y: number): void => {
    const ix = Math.round(x);
    const iy = Math.round(y);
    if (ix >= 0 && iy >= 0 && ix < width && iy < height) sites[part].push(iy * width + ix);
  };
  const unit = g.faceWidth * 0.5;
  for (const index of SKIN_SAMPLES) {
    const [x, y] = mesh[index];
    const r = unit * 0.06;
    for (let dy = -r; dy <= r; dy += 1) for (let dx = -r; dx <= r; dx += 1) add(SKIN, x + dx, y + dy);
  }
  // Just beyond the upper half of the oval: hair in most photos (the scalp or the wall in others).
  for (const [x, y] of g.oval) {
    if (y > g.centre[1] - g.faceHeight * 0.1) continue;
    const dx = x - g.centre[0];
    const dy = y - g.centre[1];
    const length = Math.hypot(dx, dy) || 1;
    for (let k = 0.06; k <= 0.2; k += 0.02) add(HAIR, x + (dx / length) * g.faceHeight * k, y + (dy / length) * g.faceHeight * k);
  }
  for (let y = g.chin + g.faceHeight * 0.45; y < height; y += 2) {
    for (let x = g.centre[0] - g.faceWidth * 0.7; x <= g.centre[0] + g.faceWidth * 0.7; x += 2) add(CLOTHES, x, y);
  }
  // Well out from the upper oval, beyond most hair: the wall behind the head.
  for (const [x, y] of g.oval) {
    if (y > g.centre[1]) continue;
    const dx = x - g.centre[0];
    const dy = y - g.centre[1];
    const length = Math.hypot(dx, dy) || 1;
    for (let k = 0.62; k <= 0.8; k += 0.06)
      add(BACKGROUND, x + (dx / length) * g.faceHeight * k, y + (dy / length) * g.faceHeight * k);
  }
  // The square's border above the shoulders, away from the head.
  for (let y = 0; y < Math.min(height, g.chin); y += 2) {
    for (const x of [1, 3, 5, width - 2, width - 4, width - 6]) {
      if (Math.abs(x - g.centre[0]) > g.faceWidth * 1.1) add(BACKGROUND, x, y);
    }
  }
  for (let x = 0; x < width; x += 2) {
    for (const y of [1, 3, 5])
      if (y < g.top - g.faceHeight * 0.5 || Math.abs(x - g.centre[0]) > g.faceWidth * 1.1) add(BACKGROUND, x, y);
  }
  return sites;
}

/** Cost (in Lab units squared) of a part being at (x, y): where it seldom is, it must match far better. */
function placeCost(g: Geometry, inFace: boolean, belowBrows: boolean, x: number, y: number): [number, number, number, number] {
  const nx = (x - g.centre[0]) / g.faceWidth;
  const ny = (y - g.centre[1]) / g.faceHeight;
  const far = 4000;
  // The head zone: an ellipse round the face, grown for hair (higher above, wider at the sides).
  const head = Math.hypot(nx / 0.95, (ny + 0.12) / 0.78);
  // Long hair falls beside the face down to the shoulders.
  const besideFace = Math.abs(nx) < 0.95 && ny > 0 && ny < 1.2;
  const belowChin = y > g.chin + g.faceHeight * 0.1;
  const neck = Math.abs(nx) < 0.3 && y > g.chin - g.faceHeight * 0.1 && y < g.chin + g.faceHeight * 0.45;
  // Bare shoulders and arms below the chin are skin as well.
  const skin = inFace || neck ? 0 : belowChin ? 150 : head < 1 ? 400 : 700;
  // Hair beside the face below the ears must match clearly (a dark wall there is no hair), and
  // never covers the front of the neck.
  const hair = inFace ? (belowBrows ? far : 300) : neck ? 900 : head < 1 ? 0 : besideFace ? 150 : head < 1.25 ? 400 : far;
  const clothes = belowChin ? (neck ? 300 : 0) : far;
  const background = inFace ? far : neck ? 600 : head < 0.75 ? 300 : head < 1 ? 60 : 0;
  return [skin, hair, clothes, background];
}

/** Each part's sites kept only where the matte agrees: the person's parts on the person, the background off it. */
function sitesOnMatte(sites: Record<Part, number[]>, person: Grey): void {
  for (const part of PARTS) {
    sites[part] = sites[part].filter((i) => (part === BACKGROUND ? person.data[i] < 0.2 : person.data[i] > 0.8));
  }
  // The room wherever the matte says, not only at the square's border.
  for (let i = 0; i < person.data.length; i += 7) if (person.data[i] < 0.05) sites[BACKGROUND].push(i);
}

/**
 * The matte kept only where it joins the face (flooded from the face's middle): another person
 * or a chair the model also found is the room.
 */
function personAtFace(matte: Grey, centre: XY): void {
  const { width, height, data } = matte;
  const reached = new Uint8Array(width * height);
  const start = Math.round(centre[1]) * width + Math.round(centre[0]);
  const stack = [start];
  reached[start] = 1;
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j < 0 || j >= data.length || reached[j] || data[j] < 0.5) continue;
      reached[j] = 1;
      stack.push(j);
    }
  }
  for (let i = 0; i < data.length; i++) if (!reached[i]) data[i] = Math.min(data[i], 0.2);
}

/**
 * The parts of the aligned picture. `person`, the person's matte at the picture's size when the
 * model gave one, decides the background; `woman` lets her hair be long when seen falling past
 * her ears (./longHairRule.ts).
 */
export function findRegions(picture: Rgb, mesh: readonly XY[], person?: Grey, beyond?: Grey, woman = false): Regions {
  const half = halve(picture);
  const { width, height } = half;
  const halfMesh: XY[] = mesh.map(([x, y]) => [x / 2, y / 2]);
  const g = geometryOf(halfMesh);
  const lab = pictureToLab(half);
  const sites = sampleSites(g, halfMesh, width, height);
  const matte = person ? resizeGrey(person, width, height) : undefined;
  if (matte) {
    personAtFace(matte, g.centre);
    sitesOnMatte(sites, matte);
  }
  const prototypes: Regions['prototypes'] = [];
  for (const part of PARTS) {
    const count = part === SKIN ? 2 : 3;
    for (const found of prototypesOf(lab, sites[part], count)) prototypes.push({ part, ...found });
  }
  // A hair prototype near the background's or the skin's colour is the wall or the scalp seen
  // above the head: a light one is taken as background; a dark one (dark hair on a dark
  // wall) keeps only a short crop, close round the face.
  const ambiguous = prototypes.map(
    (p) =>
      !matte &&
      p.part === HAIR &&
      prototypes.some((q) => (q.part === BACKGROUND || q.part === SKIN) && distance2(q.lab, p.lab[0], p.lab[1], p.lab[2]) < 350),
  );
  // On the person, a hair prototype of the skin's colour is a bald scalp or a forehead: skin.
  if (matte) {
    for (const p of prototypes) {
      const likeSkin = prototypes.some((q) => q.part === SKIN && distance2(q.lab, p.lab[0], p.lab[1], p.lab[2]) < 150);
      if (p.part === HAIR && likeSkin) p.part = SKIN;
    }
  }
  // The person above the shoulders kept inside the head's envelope (no hood of wall round short
  // hair), cut by the hair's kind (./longHairRule.ts).
  const hair = matte ? hairKindOf(lab, g, matte, prototypes, { sites: sites[BACKGROUND], beyond }, woman) : undefined;
  const longHair = hair?.longHair ?? false;
  const envelope = matte && hair ? headEnvelope(g, width, height, hair) : undefined;
  const shoulders = g.chin + g.faceHeight * 0.15;
  prototypes.forEach((p, k) => {
    const likeWall = prototypes.some((q) => q.part === BACKGROUND && distance2(q.lab, p.lab[0], p.lab[1], p.lab[2]) < 350);
    if (ambiguous[k] && likeWall && p.lab[0] > 35) {
      p.part = BACKGROUND;
      ambiguous[k] = false;
    }
  });

  const face = fillPolygon(scaled(g.oval, 0.97), width, height);
  const browLine = Math.max(...[...RIGHT_BROW, ...LEFT_BROW].map((i) => halfMesh[i][1]));
  const part = new Uint8Array(width * height);
  const prototype = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const inFace = face.data[i] > 0.5;
      const costs = placeCost(g, inFace, y > browLine, x, y);
      const nx = (x - g.centre[0]) / g.faceWidth;
      const ny = (y - g.centre[1]) / g.faceHeight;
      const crop = 4000 * smoothstep(0.95, 1.25, Math.hypot(nx / 0.68, (ny + 0.1) / 0.62));
      if (matte) {
        // Off the person: the room. On it: any part but the room.
        const onPerson = matte.data[i] >= 0.5 && (y > shoulders || inFace || (envelope?.data[i] ?? 1) > 0.5);
        costs[BACKGROUND] = onPerson ? Infinity : 0;
        if (!onPerson) costs[SKIN] = costs[HAIR] = costs[CLOTHES] = Infinity;
        // Long hair on the shoulders is on the person: it may be hair if its colour says so.
        else if (longHair && !inFace && costs[HAIR] >= 4000 && y < g.chin + g.faceHeight) costs[HAIR] = 500;
        // Short hair ends above the chin: a dark patch on a shoulder is the clothes.
        if (!longHair && y > g.chin) costs[HAIR] = Infinity;
      }
      let best = 0;
      let bestCost = Infinity;
      for (let k = 0; k < prototypes.length; k++) {
        const p = prototypes[k];
        let cost = distance2(p.lab, lab[i * 3], lab[i * 3 + 1], lab[i * 3 + 2]) + costs[p.part];
        if (ambiguous[k]) cost += crop;
        if (cost < bestCost) {
          bestCost = cost;
          best = k;
        }
      }
      prototype[i] = best;
      part[i] = prototypes[best].part;
    }
  }
  // No islands: a patch under 2 % of the face's area joins its surroundings.
  mergeIslands(part, width, height, Math.max(16, g.faceWidth * g.faceHeight * 0.02), PARTS.length);
  // Smooth shapes: each part's indicator blurred, the largest wins; then up to full size.
  const smoothing = Math.max(2, g.faceWidth * (matte ? 0.05 : 0.04));
  const soft = PARTS.map((p) => {
    const plane = createGrey(width, height);
    for (let i = 0; i < part.length; i++) plane.data[i] = part[i] === p ? 1 : 0;
    return blurGrey(plane, smoothing);
  });
  for (let i = 0; i < part.length; i++) {
    let best: Part = SKIN;
    for (const p of PARTS) if (soft[p].data[i] > soft[best].data[i]) best = p;
    part[i] = best;
  }
  const masks = PARTS.map((p) => resizeGrey(soft[p], picture.width, picture.height));
  // Crisp edges (a pixel or two of antialiasing), the parts still summing to 1.
  for (let i = 0; i < masks[0].data.length; i++) {
    let total = 0;
    for (const mask of masks) {
      mask.data[i] = smoothstep(0.35, 0.65, mask.data[i]);
      total += mask.data[i];
    }
    if (total > 0) for (const mask of masks) mask.data[i] /= total;
    else masks[BACKGROUND].data[i] = 1;
  }
  return { width, height, part, prototype, prototypes, masks, longHair };
}
