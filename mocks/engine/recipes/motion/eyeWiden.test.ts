// A widened eye (the surprise's raised lids) keeps its iris round and its own size: readers saw
// every surprise GIF's eyes "become vertically streaked barcode smears" (asian-woman), "smeared,
// stretched irises" (smiling-woman). The eye was stretched from its old opening to the new one, so
// each column of iris and lashes ran down as a vertical streak. Measured over each eye's middle
// (within 0.6 of its half width, between the raised lid's line and the lower lid): the ratio of the
// grey's change along the eye to its change across it, in the widened frame against the photo's
// own eye.
// The band the lid uncovers is more of the same eye (eyeBand.ts): read from one place of the white,
// it was "a flat grey crescent pasted over the lid" with a hard lower edge over the cut top of the
// iris. Measured in the band's lower half (the rows a third of the opening above the photo's lid
// line): the iris goes on up into it (its columns darker than the white's beside it), and its lower
// edge, where it meets the photo's eye, is no sharper than the photo's own eye.
import { expect, it } from 'vitest';
import { forEyeMiddle } from '../../testing/eyeMiddle';
import { drawPose, galleryFaceCrop, surprisePose } from '../../testing/motionFaces';
import { eyeBand } from './eyeBand';
import { movedLidAt, planEye } from './eyeWarp';
import { globalX, globalY, profileAt } from './frame';
import { type EyeGeometry, type FaceGeometry, faceGeometry } from './geometry';
import { widestFor } from './narrowWidest';
import { type Pose } from './pose';
import type { Raster } from './raster';
import { luma } from '../shared/raster';

const SLOW = 300_000;

type Grey = (eye: EyeGeometry, u: number, v: number) => number;

function greyOf(data: Uint8Array, width: number, height: number): Grey {
  return (eye, u, v) => {
    const x = Math.min(width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
    const y = Math.min(height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
    const p = (y * width + x) * 3;
    return (data[p] + data[p + 1] + data[p + 2]) / 3;
  };
}

/**
 * The iris's outline left out of the streaks' measure (a share of its radius each way): a round
 * iris drawn on a narrow eye's white (visibleWhite.ts, drawnIris.ts) has sides, changing along the
 * eye as much as a streak's, where the photo's slit showed none.
 */
const OUTLINE = 0.3;

/** Grey change along the eye over grey change across it, over each eye's middle (the iris's outline left out), mean of both eyes. */
function streakiness(grey: Grey, width: number, height: number, face: FaceGeometry, lift: number, picture: Raster): number {
  const ratios = face.eyes.map((eye) => {
    const { irisU, irisV, radius } = eyeBand(picture, eye);
    let along = 0;
    let across = 0;
    forEyeMiddle(eye, width, height, ({ u, v, upper, lower }) => {
      if (v <= upper - lift * (lower - upper) + 1 || v >= lower - 1) return;
      const fromIris = Math.hypot(u - irisU, v - irisV) / radius;
      if (fromIris > 1 - OUTLINE && fromIris < 1 + OUTLINE) return;
      const at = grey(eye, u, v);
      along += Math.abs(grey(eye, u + 1, v) - at);
      across += Math.abs(grey(eye, u, v + 1) - at);
    });
    return along / Math.max(1, across);
  });
  return ratios.reduce((sum, ratio) => sum + ratio, 0) / ratios.length;
}

interface Widened {
  picture: Raster;
  face: FaceGeometry;
  frame: Uint8Array;
}

const rendered = new Map<string, Promise<Widened>>();

function widened(name: string): Promise<Widened> {
  let found = rendered.get(name);
  if (!found) {
    found = (async () => {
      const crop = await galleryFaceCrop(name);
      const { picture, mesh } = crop;
      const face = faceGeometry(mesh);
      const pose = surprisePose();
      const frame = drawPose(crop, face, pose);
      return { picture, face, frame };
    })();
    rendered.set(name, found);
  }
  return found;
}

/** The u of the photo's iris: the darkest 3 px mean of the opening's columns near the eye's middle. */
function irisOf(grey: Grey, eye: EyeGeometry): number {
  const column = (u: number): number => {
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    let sum = 0;
    let count = 0;
    for (let v = upper + 1; v < lower - 1; v++, count++) sum += grey(eye, u, v);
    return sum / Math.max(1, count);
  };
  let best = 0;
  let darkest = Infinity;
  for (let u = Math.round(-0.35 * eye.halfWidth); u <= 0.35 * eye.halfWidth; u++) {
    const mean = column(u - 1) + column(u) + column(u + 1);
    if (mean < darkest) {
      darkest = mean;
      best = u;
    }
  }
  return best;
}

/**
 * Over the band's lower half (a third of the opening above the lid line down to it): how much
 * darker the iris's columns are than the white's beside it (a share of the white's grey), and the
 * mean over the white's columns of the sharpest one-row grey step from there down into the eye
 * (to 0.3 of the opening below the line), over the photo's own sharpest step in those columns.
 */
function band(widenedEye: Widened, side: 0 | 1): { iris: number; edge: number } {
  const { picture, frame, face } = widenedEye;
  const eye = face.eyes[side];
  const pose = surprisePose().eyes[side];
  // Planned as warp.ts plans it: an eye showing little white opens less (narrowWidest.ts).
  const plan = planEye(eye, pose, null, 0, widestFor(picture, eye, face.eyes[1 - side], pose));
  const photo = greyOf(picture.data, picture.width, picture.height);
  const wide = greyOf(frame, picture.width, picture.height);
  const hw = eye.halfWidth;
  const irisU = irisOf(photo, eye);
  let irisSum = 0;
  let irisCount = 0;
  let whiteSum = 0;
  let whiteCount = 0;
  let edge = 0;
  let own = 0;
  for (let u = Math.round(-0.6 * hw); u <= 0.6 * hw; u++) {
    const upper = profileAt(eye.upperLid, u);
    const opening = profileAt(eye.lowerLid, u) - upper;
    // The band's lower third, at most a third of the opening tall (held narrow, narrowWidest.ts, the band is 0.36
    // half widths tall, and a third of the opening above the lid line reached the raised rim's lashes).
    const bandTop = upper - Math.min(opening, upper - movedLidAt(eye, plan, u)) / 3;
    const fromIris = Math.abs(u - irisU);
    const isIris = fromIris < 0.15 * hw;
    // Clear of a drawn iris's rim (1.2 × the photo's iris, blended out to 1.15 of its radius: 0.52
    // of the half width), whose darker limbus (drawnIris.ts) is an edge of the iris, not of the band.
    const isWhite = fromIris > 0.55 * hw;
    if (!isIris && !isWhite) continue;
    for (let v = bandTop; v <= upper; v++) {
      if (isIris) {
        irisSum += wide(eye, u, v);
        irisCount++;
      } else {
        whiteSum += wide(eye, u, v);
        whiteCount++;
      }
    }
    if (!isWhite) continue;
    let sharpest = 0;
    for (let v = bandTop; v < upper + 0.3 * opening; v++)
      sharpest = Math.max(sharpest, Math.abs(wide(eye, u, v + 1) - wide(eye, u, v)));
    let ownSharpest = 0;
    for (let v = upper; v < upper + opening; v++)
      ownSharpest = Math.max(ownSharpest, Math.abs(photo(eye, u, v + 1) - photo(eye, u, v)));
    edge += sharpest;
    own += ownSharpest;
  }
  const white = whiteSum / Math.max(1, whiteCount);
  return { iris: (white - irisSum / Math.max(1, irisCount)) / Math.max(1, white), edge: edge / Math.max(1, own) };
}

it(
  'widens an eye without streaking it down its columns',
  async () => {
    // The fair woman's small eye is repainted whole (visibleWhite.ts), and its drawn iris's sides, a
    // few pixels apart, read here as streaks do (1.25 where the stretch read 1.07): this measure
    // tells the two apart on the East Asian woman's larger eye alone.
    for (const name of ['asian-woman']) {
      const { picture, face, frame } = await widened(name);
      const photo = streakiness(
        greyOf(picture.data, picture.width, picture.height),
        picture.width,
        picture.height,
        face,
        0,
        picture,
      );
      const wide = streakiness(greyOf(frame, picture.width, picture.height), picture.width, picture.height, face, 0.6, picture);
      // Measured, the iris's outline left out: 0.49; the band alone over the photo's slit (before
      // visibleWhite.ts), 0.67; stretched as before, 1.23 (fails; with the outline, 1.75).
      expect(wide / photo, name).toBeLessThan(1);
    }
  },
  SLOW,
);

it(
  'shows the band a raised lid uncovers as more of the same eye: the iris going on, no hard edge',
  async () => {
    for (const name of ['asian-woman', 'woman']) {
      const widenedEye = await widened(name);
      const bands = [band(widenedEye, 0), band(widenedEye, 1)];
      const iris = (bands[0].iris + bands[1].iris) / 2;
      const edge = (bands[0].edge + bands[1].edge) / 2;
      // Measured with the white's columns from 0.55 of the half width (iris, edge): asian-woman 0.50,
      // 1.45; woman 0.45, 0.58; before the lid's shadow fell over the whole opening (eyeBand.ts
      // SHADOW_DEPTH: a smooth shading whose one-row steps on her soft eye are larger than the
      // photo's own), 0.40, 0.90 and 0.40, 0.38. From 0.45 of the half width the drawn iris's
      // darker rim was counted as the band's edge (1.90). Before that change, from 0.45:
      // asian-woman 0.11, 0.94; woman 0.14, 0.64 (before the lid's skin and crease
      // rose with it and the limbus went: 0.14, 1.17; 0.17, 0.75). The band read from one
      // place of the white: 0.00, 4.99 and 0.01, 1.22 (fail); main's stretched eye 0.13, 0.57 and
      // 0.13, 0.57 (its streaks fail the test above).
      expect(iris, `${name} iris`).toBeGreaterThan(0.08);
      expect(edge, `${name} edge`).toBeLessThan(1.5);
    }
  },
  SLOW,
);

/**
 * The uncovered band's white over the photo's sclera: the band's mean luma over the white's
 * columns (beyond 1.3 iris radii, within 0.6 of the half width), from a quarter of the band's
 * height below the raised lid down to the photo's lid line, over the 90th-percentile luma of the
 * photo's opening in the same columns (its visible white).
 */
function whiteKept({ picture, frame }: Widened, eye: EyeGeometry, eyePose: Pose['eyes'][number]): number {
  const lumaAt = (data: Uint8Array, u: number, v: number): number => {
    const x = Math.min(picture.width - 1, Math.max(0, Math.round(globalX(eye.frame, u, v))));
    const y = Math.min(picture.height - 1, Math.max(0, Math.round(globalY(eye.frame, u, v))));
    const p = (y * picture.width + x) * 3;
    return luma(data[p], data[p + 1], data[p + 2]);
  };
  const { irisU, radius } = eyeBand(picture, eye);
  const plan = planEye(eye, eyePose, null, 0);
  const own: number[] = [];
  let sum = 0;
  let count = 0;
  for (let u = Math.round(-0.6 * eye.halfWidth); u <= 0.6 * eye.halfWidth; u++) {
    if (Math.abs(u - irisU) < 1.3 * radius) continue;
    const upper = profileAt(eye.upperLid, u);
    const lower = profileAt(eye.lowerLid, u);
    for (let v = Math.ceil(upper + 1); v < lower - 1; v++) own.push(lumaAt(picture.data, u, v));
    const moved = movedLidAt(eye, plan, u);
    for (let v = Math.ceil(moved + 0.25 * (upper - moved)); v < upper; v++, count++) sum += lumaAt(frame, u, v);
  }
  own.sort((a, b) => a - b);
  return sum / Math.max(1, count) / Math.max(1, own[Math.floor(own.length * 0.9)] ?? 1);
}

// Readers: a widened dark eye "shows no white", a grey horseshoe round the iris. The white was
// the lightest quarter beside the iris (the lid's skin and shadow on a narrow dark eye) and 0.4
// darker under the lid over the band's whole height. Rendered through warp.ts, so each eye's
// band is the one it paints (its white may be the other eye's).
it(
  'uncovers a dark eye’s own white, not a grey ring: the band about as light as the photo’s sclera',
  async () => {
    for (const name of ['dark-woman', 'asian-woman', 'dark-man']) {
      const widenedEye = await widened(name);
      const pose = surprisePose();
      const kept = widenedEye.face.eyes.map((eye, side) => whiteKept(widenedEye, eye, pose.eyes[side]));
      const mean = (kept[0] + kept[1]) / 2;
      // Measured (each eye; dark-man before scleraTone.ts): dark-woman 0.85/1.29 (her narrow left eye's white borrowed from her
      // right, eyeBand.ts), asian-woman 0.87/1.01, dark-man 1.11/1.06; before, 0.73/0.81,
      // 0.75/0.85, 0.95/0.89 (dark-woman's and asian-woman's means fail).
      expect(mean, `${name} white`).toBeGreaterThan(0.88);
      // The brown-skinned man's whitest tenth is skin-brown and darker than the skin under his
      // eyes: scleraTone.ts lifts it past his photo's white (1.39), bounded against his skin in
      // scleraTone.test.ts. A white lighter than its skin is not lifted past the photo's.
      if (name !== 'dark-man') expect(mean, `${name} white`).toBeLessThan(1.2);
    }
  },
  SLOW,
);

/** A lid line's sharpest kink: the largest |second difference| of its v, a pixel apart, over the eye's inner 0.8. */
function sharpestBend(line: (u: number) => number, halfWidth: number): number {
  const step = 1;
  let sharpest = 0;
  for (let u = -0.8 * halfWidth; u <= 0.8 * halfWidth; u += 0.25)
    sharpest = Math.max(sharpest, Math.abs(line(u - step) - 2 * line(u) + line(u + step)));
  return sharpest;
}

// Raised by the opening at each column, the lid took the mesh's polygon (the kinks of both lids'
// lines added, a flat top with sharp corners) and the widened eye read as a box. The raised lid's
// sharpest kink over the photo's own lid line's, both eyes' mean.
it(
  'raises the lid in an arch, not in the polygon of the mesh',
  async () => {
    for (const name of ['asian-woman', 'woman']) {
      const { face } = await widened(name);
      const pose = surprisePose();
      const bends = face.eyes.map((eye, index) => {
        const plan = planEye(eye, pose.eyes[index]);
        const raised = sharpestBend((u) => movedLidAt(eye, plan, u), eye.halfWidth);
        return (
          raised /
          Math.max(
            0.01,
            sharpestBend((u) => profileAt(eye.upperLid, u), eye.halfWidth),
          )
        );
      });
      // Measured: asian-woman 1.10, woman 1.33; raised by each column's opening, 1.59 and 1.72 (fail).
      expect((bends[0] + bends[1]) / 2, name).toBeLessThan(1.45);
    }
  },
  SLOW,
);

/** The sharpest one-row grey step up a column from `from` to `to` (v, `from` > `to`). */
function sharpestStep(column: (v: number) => number, from: number, to: number): number {
  let sharpest = 0;
  for (let v = Math.round(from); v > to; v--) sharpest = Math.max(sharpest, Math.abs(column(v - 1) - column(v)));
  return sharpest;
}

// An open eye (woman, smiling-woman) widened showed "a hard dark outline with a second arc inside
// it", "an angular box-shaped lid": the raised lid's skin, squeezed under a crease that stayed, put
// the lid's soft shading into a pixel or two over the raised rim, and where the lid met the crease
// its top went flat. Measured up the eye's middle columns (within 0.4 of the half width) from just
// below the raised lid's line to 0.5 of the half width above it: the sharpest one-row step over the
// photo's own, from just below its lid line up as far (both eyes' mean); and the raised lid's
// height at 0.45 of the half width over its height at the middle, against an ellipse's (0.89).
it(
  "raises an open eye's lid with its skin soft above it, in a round arch",
  async () => {
    for (const name of ['woman', 'asian-woman', 'dark-woman']) {
      const { picture, face, frame } = await widened(name);
      const photo = greyOf(picture.data, picture.width, picture.height);
      const wide = greyOf(frame, picture.width, picture.height);
      const pose = surprisePose();
      let steps = 0;
      let own = 0;
      let shoulders = 0;
      face.eyes.forEach((eye, index) => {
        const plan = planEye(eye, pose.eyes[index]);
        const hw = eye.halfWidth;
        for (let u = Math.round(-0.4 * hw); u <= 0.4 * hw; u++) {
          const upper = profileAt(eye.upperLid, u);
          const moved = movedLidAt(eye, plan, u);
          steps += sharpestStep((v) => wide(eye, u, v), moved + 0.1 * hw, moved - 0.5 * hw);
          own += sharpestStep((v) => photo(eye, u, v), upper + 0.1 * hw, upper - 0.5 * hw);
        }
        const raiseAt = (u: number): number => profileAt(eye.upperLid, u) - movedLidAt(eye, plan, u);
        shoulders += (raiseAt(-0.45 * hw) + raiseAt(0.45 * hw)) / 2 / Math.max(0.5, raiseAt(0));
      });
      // Measured (edge, shoulder): woman 1.33, 0.92; asian-woman 1.71, 0.92; dark-woman 2.10, 0.92.
      // The crease staying where it was: 1.80, 1.04; 2.87, 0.98; 2.49, 0.92 (fail).
      expect(steps / own, `${name} edge`).toBeLessThan(2.3);
      expect(shoulders / 2, `${name} shoulder`).toBeLessThan(0.96);
    }
  },
  SLOW,
);
