// The 3D toons' face and figure measured on real sample faces, for what the seventh blind panel
// saw wrong: the smile lost (corners pushed down by the cheeks' reshape, a toothy grin drawn as a
// closed line), the mouth slid to the side of a turned face's jaw, disney's jaw line a seam
// across the cheek, a goatee as two smudges beside the mouth.
import { prepared } from '../../../testing/prepared';
import { photoOfPerson } from '../../../testing/people';
import { alignFace, headAndShoulders, type Portrait } from '../align';
import { centreOf, distance, FACE_OVAL, type XY } from '../landmarks';
import { PIXAR_SHAPE } from '../pix/pixar';
import { createRandom } from '../../shared/random';
import { createRgb, type Grey } from '../../shared/raster';
import { findBeard } from './beard';
import { paintFaceForm } from './faceForm';
import { facingCamera } from './frontal';
import { reshapeFace } from './meshWarp';
import { toonPlans } from './proportions';
import { toonFigure, type ToonFigure } from './render';
import { cornerLift } from './smile';
import { findTeeth, paintTeeth } from './teeth';

const SLOW = 900_000;
const PEOPLE = ['woman', 'man', 'bald-man', 'dark-woman', 'asian-woman', 'dark-man'] as const;
type Person = (typeof PEOPLE)[number];
const portraits = new Map<Person, Portrait>();
const figures = new Map<Person, ToonFigure>();

beforeAll(async () => {
  for (const person of PEOPLE) {
    const { bytes, faces } = await photoOfPerson(person);
    const ready = await prepared(bytes, faces);
    const portrait = await alignFace(ready.photo, ready.faces![0], headAndShoulders(createRandom(1)));
    portraits.set(person, portrait);
    figures.set(
      person,
      await toonFigure(portrait, PIXAR_SHAPE, person === 'man' || person === 'dark-man' || person === 'bald-man'),
    );
  }
}, SLOW);

function portrait(person: Person): Portrait {
  const found = portraits.get(person);
  if (!found) throw new Error(`no portrait of ${person}`);
  return found;
}

function figure(person: Person): ToonFigure {
  const found = figures.get(person);
  if (!found) throw new Error(`no figure of ${person}`);
  return found;
}

function faceWidth(mesh: readonly XY[]): number {
  const xs = FACE_OVAL.map((i) => mesh[i][0]);
  return Math.max(...xs) - Math.min(...xs);
}

/** The mouth's centre from the line through the nose's tip and the chin, as a share of the face's width. */
function mouthOffNoseChin(mesh: readonly XY[]): number {
  const [ax, ay] = mesh[4];
  const [bx, by] = mesh[152];
  const [mx, my] = centreOf(mesh, [13, 14, 61, 291]);
  const off = ((mx - ax) * (by - ay) - (my - ay) * (bx - ax)) / Math.hypot(bx - ax, by - ay);
  return Math.abs(off) / faceWidth(mesh);
}

/** The mouth's centre from the oval's middle (across), as a share of the face's width. */
function mouthOffOval(mesh: readonly XY[]): number {
  const xs = FACE_OVAL.map((i) => mesh[i][0]);
  return Math.abs(centreOf(mesh, [13, 14])[0] - (Math.max(...xs) + Math.min(...xs)) / 2) / faceWidth(mesh);
}

/**
 * The skin's reach left and right of the face's midline (the middle of the bridge, nose tip,
 * lips and chin) along one row, over the skin joined to the midline.
 */
function reachAt(skin: Grey, mesh: readonly XY[], y: number): [number, number] {
  const cx = [168, 4, 13, 14, 152].reduce((sum, k) => sum + mesh[k][0], 0) / 5;
  const row = Math.round(y) * skin.width;
  let left = Math.round(cx);
  let right = Math.round(cx);
  while (left > 0 && skin.data[row + left - 1] > 0.5) left--;
  while (right < skin.width - 1 && skin.data[row + right + 1] > 0.5) right++;
  return [cx - left, right - cx];
}

/**
 * Down to just above the chin: the largest change of either side's reach from one row to the
 * next from the cheeks down (a step in the outline), over the face's width at the eyes, and from
 * the eyes the largest difference between the two sides' reach as shares of their reach at the
 * eyes (one jaw tapering, the other square).
 */
function jawOutline(skin: Grey, mesh: readonly XY[]): { step: number; taper: number } {
  const eyes = Math.round((mesh[33][1] + mesh[263][1]) / 2);
  const last = Math.round(mesh[152][1] - (mesh[152][1] - mesh[10][1]) * 0.1);
  const [left0, right0] = reachAt(skin, mesh, eyes);
  // The step is looked for from the cheeks down (at the eyes' height the hair meets the temple).
  const first = Math.round(eyes + distance(mesh[33], mesh[263]) * 0.3);
  let step = 0;
  let taper = 0;
  let before = reachAt(skin, mesh, first);
  for (let y = first; y <= last; y++) {
    const [left, right] = reachAt(skin, mesh, y);
    step = Math.max(step, Math.abs(left - before[0]) / (left0 + right0), Math.abs(right - before[1]) / (left0 + right0));
    taper = Math.max(taper, Math.abs(left / left0 - right / right0));
    before = [left, right];
  }
  return { step, taper };
}

/**
 * From above the eyes down to the jaw's corners: the largest change of either side's reach of the
 * figure's outline (the silhouette joined to the face's midline) from one row to the next, over
 * the eye distance.
 */
function outlineStep(silhouette: Grey, mesh: readonly XY[]): number {
  const unit = distance(mesh[33], mesh[263]);
  const eyes = (mesh[33][1] + mesh[263][1]) / 2;
  const last = (mesh[172][1] + mesh[397][1]) / 2;
  let step = 0;
  let before = reachAt(silhouette, mesh, eyes - unit * 0.3);
  for (let y = Math.round(eyes - unit * 0.3); y < last; y++) {
    const [left, right] = reachAt(silhouette, mesh, y);
    step = Math.max(step, Math.abs(left - before[0]) / unit, Math.abs(right - before[1]) / unit);
    before = [left, right];
  }
  return step;
}

/**
 * From the cheeks to just above the chin: the largest distance, over the eye distance, between
 * either side's reach of the skin in a row and that reach smoothed down the rows (a Gaussian of
 * 0.12 eye distances), on the picture's left and right: a bump or lump on the jaw line, not its taper.
 */
function jawBump(skin: Grey, mesh: readonly XY[]): [number, number] {
  const unit = distance(mesh[33], mesh[263]);
  const eyes = (mesh[33][1] + mesh[263][1]) / 2;
  const rows: number[] = [];
  for (let y = Math.round(eyes + unit * 0.3); y <= Math.round(mesh[152][1] - unit * 0.15); y++) rows.push(y);
  const reaches = rows.map((y) => reachAt(skin, mesh, y));
  const sigma = unit * 0.12;
  const bump: [number, number] = [0, 0];
  for (const side of [0, 1] as const) {
    const reach = reaches.map((r) => r[side]);
    reach.forEach((r, k) => {
      let sum = 0;
      let weights = 0;
      reach.forEach((other, j) => {
        const w = Math.exp(-((j - k) ** 2) / (2 * sigma * sigma));
        sum += w * other;
        weights += w;
      });
      bump[side] = Math.max(bump[side], Math.abs(r - sum / weights) / unit);
    });
  }
  return bump;
}

/**
 * Across the crown (0.35 of the face's width each side of its middle), how far, over the eye
 * distance, the figure's top dips below the chord between its tops a fifth of the face's width
 * either side: a dent in a dome (negative: the dome rises above its chords everywhere).
 */
function crownDent(silhouette: Grey, mesh: readonly XY[]): number {
  const { width, height, data } = silhouette;
  const unit = distance(mesh[33], mesh[263]);
  const span = faceWidth(mesh);
  const middle = (Math.max(...FACE_OVAL.map((k) => mesh[k][0])) + Math.min(...FACE_OVAL.map((k) => mesh[k][0]))) / 2;
  const top = (x: number): number => {
    let y = 0;
    while (y < height - 1 && data[y * width + Math.round(x)] < 0.5) y++;
    return y;
  };
  let dent = -Infinity;
  for (let x = middle - span * 0.35; x <= middle + span * 0.35; x++) {
    const chord = (top(x - span * 0.2) + top(x + span * 0.2)) / 2;
    dent = Math.max(dent, (top(x) - chord) / unit);
  }
  return dent;
}

describe('the toon face keeps the person’s expression and its place', () => {
  it('a smile stays a smile: each mouth corner at least as high above the lips as in the photo', () => {
    for (const person of ['bald-man', 'dark-woman', 'asian-woman'] as const) {
      const photo = portrait(person).mesh;
      const toon = figure(person).face;
      for (const corner of [61, 291]) {
        // Before, the cheeks' reshape pushed the corners down: 0.043 in the photo, 0.000 on the toon.
        expect(cornerLift(photo, corner)).toBeGreaterThan(0);
        expect(cornerLift(toon, corner)).toBeGreaterThanOrEqual(cornerLift(photo, corner) * 0.98);
      }
      // The reshape alone, without the smile kept, is what lost it.
      const reshaped = reshapeFace(portrait(person).picture, photo, toonPlans(PIXAR_SHAPE)).mesh;
      expect(cornerLift(reshaped, 61) + cornerLift(reshaped, 291)).toBeLessThan(cornerLift(toon, 61) + cornerLift(toon, 291));
    }
  });

  it('the mouth sits on the nose-chin line, and a turned face’s mouth moves in from the jaw’s side', () => {
    // Within 3.5 % of the face's width (measured up to 3.05 %; the turned woman's was 26 % off the oval's middle).
    for (const person of PEOPLE) expect(mouthOffNoseChin(figure(person).face), person).toBeLessThan(0.035);
    // The tuned woman, turned three-quarters: her mouth a quarter of her face's width off its middle.
    const photo = portrait('woman').mesh;
    expect(mouthOffOval(photo)).toBeGreaterThan(0.2);
    expect(mouthOffOval(figure('woman').face)).toBeLessThan(mouthOffOval(photo) * 0.75);
    // A face that faces the camera is left as it is.
    const man = portrait('man');
    const turned = reshapeFace(man.picture, man.mesh, [facingCamera()]).mesh;
    expect(distance(turned[13], man.mesh[13])).toBeLessThan(0.5);
  });

  it('a turned face’s jaw tapers on both sides alike: no square block of jaw, no step in the outline', () => {
    // The eighth blind panel: "jaw bulges sideways, lopsided face" (the tuned woman, her far jaw
    // a square block over her neck ending in a step at the jaw's corner: 0.102 of her width in one
    // row before, 0.016 now) and "lopsided face outline" (the brown-skinned woman, her far cheek a
    // sliver whose taper differed from the near side's by 0.350 before, 0.144 now).
    expect(jawOutline(figure('woman').masses.skin, figure('woman').face).step).toBeLessThan(0.05);
    expect(jawOutline(figure('dark-woman').masses.skin, figure('dark-woman').face).taper).toBeLessThan(0.25);
    // A face that faces the camera keeps both sides alike (measured 0.046 and 0.052).
    for (const person of ['man', 'asian-woman'] as const) {
      const { masses, face } = figure(person);
      expect(jawOutline(masses.skin, face).taper, person).toBeLessThan(0.1);
    }
  });

  it('a tilted, turned face’s jaw line has no lump: each side balanced against the other at its own height', () => {
    // The blind panel on the brown-skinned woman: "swollen lump on the left jaw". The oval's
    // sides were paired by index, and on her tilted, turned face the wide side's jaw corner was
    // copied to the narrow (the picture's left) side's cheek: 0.118 of her eye distance off the
    // smoothed jaw line on main, 0.076 paired by height.
    const [left, right] = jawBump(figure('dark-woman').masses.skin, figure('dark-woman').face);
    expect(left).toBeLessThan(0.095);
    expect(right).toBeLessThan(0.12);
    // The other faces no worse (measured 0.084–0.110, as on main).
    for (const person of ['woman', 'asian-woman', 'bald-man', 'man'] as const) {
      const { masses, face } = figure(person);
      expect(Math.max(...jawBump(masses.skin, face)), person).toBeLessThan(0.12);
    }
  });

  it('a bald head’s crown is a dome: no dent where the matte fell short of the scalp', () => {
    // The blind panel on the bald man: "dented skull top" (his pale scalp before a pale wall).
    // In this framing his crown rose 0.014 eye distances above its chords on main (flattened
    // where the matte fell short), 0.048 with the skull's ellipse filled above the brows.
    const { masses, face } = figure('bald-man');
    expect(crownDent(masses.silhouette, face)).toBeLessThan(-0.03);
  });

  it('a turned face’s far temple ends in no level cut: the figure’s outline steps nowhere beside the eyes and cheeks', () => {
    // The ninth blind panel: "a misaligned eye patch seam across the face" (the tuned woman: hair
    // beside her far eye, cut level where the skin beside the jaw is cut from; a step of 0.083 of
    // the eye distance in one row on main, 0.009 now).
    expect(outlineStep(figure('woman').masses.silhouette, figure('woman').face)).toBeLessThan(0.05);
    for (const person of ['man', 'asian-woman', 'dark-woman'] as const) {
      const { masses, face } = figure(person);
      expect(outlineStep(masses.silhouette, face), person).toBeLessThan(0.05);
    }
  });

  it('short hair lies round the skull: above the eyes it reaches little past the face’s sides', () => {
    // The ninth blind panel: the dark man's "bun-like hair" (the dark room beside his temple taken
    // as hair, standing out from it: 0.247 of his face's width past the oval on main).
    for (const person of ['dark-man', 'man'] as const) {
      const { masses, face } = figure(person);
      const xs = FACE_OVAL.map((k) => face[k][0]);
      const [left, right] = [Math.min(...xs), Math.max(...xs)];
      const eyes = (face[33][1] + face[263][1]) / 2;
      let past = 0;
      for (let y = 0; y < eyes; y++)
        for (let x = 0; x < masses.hair.width; x++)
          if (masses.hair.data[y * masses.hair.width + x] > 0.5)
            past = Math.max(past, (left - x) / (right - left), (x - right) / (right - left));
      expect(past, person).toBeLessThan(0.12);
    }
  });

  it('a toothy grin keeps its teeth: one clean white shape at the mouth; a closed mouth has none', () => {
    // The dark man's wide grin, which his mesh reads as a closed mouth. (The East Asian woman's
    // smaller toothy smile is not found: findTeeth answers null for her, drawn by the mesh's lips.)
    for (const person of ['dark-man'] as const) {
      const { soft, face, tone } = figure(person);
      const teeth = findTeeth(soft, face, tone);
      expect(teeth, person).not.toBeNull();
      const mask = teeth as Grey;
      const [cx, cy] = centreOf(face, [13, 14]);
      const mouthWidth = distance(face[61], face[291]);
      let area = 0;
      let far = 0;
      for (let i = 0; i < mask.data.length; i++) {
        if (mask.data[i] < 0.5) continue;
        area++;
        const x = i % mask.width;
        const y = Math.floor(i / mask.width);
        if (Math.abs(x - cx) > mouthWidth * 0.6 || Math.abs(y - cy) > mouthWidth * 0.4) far++;
      }
      expect(area).toBeGreaterThan(mouthWidth * mouthWidth * 0.03);
      expect(far).toBe(0);
      // Painted, the opening joins the mesh's closed lips to the teeth below them: a grin, not a
      // white pill under a closed mouth (the eighth panel's "white blob for a mouth"). Since the
      // twentieth stop the upper teeth are drawn from the lips' line down (./teeth.test.ts), so
      // every row between the lips and the photo's teeth is painted, none the grey under it.
      const picture = createRgb(mask.width, mask.height);
      picture.data.fill(0.6);
      paintTeeth(picture, face, mask, [0.1, 0.05, 0.1], 1);
      let top = Infinity;
      for (let i = 0; i < mask.data.length; i++) if (mask.data[i] > 0.5) top = Math.min(top, Math.floor(i / mask.width));
      expect(top).toBeGreaterThan(cy + 2);
      for (let y = Math.round(cy + 1); y < top - 1; y++) {
        const p = (y * picture.width + Math.round(cx)) * 3;
        expect(Math.abs(picture.data[p + 1] - 0.6), `between the lips and the teeth, row ${y}`).toBeGreaterThan(0.1);
      }
    }
    for (const person of ['man', 'bald-man'] as const) {
      const { soft, face, tone } = figure(person);
      expect(findTeeth(soft, face, tone)).toBeNull();
    }
  });

  it('a moustache and goatee are one mass from under the nose round the mouth to the chin; a clean-shaven face has none', () => {
    const { soft, face, tone } = figure('bald-man');
    const beard = findBeard(soft, face, tone);
    expect(beard).not.toBeNull();
    const mask = (beard as { mask: Grey }).mask;
    const at = ([x, y]: XY): number => mask.data[Math.round(y) * mask.width + Math.round(x)];
    const lerp = (a: XY, b: XY, t: number): XY => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
    // Before: two smudges beside the mouth, nothing under the nose's middle or on the chin.
    expect(at(lerp(face[2], face[0], 0.5))).toBeGreaterThan(0.5);
    expect(at(lerp(face[17], face[152], 0.45))).toBeGreaterThan(0.5);
    for (const person of ['man', 'dark-man', 'dark-woman'] as const) {
      const made = figure(person);
      expect(findBeard(made.soft, made.face, made.tone)).toBeNull();
    }
  });

  it('disney’s chin line is the chin only: inked under the chin, nothing at the jaw’s corners', () => {
    const { face, toon } = figure('woman');
    const size = toon.width;
    const picture = createRgb(size, size);
    picture.data.fill(0.7);
    const all: Grey = { width: size, height: size, data: new Float32Array(size * size).fill(1) };
    const none: Grey = { width: size, height: size, data: new Float32Array(size * size) };
    paintFaceForm(picture, face, {
      keyFromLeft: true,
      shade: 0,
      highlight: 0,
      ink: 1,
      shadow: [0.6, 0.45, 0.45],
      inkColour: [0.1, 0.05, 0.1],
      within: all,
      face: none,
    });
    const lumaAt = ([x, y]: XY): number => {
      const p = (Math.round(y) * size + Math.round(x)) * 3;
      return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
    };
    expect(lumaAt(face[152])).toBeLessThan(0.45);
    // Before: the line ran on from ear to ear, up a turned face's far cheek (a seam). It now
    // reaches towards the jaw's lower corners (172, 397: disney's lower-face ink test needs it)
    // but never the jaw's angles below the ears.
    for (const corner of [58, 288]) expect(lumaAt(face[corner])).toBeGreaterThan(0.65);
  });
});
