// Tears and the open mouth, rendered on a real face (issue 37): a tear is a small drop with a glint
// and a rim running down a thin wet trail, a glossy line a little brighter than the skin, never a
// white one; an open mouth shows one band of teeth with a faint gap or two, not a comb. Each measure
// compares a frame with the same pose rendered without the part under test, so only that part
// shows.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop } from '../../testing/motionFaces';
import { globalX, globalY, localU, localV, profileAt } from './frame';
import { type FaceGeometry, faceGeometry } from './geometry';
import { findGlasses } from './glasses';
import { mouthPalette } from './mouthPalette';
import { planMouth } from './mouthWarp';
import { type Pose, restingPose } from './pose';
import type { Raster } from './raster';
import { paintMask } from './soften';
import { planTears, type Water, type WaterKind, waterAt } from './tears';
import { gifMotions } from './templates';
import { variationOf } from './variation';
import { renderFrame } from './warp';

const SLOW = 300_000;

interface Scene {
  picture: Raster;
  face: FaceGeometry;
  mesh: Parameters<typeof mouthPalette>[1];
}

/** The two test faces, and a gallery face without glasses (the man wears a thin gold frame). */
type Person = 'woman' | 'man' | 'older-man';

const scenes = new Map<Person, Scene>();

/**
 * A frame of `pose`; `bare` draws it as on a face without glasses. The man wears a thin gold frame
 * (motion/glasses.ts finds it), behind which the tears start below its lower rim and no flush is
 * drawn (the bald man's case below): the water's own shape and colour are measured on him bare.
 */
function render(scene: Scene, pose: Pose, bare = false): Uint8Array {
  const target = new Uint8Array(scene.picture.data);
  const palette = mouthPalette(scene.picture, scene.mesh);
  const painted = paintMask(scene.picture.width, scene.picture.height);
  renderFrame(scene.picture, scene.face, palette, pose, target, painted, null, bare ? null : undefined);
  return target;
}

function luminance(frame: Uint8Array, width: number, x: number, y: number): number {
  const offset = (Math.round(y) * width + Math.round(x)) * 3;
  return 0.299 * frame[offset] + 0.587 * frame[offset + 1] + 0.114 * frame[offset + 2];
}

/** A crying pose with the head still: the tears alone differ from the same pose dry. */
function crying(tearDrop: number): Pose {
  const pose = restingPose();
  pose.tears = 1;
  pose.tearDrop = tearDrop;
  pose.tearPath = 0.3;
  return pose;
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A person's face (a test face or a gallery sample) as a motion crops it. */
async function sceneOf(person: string): Promise<Scene> {
  const { picture, mesh } = await galleryFaceCrop(person);
  return { picture, mesh, face: faceGeometry(mesh) };
}

beforeAll(async () => {
  for (const person of ['woman', 'man', 'older-man'] as const) scenes.set(person, await sceneOf(person));
}, SLOW);

function scene(person: Person): Scene {
  const found = scenes.get(person);
  if (!found) throw new Error(`no ${person}`);
  return found;
}

/** A person's face crying at `tearDrop` (head still, drawn bare) and the same pose dry, with the tears' plan. */
function cryingAt(person: 'woman' | 'man', tearDrop: number) {
  const { picture, face } = scene(person);
  const pose = crying(tearDrop);
  const dry = render(scene(person), restingPose(), true);
  const wet = render(scene(person), pose, true);
  return { picture, face, dry, wet, plan: planTears(face, pose, Math.max(picture.width, picture.height)) };
}

/** Calls `visit` with the offset (RGB) of every pixel under `kind` water at least `deep` deep. */
function eachWater(
  { picture, face, plan }: ReturnType<typeof cryingAt>,
  kind: WaterKind,
  deep: number,
  visit: (offset: number, x: number, y: number, water: Water) => void,
): void {
  const water: Water = { depth: 0, slopeX: 0, slopeY: 0, kind: 'drop', across: 0, along: 0, flush: 0 };
  for (let y = Math.ceil(plan.bounds.top); y <= plan.bounds.bottom; y++) {
    for (let x = Math.ceil(plan.bounds.left); x <= plan.bounds.right; x++) {
      waterAt(face, plan, x, y, water);
      if (water.kind === kind && water.depth >= deep) visit((y * picture.width + x) * 3, x, y, water);
    }
  }
}

/** A change of a frame from the dry one at a pixel. */
type Change = (wet: Uint8Array, dry: Uint8Array, width: number, x: number, y: number) => number;

/**
 * Along ten rows across the upper trail of each eye, the largest `change` from the dry skin at
 * tearDrop 0.8: the image-left eye's drop has run half way down, the other's wells on the lid (its
 * cycle 0.3 behind), its last tear's trail still wet. One list of rows an eye.
 */
function trailRows(person: 'woman' | 'man', change: Change): number[][] {
  const { picture, face, dry, wet, plan } = cryingAt(person, 0.8);
  return face.eyes.map((eye) => {
    const eyeWidth = 2 * eye.halfWidth;
    const rows: number[] = [];
    for (let step = 0; step <= 10; step++) {
      const y = eye.tearY + plan.length * (0.15 + 0.025 * step);
      let row = 0;
      for (let x = Math.round(eye.tearX - eyeWidth); x <= eye.tearX + eyeWidth; x++) {
        row = Math.max(row, change(wet, dry, picture.width, x, y));
      }
      rows.push(row);
    }
    return rows;
  });
}

describe('tears, rendered on a real face', () => {
  // What each face's trail must stay under: half way from its brightest now (session 21's soft
  // sheen, 53.4 and 45.2 levels over the skin) to the white streak lines of session 18 (84.7 and
  // 62.7), which it must exclude: 15.7 and 8.7 levels each way. One limit for both (60 until this
  // stop) excluded the man's white lines by 2.7 levels only, as the two faces' lines differ by 22.
  it.each([
    ['woman', 69],
    ['man', 54],
  ] as const)(
    "%s: each eye's trail down the cheek, the running drop's or the last tear's, is never a white line",
    (person, limit) => {
      const rows = trailRows(person, (wet, dry, width, x, y) => luminance(wet, width, x, y) - luminance(dry, width, x, y));
      const brightest = Math.max(...rows.flat());
      // Measured: the light side of the trail 31.3 and 17.9 levels brighter than the dry skin (the
      // running drop's and the last tear's, woman), 19.5 and 16.2 (man); at most 39.3 and 28.4 (the
      // gloss stronger on a face this small in its picture: 18.9 and 10.9, 10.6 and 8.5 before). With
      // the faint sheen (session 18) 0 and 0, a trail hardly seen ("tear stickers" jumping from
      // frame to frame); two wide rivulets an eye, each with a bright sheen and a dark meniscus,
      // reached 84.7 and 62.7: "white streak lines".
      // Since session 21 the line shines softly along its light side all the way down (the test
      // below): at most 53.4 and 45.2 levels over the skin (9.7 and 6.4 with the
      // darker line of sessions 19–20, read as cuts); still well under the white lines' 84.7 and
      // 62.7. Asked under 40 until session 21, under 60 in it.
      expect(brightest).toBeLessThan(limit);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    "%s: seen a third as large, as a GIF of a small face is, each eye's trail still stands out from the dry skin",
    (person) => {
      // The change from the dry skin averaged over the 3 × 3 pixels round (x, y): one pixel of the small view.
      const seen: Change = (wet, dry, width, x, y) => {
        let sum = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            sum += luminance(wet, width, x + dx, y + dy) - luminance(dry, width, x + dx, y + dy);
          }
        }
        return Math.abs(sum / 9);
      };
      const medians = trailRows(person, seen).map(median);
      // Measured: the lighter, sheened line (session 21) 11.1 and 10.2 grey levels (woman), 14.0
      // and 11.0 (man); the darker line of sessions 19–20 21.1 and 25.0, 34.2 and 27.9 (read as
      // cuts); the continuous gloss before it 17.9 and 9.5, 12.5 and 9.4; with the plain gloss on a
      // face this small 7.8 and 3.8, 6.4 and 4.8: "too faint to read as crying" (issue 37,
      // session 18's panel).
      for (const found of medians) expect(found).toBeGreaterThanOrEqual(8);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    "%s: a small face's trail is the skin seen through water with a soft sheen, a little lighter, never a dark red cut",
    (person) => {
      const cried = cryingAt(person, 0.8);
      const { picture, dry, wet } = cried;
      const chroma = (frame: Uint8Array, offset: number): number =>
        Math.max(frame[offset], frame[offset + 1], frame[offset + 2]) -
        Math.min(frame[offset], frame[offset + 1], frame[offset + 2]);
      let pixels = 0;
      let lighter = 0;
      let richer = 0;
      let bright = 0;
      eachWater(cried, 'track', 0.3, (offset, x, y) => {
        const change = luminance(wet, picture.width, x, y) - luminance(dry, picture.width, x, y);
        pixels++;
        lighter += change;
        richer += chroma(wet, offset) - chroma(dry, offset);
        if (change > 30) bright++;
      });
      // Both faces are small in their pictures (the trail at its full contrast, 2). Measured: the
      // trail 10.2 (woman) and 9.3 (man) levels lighter than the dry skin on average,
      // its colour 0.3 and 1.4 levels less rich (the skin's own hue), 11 % and 9.6 % of it over 30 levels
      // brighter (the glints). Sessions 19–20's darker line: 8.8 and 16.8 levels DARKER, read by
      // the panel on the man as "red lines like cuts"; session 19's first wet trail 13.7 and 23.8
      // darker; the continuous thin gloss before it 5.6 and 0.8 lighter: "thin white streaks".
      expect(pixels).toBeGreaterThan(50);
      expect(lighter / pixels).toBeGreaterThan(3);
      expect(lighter / pixels).toBeLessThan(15);
      expect(richer / pixels).toBeLessThan(1);
      expect(bright / pixels).toBeLessThan(0.2);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    "%s: the track down the cheek is wet in every frame of a tear's cycle, not only behind its drop",
    (person) => {
      const { picture, face } = scene(person);
      const water: Water = { depth: 0, slopeX: 0, slopeY: 0, kind: 'drop', across: 0, along: 0, flush: 0 };
      // The wettest water across a row 0.6 of the way down each eye's track, at 24 frames of a cycle.
      let driest = Infinity;
      for (let frame = 0; frame < 24; frame++) {
        const plan = planTears(face, crying(frame / 24), Math.max(picture.width, picture.height));
        face.eyes.forEach((eye, index) => {
          const down = plan.start[index] + 0.6 * plan.length;
          let wettest = 0;
          for (let across = -2 * eye.halfWidth; across <= 2 * eye.halfWidth; across += 0.25) {
            const x = eye.tearX + face.head.downX * down + face.head.downY * across;
            const y = eye.tearY + face.head.downY * down - face.head.downX * across;
            waterAt(face, plan, x, y, water);
            // The track or a drop running down it; never the flush or the lid's rim.
            if (water.kind === 'track' || water.kind === 'drop') wettest = Math.max(wettest, water.depth);
          }
          driest = Math.min(driest, wettest);
        });
      }
      // Measured: at least 0.27 (woman) and 0.27 (man) deep in every frame. Before (session
      // 20) the last tear's track dried off over three quarters of the next one's cycle: 0.0 in
      // the late frames, a drop running down a dry cheek, "in another spot each frame".
      expect(driest).toBeGreaterThan(0.2);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    "%s: a crying eye's wet lower rim is reddened, not a pale band",
    (person) => {
      const cried = cryingAt(person, 0.8);
      const { dry, wet } = cried;
      // How much redder than green the rim's middle is, wet over dry, summed (levels).
      let redder = 0;
      let pixels = 0;
      eachWater(cried, 'lid', 0.5, (offset) => {
        redder += wet[offset] - wet[offset + 1] - (dry[offset] - dry[offset + 1]);
        pixels++;
      });
      // Measured: 4.2 (woman) and 10.3 (man) levels redder than green over the dry rim; the glossy
      // rim alone before (session 19) -0.7 and -2.5: paler, not the red rim of a crying eye.
      expect(pixels).toBeGreaterThan(20);
      expect(redder / pixels).toBeGreaterThan(3);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    '%s: the skin round a crying eye is flushed red, as a crying eye is, not only its wet rim',
    (person) => {
      const cried = cryingAt(person, 0.8);
      const { dry, wet } = cried;
      let redder = 0;
      // How much the red channel itself falls: a flush holds back green and blue, not red (a shadow or a bruise).
      let darker = 0;
      let pixels = 0;
      eachWater(cried, 'flush', 0.3, (offset) => {
        redder += wet[offset] - wet[offset + 1] - (dry[offset] - dry[offset + 1]);
        darker += dry[offset] - wet[offset];
        pixels++;
      });
      // Measured (73 and 77 pixels at depth 0.3 or more): 4.5 (woman) and 16.4 (man) levels redder
      // than green over the dry skin, the red channel 1.5 and 4.1 levels lower. Before (session
      // 20) only the lid's thin wet rim was reddened (the test above): no flushed skin at all.
      expect(pixels).toBeGreaterThan(50);
      expect(redder / pixels).toBeGreaterThan(3);
      expect(darker / pixels).toBeLessThan(6);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    '%s: the flush lies under the wet rim too, no pale band cut through it',
    (person) => {
      const cried = cryingAt(person, 0.8);
      let under = 0;
      let pixels = 0;
      eachWater(cried, 'lid', 0, (_offset, _x, _y, water) => {
        pixels++;
        if (water.flush > 0.1) under++;
      });
      // Before (this stop's first flush) the flush stopped at the first trace of water: none of
      // the wet rim's pixels carried it, so the rim (and each track) cut a pale band through the red.
      // Measured: 0.76 (woman) and 0.71 (man) of the rim's pixels carry the flush past 0.1.
      expect(pixels).toBeGreaterThan(20);
      expect(under / pixels).toBeGreaterThan(0.5);
    },
    SLOW,
  );

  it.each(['woman', 'man'] as const)(
    '%s: a bead welling on the lid has a glint brighter than the skin and a rim darker than it',
    (person) => {
      // The first tear of the image-left eye is full grown on the lid at a quarter of its cycle.
      const { picture, face, dry, wet, plan } = cryingAt(person, 0.28);
      const eye = face.eyes[0];
      const radius = plan.drop;
      const centreX = eye.tearX + face.head.downX * radius * 0.45;
      const centreY = eye.tearY + face.head.downY * radius * 0.45;
      let brightest = -Infinity;
      let darkest = Infinity;
      const skin: number[] = [];
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          if (dx * dx + dy * dy > radius * radius) continue;
          const change =
            luminance(wet, picture.width, centreX + dx, centreY + dy) - luminance(dry, picture.width, centreX + dx, centreY + dy);
          brightest = Math.max(brightest, change);
          darkest = Math.min(darkest, change);
          skin.push(luminance(dry, picture.width, centreX + dx, centreY + dy));
        }
      }
      // Measured: a glint 98–110 levels over the skin (63–71 before) and a rim darker by 0.3–0.43
      // of the skin's own brightness (0.13 before: hardly a rim).
      expect(brightest).toBeGreaterThan(80);
      expect(darkest).toBeLessThan(-0.2 * median(skin));
    },
    SLOW,
  );

  it.each([
    ['woman', 0.28],
    ['man', 0.28],
    ['woman', 0.7],
    ['man', 0.7],
  ] as const)(
    '%s at tearDrop %s: a drop is a bead lit from above, its edge dark only on its shadow side, not a ring',
    (person, tearDrop) => {
      // At 0.28 the image-left eye's bead is full grown on the lid; at 0.7 it runs half way down
      // its track. Its edge (0.6–1 of its radius) on the side toward the light (up and to the
      // image left) against the side turned from it (down and right), over the dry skin; and how
      // large it is.
      const crop = cryingAt(person, tearDrop);
      const lit: number[] = [];
      const shaded: number[] = [];
      let area = 0;
      eachWater(crop, 'drop', 0.01, (_offset, x, y, water) => {
        const r = Math.hypot(water.across, water.along);
        const change = luminance(crop.wet, crop.picture.width, x, y) - luminance(crop.dry, crop.picture.width, x, y);
        // The image-left eye's drop only (eyes[0], left of the eyes' middle).
        if (x > (crop.face.eyes[0].centerX + crop.face.eyes[1].centerX) / 2) return;
        area++;
        if (r < 0.6) return;
        const away = (0.45 * water.across + 0.9 * water.along) / r;
        if (away < -0.4) lit.push(change);
        if (away > 0.4) shaded.push(change);
      });
      const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length;
      // Measured (woman / man): the welling bead's lit edge 30.6 / 15.3 grey levels over the skin,
      // its shadow side −13.5 / −29.8, 89 / 107 pixels; the running drop's 23.4 / 1.5, −11.9 /
      // −30.0, 78 / 94. Before, with a dark rim all round ("a small ring", "a pin" on the man at a
      // panel's size): the running drop's lit edge −4.7 / −23.9, darker than its shadow side on
      // the man (−15.4), and the drops 39 / 48 and 27 / 30 pixels.
      expect(mean(lit)).toBeGreaterThan(0);
      expect(mean(shaded)).toBeLessThan(mean(lit) - 10);
      expect(area).toBeGreaterThan(60);
    },
    SLOW,
  );
});

describe("a small face's trail, seen at its size", () => {
  it.each(['woman', 'man'] as const)(
    "%s: each eye's trail is a wet ribbon a few pixels wide, not a hairline",
    (person) => {
      // Across ten rows of each eye's upper trail at tearDrop 0.8 (the rows trailRows reads), the
      // pixels the water changes by more than 6 grey levels either way: its lit sheen and its
      // darker far edge, as wide as a person sees the track.
      const { picture, face, dry, wet, plan } = cryingAt(person, 0.8);
      const rows = face.eyes.map((eye) => {
        const widths: number[] = [];
        for (let step = 0; step <= 10; step++) {
          const y = eye.tearY + plan.length * (0.15 + 0.025 * step);
          let wide = 0;
          for (let x = Math.round(eye.tearX - 2 * eye.halfWidth); x <= eye.tearX + 2 * eye.halfWidth; x++) {
            if (Math.abs(luminance(wet, picture.width, x, y) - luminance(dry, picture.width, x, y)) > 6) wide++;
          }
          widths.push(wide);
        }
        return widths;
      });
      // Measured (median rows, image-left and image-right eye): woman 4 and 4 px, man 6 and 5.
      // Before, a sheen on the light side only: 3 and 2, 3 and 3, "a thin light line" at a panel's
      // size on the small faces (session 26's panel).
      for (const widths of rows) expect(median(widths)).toBeGreaterThanOrEqual(4);
    },
    SLOW,
  );
});

describe('tears behind glasses', () => {
  let bald: Scene | undefined;
  beforeAll(async () => {
    bald = await sceneOf('bald-man');
  }, SLOW);

  it(
    "the bald man's tears well up below his frame's lower rim, not on the lens",
    () => {
      if (!bald) throw new Error('no bald man');
      const { picture, face } = bald;
      const lenses = findGlasses(picture, face)?.lenses;
      if (!lenses) throw new Error('no glasses found');
      // Each eye's drop full grown where it wells (the image-right eye's 0.3 of a cycle ahead).
      const dry = render(bald, restingPose());
      const wet = render(bald, crying(0.28));
      const wetAfter = render(bald, crying(0.98));
      let onLens = 0;
      let lensPixels = 0;
      let glint = 0;
      face.eyes.forEach((eye, index) => {
        const hw = eye.halfWidth;
        const tearU = localU(eye.frame, eye.tearX, eye.tearY);
        const rim = lenses[index].skinBelow;
        for (let y = Math.floor(eye.centerY); y <= eye.centerY + 3 * hw; y++) {
          for (let x = Math.floor(eye.tearX - hw); x <= eye.tearX + hw; x++) {
            const u = localU(eye.frame, x, y);
            if (Math.abs(u - tearU) > 0.4 * hw) continue;
            const below = localV(eye.frame, x, y) - profileAt(eye.lowerLid, u);
            const frame = index === 0 ? wet : wetAfter;
            const change = luminance(frame, picture.width, x, y) - luminance(dry, picture.width, x, y);
            // On the lens: under the lid's wet rim, above the skin's end at the frame.
            if (below >= 0.25 * hw && below <= rim) {
              onLens += Math.abs(change);
              lensPixels++;
            }
            if (below > rim) glint = Math.max(glint, change);
          }
        }
      });
      // Measured: 0.0 grey levels on average over the lens under the tear point, a glint 175 levels
      // over the skin below the frame. Welling on the lid, 10.1 and 81: the drop sat on the lens and
      // ran down across the rim, as if painted on the glass.
      expect(onLens / lensPixels).toBeLessThan(1);
      expect(glint).toBeGreaterThan(40);
    },
    SLOW,
  );

  it(
    "the man's tears come out from under his thin gold frame's lower rim, not over the lens and the rim",
    () => {
      // His frame is light: its lower rim is the lightest row of the photo 0.6–1.6 eye half widths
      // under each lower lid (read here, not by glasses.ts). The tear's drop, its track and the
      // last tear's film, over a whole cycle, must leave the lens and the rim as the dry frame has them.
      const man = scene('man');
      const { picture, face } = man;
      const dry = render(man, restingPose());
      const wet = Array.from({ length: 12 }, (_, index) => render(man, crying(index / 12)));
      const changes = face.eyes.map((eye) => {
        const hw = eye.halfWidth;
        const tearU = localU(eye.frame, eye.tearX, eye.tearY);
        const grey = (u: number, below: number): number => {
          const v = profileAt(eye.lowerLid, u) + below;
          return luminance(dry, picture.width, globalX(eye.frame, u, v), globalY(eye.frame, u, v));
        };
        let rim = 0.6 * hw;
        let lightest = -Infinity;
        for (let below = 0.6 * hw; below <= 1.6 * hw; below += 0.5) {
          let sum = 0;
          for (let u = tearU - 0.4 * hw; u <= tearU + 0.4 * hw; u += 0.5) sum += grey(u, below);
          if (sum > lightest) [lightest, rim] = [sum, below];
        }
        // Under the lid's wet rim, down to the frame's rim and its width past it.
        let change = 0;
        let pixels = 0;
        for (let y = Math.floor(eye.centerY); y <= eye.centerY + 3 * hw; y++) {
          for (let x = Math.floor(eye.tearX - hw); x <= eye.tearX + hw; x++) {
            const u = localU(eye.frame, x, y);
            if (Math.abs(u - tearU) > 0.4 * hw) continue;
            const below = localV(eye.frame, x, y) - profileAt(eye.lowerLid, u);
            if (below < 0.25 * hw || below > rim + 0.1 * hw) continue;
            for (const frame of wet)
              change += Math.abs(luminance(frame, picture.width, x, y) - luminance(dry, picture.width, x, y));
            pixels += wet.length;
          }
        }
        return change / pixels;
      });
      // Measured: 0.40 and 0.54 grey levels on average (the drop's top touching the rim's lower
      // edge). Before, 9.8 and 10.9: his light frame's lenses were read as 1.4 px of skin under each
      // lid, so the bead welled on the lens and the track ran across the rim.
      for (const change of changes) expect(change).toBeLessThan(2);
    },
    SLOW,
  );

  it('no flush is drawn behind a frame (the lens is left alone), round a bare eye it is', () => {
    if (!bald) throw new Error('no bald man');
    const { picture, face } = bald;
    const lenses = findGlasses(picture, face)?.lenses;
    if (!lenses) throw new Error('no glasses found');
    const side = Math.max(picture.width, picture.height);
    expect(planTears(face, crying(0.8), side, lenses).flush).toEqual([0, 0]);
    expect(planTears(face, crying(0.8), side).flush).toEqual([1, 1]);
  });
});

describe('the open mouth, rendered on a real face', () => {
  // On the man, whose mouth is closed in the photo: the woman's photo shows her own teeth, which
  // an opened mouth keeps (mouthWarp.ts), so her front teeth are not painted.
  it.each(['man'] as const)(
    '%s: the upper teeth are one band parted by a faint gap or two, not a comb of seams',
    (person) => {
      const { picture, face } = scene(person);
      const pose = restingPose();
      pose.mouthOpen = 0.62;
      pose.smile = 0.9;
      const frame = render(scene(person), pose);
      const mouth = face.mouth;
      const plan = planMouth(mouth, pose);
      const w = mouth.halfWidth;
      // Along a row a sixth of the half width under the opened upper lip, from one side of the front teeth to the other.
      const profile: number[] = [];
      for (let u = -0.55 * w; u <= 0.55 * w; u += 0.5) {
        const across = u / w;
        const upper =
          profileAt(mouth.upperInner, u) - plan.upperShare * plan.opening * Math.pow(1 - across * across, plan.profile);
        const v = upper + 0.16 * w;
        profile.push(luminance(frame, picture.width, globalX(mouth.frame, u, v), globalY(mouth.frame, u, v)));
      }
      // A seam: a dip at least 5 levels under the brighter of the teeth on each side of it.
      let seams = 0;
      const reach = Math.max(2, Math.round(0.12 * w * 2));
      for (let index = reach; index < profile.length - reach; index++) {
        const here = profile[index];
        const left = Math.max(...profile.slice(index - reach, index));
        const right = Math.max(...profile.slice(index + 1, index + reach + 1));
        const lowest = Math.min(...profile.slice(index - 1, index + 2));
        if (here === lowest && Math.min(left, right) - here >= 5) {
          seams++;
          index += reach;
        }
      }
      // Measured: 2 (the gap between the front teeth and one beside them). Drawn tooth by tooth, 5 seams across the front teeth: at the GIF's size a
      // comb of dark lines (issue 37, session 16); the gap between the front teeth still shows.
      expect(seams).toBeGreaterThanOrEqual(1);
      expect(seams).toBeLessThanOrEqual(3);
    },
    SLOW,
  );
});

/**
 * `count` frames of the cry clip (seed 1) with the head held still, so only the face's own
 * expression moves; tears at `tears`; `bare` as on a face without glasses.
 */
function stillCryFrames(person: Person, count: number, tears: number, bare = false): Uint8Array[] {
  const cry = gifMotions.cry;
  const vary = variationOf(1, 'cry');
  const frames: Uint8Array[] = [];
  for (let index = 0; index < count; index++) {
    const pose = cry.template({ t: index / count, seconds: cry.gifSeconds }, vary);
    pose.tears = tears;
    pose.roll = 0;
    pose.pitch = 0;
    pose.yaw = 0;
    pose.shiftX = 0;
    pose.shiftY = 0;
    frames.push(render(scene(person), pose, bare));
  }
  return frames;
}

describe('crying, rendered on a real face', () => {
  it.each(['woman', 'man'] as const)(
    '%s: each sob visibly moves the face (eyes, brows, mouth), not only the tears',
    (person) => {
      const { picture, face, mesh } = scene(person);
      const frames = stillCryFrames(person, 12, 0);
      // The face from brows to chin, in the face's own size.
      const xs = mesh.map((point) => point[0]);
      const left = Math.round(Math.min(...xs));
      const right = Math.round(Math.max(...xs));
      const top = Math.round(face.eyes[0].centerY - face.height * 0.15);
      const bottom = Math.round(mesh[152][1]);
      let most = 0;
      for (const a of frames) {
        for (const b of frames) {
          let sum = 0;
          let count = 0;
          for (let y = top; y <= bottom; y += 2) {
            for (let x = left; x <= right; x += 2) {
              sum += Math.abs(luminance(a, picture.width, x, y) - luminance(b, picture.width, x, y));
              count++;
            }
          }
          most = Math.max(most, sum / count);
        }
      }
      // Measured with the head held still: 1.7–2.0 grey levels on average over the face between the
      // calmest and the strongest sob (0.84–0.90 before: a face that barely moved).
      expect(most).toBeGreaterThan(1.3);
    },
    SLOW,
  );
});

/**
 * How far the crying face leaves its rest over six frames of the clip (head still, tears on), in
 * grey levels on average: the brows (above the eyes, from the outer end of one to the other's, up
 * an eye's width), the mouth (a box round both corners, half an eye's width out and down) and the
 * forehead above the brows' lift. `bare` draws the face as one without glasses.
 */
function cryingMoves(person: Person, bare: boolean): { brows: number; mouth: number; forehead: number } {
  const { picture, face, mesh } = scene(person);
  const resting = render(scene(person), restingPose(), bare);
  const frames = stillCryFrames(person, 6, 1, bare);
  /** The mean change from the resting face over a box, averaged over the clip. */
  const change = (left: number, top: number, right: number, bottom: number) => {
    let sum = 0;
    let count = 0;
    for (const frame of frames) {
      for (let y = Math.round(top); y <= bottom; y++) {
        for (let x = Math.round(left); x <= right; x++) {
          sum += Math.abs(luminance(frame, picture.width, x, y) - luminance(resting, picture.width, x, y));
          count++;
        }
      }
    }
    return sum / count;
  };
  const [a, b] = face.eyes;
  const span = a.halfWidth + b.halfWidth;
  const corners = [mesh[61], mesh[291]];
  return {
    brows: change(
      Math.min(a.centerX, b.centerX) - span * 0.5,
      Math.min(a.centerY, b.centerY) - span * 1.1,
      Math.max(a.centerX, b.centerX) + span * 0.5,
      Math.max(a.centerY, b.centerY) - span * 0.35,
    ),
    mouth: change(
      Math.min(corners[0][0], corners[1][0]) - span * 0.5,
      Math.min(corners[0][1], corners[1][1]) - span * 0.3,
      Math.max(corners[0][0], corners[1][0]) + span * 0.5,
      Math.max(corners[0][1], corners[1][1]) + span * 0.6,
    ),
    forehead: change(
      Math.min(a.centerX, b.centerX),
      Math.min(a.centerY, b.centerY) - span * 2,
      Math.max(a.centerX, b.centerX),
      Math.min(a.centerY, b.centerY) - span * 1.5,
    ),
  };
}

describe('the crying face, rendered on a small face', () => {
  // The man's brows are measured on him bare: behind his frame they stay (the next case); the
  // lift must still show on a face this small. The older man: a gallery face without glasses,
  // drawn as the engine draws it (larger in its crop: eye span 57 px of 480).
  it.each([
    ['woman', false],
    ['man', true],
    ['older-man', false],
  ] as const)(
    '%s: the brows and the mouth corners visibly leave their rest (a face seen at panel size)',
    (person, bare) => {
      const { brows, mouth, forehead } = cryingMoves(person, bare);
      // Measured (eye spans 25 and 27 px, the faces small in their pictures): the brows 8.0
      // (woman) and 4.1 (man) grey levels from their rest on average, the mouth 16.1 and 11.3,
      // the forehead 0 and 0; the older man 8.1, 29.0 and 0.2. With session 19's first pose
      // (inner brows 1.2–1.6, corners −0.85): brows 5.6 and 2.8, mouth 13.3 and 9.1, and "in no
      // clip does the face show crying: the eyes, brows and mouth don't change" (a face ~60 px in
      // the panel). The panel's "lines up onto the forehead" on the man are his photo's own
      // shading: nothing is drawn there. Since a raised brow moves whole (eyeWarp.ts: its hair
      // shifted up as one piece, the forehead above it compressed to make room), the older man's
      // forehead band moves a little with it: 0.63 (0.2 before; the woman 0.002, the man 0), his
      // brows 9.1 and mouth 29.0. A line drawn there would change it by several levels. Since the
      // sixty-second stop the forehead over the inner ends' lift gives way eased, over twice it
      // (eyeWarp.ts FOREHEAD_PER_INNER_RAISE): 0.32 (0.41 evenly squeezed on that stop's main), his
      // brows 11.0; over four times it, as over a whole raised brow, 3.9.
      expect(brows).toBeGreaterThan(3.5);
      expect(mouth).toBeGreaterThan(10);
      expect(forehead).toBeLessThan(1);
    },
    SLOW,
  );

  it(
    "man: behind his thin gold frame the brows stay and the mouth's corners still fall",
    () => {
      const { brows, mouth, forehead } = cryingMoves('man', false);
      // Measured: the brows 0.19 levels from their rest (4.1 drawn bare), the mouth 11.5.
      expect(brows).toBeLessThan(0.5);
      expect(mouth).toBeGreaterThan(10);
      expect(forehead).toBeLessThan(0.5);
    },
    SLOW,
  );
});
