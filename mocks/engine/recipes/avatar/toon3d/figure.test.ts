// The 3D toons' figure (pix/pixar, pix/disney) measured on real faces: a crisp outline (a blind
// reader saw a halo round every figure), a jaw from the mesh's oval with no lump beside it, a
// short-haired man's cap of hair (he read as bald), glasses where the photo has them, two eyes
// painted at one size (a turned face's far eye was drawn smaller), and a toon's short neck.
import { photoOfPerson } from '../../../testing/people';
import { prepared } from '../../../testing/prepared';
import { alignFace, headAndShoulders, type Portrait } from '../align';
import { distance, FACE_OVAL, LIPS, outline, type XY } from '../landmarks';
import { fillPolygon, scaled } from '../masks';
import { PIXAR_SHAPE } from '../pix/pixar';
import { cloneRgb, createRgb, type Grey } from '../../shared/raster';
import { createRandom } from '../../shared/random';
import { findBeard } from './beard';
import { paintToonEyes } from './eyes';
import { foreheadRaised } from './features';
import { paintFaceForm } from './faceForm';
import { glassesFrame } from './glasses';
import { collarDepth } from './neckLift';
import { toonFigure, type ToonFigure } from './render';
import { findTeeth } from './teeth';

const SLOW = 600_000;
/** The tuned woman (a turned face, long hair), the tuned man and the older man (short hair), gallery faces. */
const PEOPLE = ['woman', 'man', 'older-man'] as const;
const figures = new Map<string, ToonFigure>();
const portraits = new Map<string, Portrait>();

beforeAll(async () => {
  for (const person of [...PEOPLE, 'bald-man', 'dark-man']) {
    const { bytes, faces } = await photoOfPerson(person);
    const ready = await prepared(bytes, faces);
    const portrait: Portrait = await alignFace(ready.photo, ready.faces![0], headAndShoulders(createRandom(1)));
    portraits.set(person, portrait);
    // The dark-skinned man as the render draws him: faceres says a man.
    if (person !== 'bald-man') figures.set(person, await toonFigure(portrait, PIXAR_SHAPE, person === 'dark-man'));
  }
}, SLOW);

function figure(person: string): ToonFigure {
  const made = figures.get(person);
  if (!made) throw new Error(`no figure for ${person}`);
  return made;
}

/**
 * The face's form (./faceForm.ts) painted on the tuned man's reshaped mesh over a flat skin of
 * 0.6, lit from the left, with its brightness read at a point.
 */
function formOnFlatSkin(sculptedNose: boolean): {
  face: XY[];
  unit: number;
  lumaAt: (at: XY) => number;
  redAt: (at: XY) => number;
} {
  const { face, toon } = figure('man');
  const size = toon.width;
  const picture = createRgb(size, size);
  picture.data.fill(0.6);
  const within: Grey = { width: size, height: size, data: new Float32Array(size * size).fill(1) };
  paintFaceForm(picture, face, {
    keyFromLeft: true,
    shade: 1,
    highlight: 1,
    ink: 0,
    shadow: [0.6, 0.4, 0.35],
    inkColour: [0.1, 0.05, 0.05],
    within,
    face: within,
    sculptedNose,
  });
  const lumaAt = ([x, y]: XY): number => {
    const p = (Math.round(y) * size + Math.round(x)) * 3;
    return 0.299 * picture.data[p] + 0.587 * picture.data[p + 1] + 0.114 * picture.data[p + 2];
  };
  // How much redder than green a point is (the skin's flush): 0 on the flat grey skin.
  const redAt = ([x, y]: XY): number => {
    const p = (Math.round(y) * size + Math.round(x)) * 3;
    return picture.data[p] - picture.data[p + 1];
  };
  return { face, unit: distance(face[33], face[263]), lumaAt, redAt };
}

/** Pixels of the outline's ramp (neither in nor out) per pixel of outline crossed along rows: its width in pixels. */
function rampWidth(silhouette: Grey): number {
  const { width, height, data } = silhouette;
  let ramp = 0;
  let crossings = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 1; x < width; x++) {
      const i = y * width + x;
      if (data[i] > 0.05 && data[i] < 0.95) ramp++;
      if (data[i] >= 0.5 !== data[i - 1] >= 0.5) crossings++;
    }
  }
  // Vertical crossings too: a shoulder's edge is near level, and crossed along rows only at its ends.
  for (let x = 0; x < width; x++)
    for (let y = 1; y < height; y++) if (data[y * width + x] >= 0.5 !== data[(y - 1) * width + x] >= 0.5) crossings++;
  return ramp / Math.max(1, crossings / Math.SQRT2);
}

/** How far the figure reaches past the face's oval on each side, at most, from the ears' top to the jaw's corners, in eye spans. */
function pastTheCheeks({ masses, face }: ToonFigure): { left: number; right: number } {
  const { width, height } = masses.silhouette;
  const oval = fillPolygon(outline(face, FACE_OVAL), width, height);
  const unit = distance(face[33], face[263]);
  const eyes = (face[33][1] + face[263][1]) / 2;
  const jaw = (face[172][1] + face[397][1]) / 2;
  let left = 0;
  let right = 0;
  for (let y = Math.round(eyes + unit * 0.3); y < Math.round(jaw - unit * 0.05); y++) {
    const row = (data: Float32Array): number[] => {
      const xs: number[] = [];
      for (let x = 0; x < width; x++) if (data[y * width + x] > 0.5) xs.push(x);
      return xs;
    };
    const figureXs = row(masses.silhouette.data);
    const ovalXs = row(oval.data);
    if (!figureXs.length || !ovalXs.length) continue;
    left = Math.max(left, (ovalXs[0] - figureXs[0]) / unit);
    right = Math.max(right, (figureXs[figureXs.length - 1] - ovalXs[ovalXs.length - 1]) / unit);
  }
  return { left, right };
}

/** The share of the band above the raised forehead (the crown's middle third, a tenth of the face's height deep) that is hair. */
function hairOverCrown({ masses, face }: ToonFigure): number {
  const { width, height } = masses.hair;
  const raised = fillPolygon(foreheadRaised(face), width, height);
  const xs = face.map((p) => p[0]);
  const left = Math.min(...xs);
  const right = Math.max(...xs);
  const faceHeight = distance(face[10], face[152]);
  let all = 0;
  let hair = 0;
  for (let x = Math.round(left + (right - left) / 3); x < Math.round(right - (right - left) / 3); x++) {
    let top = 0;
    while (top < height && raised.data[top * width + x] === 0) top++;
    for (let y = Math.max(0, Math.round(top - faceHeight * 0.1)); y < top; y++) {
      all++;
      hair += masses.hair.data[y * width + x];
    }
  }
  return all ? hair / all : 0;
}

/**
 * On each side (image left, right), the share of the temple's rows (from half an eye distance
 * above the eyes to a sixth above them) where the pixel 0.04 face widths inside the face oval's
 * edge is hair: the hair's masses wrapping the head over the oval's edge, not an oval pasted on them.
 */
function hairOverTemples({ masses, face }: ToonFigure): { left: number; right: number } {
  const { width } = masses.face;
  const unit = distance(face[33], face[263]);
  const eyes = (face[33][1] + face[263][1]) / 2;
  const oval = outline(face, FACE_OVAL).map(([x]) => x);
  const inset = Math.round((Math.max(...oval) - Math.min(...oval)) * 0.04);
  const hairs = [0, 0];
  let rows = 0;
  for (let y = Math.round(eyes - unit * 0.5); y < Math.round(eyes - unit * 0.17); y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++)
      if (masses.face.data[y * width + x] >= 0.5) {
        if (first < 0) first = x;
        last = x;
      }
    if (first < 0) continue;
    rows++;
    if (masses.hair.data[y * width + first + inset] > 0.5) hairs[0]++;
    if (masses.hair.data[y * width + last - inset] > 0.5) hairs[1]++;
  }
  return { left: rows ? hairs[0] / rows : 0, right: rows ? hairs[1] / rows : 0 };
}

/** The painted eyes' widths (columns holding paint), right eye over left eye, on a grey picture the size of the figure's. */
function paintedEyeWidths(mesh: readonly XY[], size: number, sameSize: boolean): number {
  const picture = createRgb(size, size);
  picture.data.fill(0.5);
  paintToonEyes(picture, mesh, {
    iris: 0.33,
    open: 0.5,
    catchlight: 'window',
    lashes: 0,
    line: [0.1, 0.05, 0.05],
    sameSize,
  });
  const middle = (mesh[133][0] + mesh[362][0]) / 2;
  const columns = (from: number, to: number): number => {
    let count = 0;
    for (let x = Math.max(0, from); x < Math.min(size, to); x++) {
      for (let y = 0; y < size; y++) {
        const p = (y * size + x) * 3;
        if (Math.abs(picture.data[p] - 0.5) + Math.abs(picture.data[p + 2] - 0.5) > 0.1) {
          count++;
          break;
        }
      }
    }
    return count;
  };
  const a = Math.round(Math.min(mesh[33][0], mesh[263][0]) - size * 0.1);
  const b = Math.round(Math.max(mesh[33][0], mesh[263][0]) + size * 0.1);
  const first = columns(a, Math.round(middle));
  const second = columns(Math.round(middle), b);
  return Math.max(first, second) / Math.max(1, Math.min(first, second));
}

describe('the 3D toons draw a clean figure', () => {
  it('the outline is crisp: its antialiased ramp about a pixel or two wide, not a soft halo', () => {
    for (const person of PEOPLE) {
      // Before: 7.6 (woman), 12.4 (man), 7.8 (older man) pixels of ramp for each pixel of outline; now 1.5–2.6.
      expect(rampWidth(figure(person).masses.silhouette), person).toBeLessThan(3);
    }
  });

  it('beside the cheeks of a head without long hair the figure is the mesh oval: no ear or lump bulging out, alike on both sides', () => {
    for (const person of ['man', 'older-man']) {
      const { left, right } = pastTheCheeks(figure(person));
      // Before: the man's ear 0.13 eye spans past his cheek on the left, 0.10 on the right; now 0.02.
      expect(left, person).toBeLessThan(0.08);
      expect(right, person).toBeLessThan(0.08);
    }
  });

  it("the hair's masses wrap the head: they come over the face oval's edge at both temples", () => {
    for (const person of PEOPLE) {
      const { left, right } = hairOverTemples(figure(person));
      // Before: none on either side (the oval always skin, pasted over the hair: the woman's
      // right temple a sliver of hair with a wedge-shaped notch). Now the woman 0.09 and 0.78,
      // the man 0.59 and 0.70, the older man 0.51 and 0.01 (short hair beside one temple only).
      expect(Math.max(left, right), person).toBeGreaterThan(0.5);
      if (person === 'man') expect(Math.min(left, right), person).toBeGreaterThan(0.5);
    }
  });

  it('a man with short hair keeps a cap of hair over the crown, never a bald pate', () => {
    for (const person of ['man', 'older-man']) {
      expect(figure(person).masses.hairColour, person).not.toBeNull();
      // Before: the older man's crown 0.23 hair, the rest skin; now all hair.
      expect(hairOverCrown(figure(person)), person).toBeGreaterThan(0.8);
    }
  });

  it('glasses are drawn for the men who wear them, a dark frame or a light metal one, and for nobody else', () => {
    const frame = (person: string): ReturnType<typeof glassesFrame> => {
      const portrait = portraits.get(person);
      if (!portrait) throw new Error(`no portrait for ${person}`);
      return glassesFrame(portrait.picture, portrait.mesh);
    };
    // Before: the bald man's frame was painted over with skin and lost.
    expect(frame('bald-man')).toBe('dark');
    // The tuned man's thin gold frame is lighter than his skin across the nose (a light bar 9.1
    // grey levels over the skin beside it, a dark one 0): before the twentieth stop it was not
    // seen, and the panel read "no glasses".
    expect(frame('man')).toBe('light');
    for (const person of ['woman', 'older-man', 'dark-man']) expect(frame(person), person).toBeNull();
  });

  it("a toon's short neck: chin to collar about 0.3 of the face's height, the shoulders raised to it", () => {
    for (const person of PEOPLE) {
      const { masses, face } = figure(person);
      // Before: 0.38 (woman), 0.43 (man), 0.40 (older man): a blind panel read 'long neck' on every face.
      const neck = collarDepth(masses.skin, face);
      expect(neck, person).toBeLessThan(0.35);
      expect(neck, person).toBeGreaterThan(0.22);
    }
  });

  it("both eyes are painted at one size, a turned face's far eye too", () => {
    const { face, toon } = figure('woman');
    // Without: the woman's near eye painted 1.7× as wide as her far one.
    expect(paintedEyeWidths(face, toon.width, false)).toBeGreaterThan(1.3);
    expect(paintedEyeWidths(face, toon.width, true)).toBeLessThan(1.06);
  });

  it("a smiling man's hair is his own: the head of someone under his chin is not drawn as long hair", () => {
    const { masses, face } = figure('dark-man');
    const { width, height } = masses.hair;
    const chin = face[152][1] + distance(face[33], face[263]) * 0.2;
    let below = 0;
    for (let y = Math.ceil(chin); y < height; y++) for (let x = 0; x < width; x++) below += masses.hair.data[y * width + x];
    // Before: hair fell to the frame's bottom beside his neck (the other person's dark head); now none.
    expect(below / width).toBeLessThan(0.5);
  });

  it('the nose has form: a shaded side, nostrils darker and a tip brighter than the skin round them', () => {
    const { face, unit, lumaAt } = formOnFlatSkin(false);
    const nostril = (wing: number): XY => [
      face[wing][0] + (face[2][0] - face[wing][0]) * 0.45,
      face[wing][1] + (face[2][1] - face[wing][1]) * 0.45,
    ];
    // Before: a flat skin with only a faint shadow under the tip ("no nose").
    expect(lumaAt(nostril(98))).toBeLessThan(0.5);
    expect(lumaAt(nostril(327))).toBeLessThan(0.5);
    expect(lumaAt([face[4][0] - unit * 0.02, face[4][1] - unit * 0.015])).toBeGreaterThan(0.65);
    // Lit from the left: the bridge's right side in shade, its left side not.
    const shaded = lumaAt([face[195][0] + unit * 0.075, face[195][1]]);
    const lit = lumaAt([face[195][0] - unit * 0.075, face[195][1]]);
    expect(shaded).toBeLessThan(lit - 0.08);
  });

  it("pixar's sculpted nose casts a soft shadow under its tip onto the upper lip", () => {
    const { face, unit, lumaAt } = formOnFlatSkin(true);
    // Under the tip, against the upper lip a fifth of the eye distance to the key's side at that row.
    const [x, y] = face[2];
    const under = lumaAt([x, y + unit * 0.045]);
    const beside = lumaAt([x - unit * 0.2, y + unit * 0.045]);
    // Before: nothing under the tip, 0.60 as beside it (the panel's "blurred smear"); then 0.45,
    // now 0.53.
    expect(under).toBeLessThan(beside - 0.06);
    // Only under the tip: below the nose's wings it is the skin round it. As wide as the
    // nostrils it read as a moustache on the brunette and the smiling woman: 0.58 and 0.52 below
    // the wings then, 0.598 and 0.590 now.
    for (const wing of [98, 327]) expect(lumaAt([face[wing][0], y + unit * 0.045])).toBeGreaterThan(beside - 0.015);
  });

  it("pixar's face has a render's form: the brow's shade on the socket under it, and warm cheeks and nose tip", () => {
    const { face, unit, lumaAt, redAt } = formOnFlatSkin(true);
    const [x, y] = face[52];
    const forehead: XY = [x, y - unit * 0.3];
    // Under the brow's middle, above the eye: as light as the forehead on main (the panel's "flat
    // and washed out"); now 0.053 darker.
    expect(lumaAt([x, y + unit * 0.07])).toBeLessThan(lumaAt(forehead) - 0.03);
    // The cheeks' apples and the nose's tip flushed, red over green above the forehead's: now
    // 0.035 and 0.041 on the cheeks, 0.019 on the tip under its highlight.
    for (const apple of [face[50], face[280]]) expect(redAt(apple)).toBeGreaterThan(redAt(forehead) + 0.025);
    expect(redAt(face[4])).toBeGreaterThan(redAt(forehead) + 0.012);
  });

  it(
    'a beard is laid as thick as it is dark: stubble round the mouth a veil, a dark moustache and goatee solid',
    async () => {
      /** The beard's mean opacity round the mouth (the lips' outline grown 1.8×, less the lips). */
      const roundMouth = ({ soft, face, tone }: ToonFigure): number => {
        const beard = findBeard(soft, face, tone);
        if (!beard) throw new Error('no beard found');
        const near = fillPolygon(scaled(outline(face, LIPS), 1.8), soft.width, soft.height);
        const lips = fillPolygon(scaled(outline(face, LIPS), 1.15), soft.width, soft.height);
        let sum = 0;
        let count = 0;
        for (let i = 0; i < near.data.length; i++) {
          if (near.data[i] < 0.5 || lips.data[i] > 0) continue;
          sum += beard.mask.data[i];
          count++;
        }
        return sum / count;
      };
      // Before: the older man's grey stubble (0.88 of the skin's lightness) laid solid, 0.62 round
      // his mouth ("a heavy full beard hiding the mouth"); now 0.31. The bald man's dark moustache
      // and goatee stay as they were (0.57).
      expect(roundMouth(figure('older-man'))).toBeLessThan(0.4);
      const bald = portraits.get('bald-man');
      if (!bald) throw new Error('no portrait for bald-man');
      expect(roundMouth(await toonFigure(bald, PIXAR_SHAPE, true))).toBeGreaterThan(0.5);
    },
    SLOW,
  );

  it('finds no beard on a clean-shaven man in a black-and-white photo', () => {
    // A grey photo has no chroma: read against a grey skin every pixel of the lower face was
    // "greyer than the skin", so any man was given a beard (a veil over his whole lower face).
    const { soft, face, tone } = figure('man');
    expect(findBeard(soft, face, tone)).toBeNull();
    const grey = cloneRgb(soft);
    for (let p = 0; p < grey.data.length; p += 3) {
      const value = 0.299 * grey.data[p] + 0.587 * grey.data[p + 1] + 0.114 * grey.data[p + 2];
      grey.data.fill(value, p, p + 3);
    }
    const greyTone = 0.299 * tone[0] + 0.587 * tone[1] + 0.114 * tone[2];
    expect(findBeard(grey, face, [greyTone, greyTone, greyTone])).toBeNull();
  });

  it(
    "a bearded man's grey hairs beside his closed mouth are not teeth; a grin's teeth are",
    async () => {
      const teethAt = async (person: string, seed: number): Promise<boolean> => {
        const { bytes, faces } = await photoOfPerson(person);
        const ready = await prepared(bytes, faces);
        const portrait = await alignFace(ready.photo, ready.faces![0], headAndShoulders(createRandom(seed)));
        const { soft, face, tone } = await toonFigure(portrait, PIXAR_SHAPE, true);
        return findTeeth(soft, face, tone) !== null;
      };
      // Before: the older man framed as at seed 2 had two white ovals beside his mouth, one on
      // his moustache and one under his lip (none of a box across the mouth's middle); the dark
      // man's grin fills 0.3 of it.
      expect(await teethAt('older-man', 2)).toBe(false);
      expect(await teethAt('dark-man', 2)).toBe(true);
    },
    SLOW,
  );
});
