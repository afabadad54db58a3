// Hair hanging beside the face below the eyes (headShape.ts hangingHair). The envelope's allowance
// below the eyes narrows to the oval's own width halfway to the chin, to cut collars, necks and
// ponytails; with it went long hair hanging beside the cheeks, and a long-haired head came out a
// short helmet or dome (the blonde's "bald blond dome", issue 36). Measured on the cut-out as
// clip.ts makes it for celebrity at seed 1, on the rows from halfway between the eyes and the chin
// down to the chin, beside asian-woman's left cheek: main kept 0 px there; kept, 2875 px nearer
// her hair's colour than her skin's and 60 nearer the skin, reaching 0.36 of the face's width out
// at its widest and coming in to 0.09 and then 0 over its last rows (a rounded end). The man's
// neck below his ears and the woman's nape behind her jaw stay cut (0 px, as on main), and so
// does the dark man's ear in president at seed 2 (framed as the gallery frames it), which with the
// wall behind his cheek stood 0.3 of his face out down to 0.6 of the way to his chin: kept as
// hanging hair at first (619 px, "an elephant's ear"), 0 since hair must reach 0.7 of the way.
import { describe, expect, it } from 'vitest';
import { alignedPerson, framedPerson } from '../../../testing/people';
import { rgbToLab } from '../../shared/colour';
import { createGrey, type Grey, type Rgb, unionInto } from '../../shared/raster';
import { CHIN, eyeLineY, FACE_OVAL, faceFrame, outline, type XY } from '../landmarks';
import { faceOvalMask } from '../masks';
import { personMatte } from '../personMatte';
import type { AvatarStyle } from '../style';
import { celebrity } from './celebrity';
import { FACE_CUT, headCut } from './headCut';
import { headShape, ovalRow } from './headShape';
import { photoPresent } from './photoPresent';
import { president } from './president';

const SLOW = 300_000;

/** Lab distance with lightness counted half. */
function apart(a: readonly number[], b: readonly number[]): number {
  return Math.hypot((a[0] - b[0]) * 0.5, a[1] - b[1], a[2] - b[2]);
}

function labAt(picture: Rgb, i: number): number[] {
  const out: [number, number, number] = [0, 0, 0];
  rgbToLab(picture.data[i * 3], picture.data[i * 3 + 1], picture.data[i * 3 + 2], out);
  return out;
}

/**
 * The cut-out's pixels beside the face's oval (more than 0.05 of the face's width out from it)
 * on the rows from halfway between the eyes and the chin down to the chin, on one side (-1 the
 * picture's left), split by colour: nearer the hair's (the photo above the eyes, off the oval)
 * or the skin's (the cheeks). Also, per row, how far out the cut-out reaches beyond the oval.
 */
async function besideCheeks(person: string, side: -1 | 1, framed?: { style: AvatarStyle; seed: number }) {
  const { picture, mesh, beyond } = framed
    ? (await framedPerson(person, framed.style, framed.seed)).portrait
    : await alignedPerson(person, celebrity, 1);
  const size = picture.width;
  const oval = faceOvalMask(mesh, size, FACE_CUT);
  const head = headCut(await personMatte(picture, mesh), mesh, photoPresent(picture));
  const shaped = headShape(unionInto(createGrey(oval.width, oval.height), oval, head), mesh, size / 640, beyond);
  const { cx, top, faceWidth: w } = faceFrame(mesh);
  const chin = mesh[CHIN][1];
  const eyesY = eyeLineY(mesh);
  const median = (rows: number[][]): number[] =>
    [0, 1, 2].map((c) => rows.map((lab) => lab[c]).sort((a, b) => a - b)[Math.floor(rows.length / 2)]);
  const hairPx: number[][] = [];
  for (let y = Math.max(0, Math.round(top - (chin - top) * 0.3)); y < Math.round(eyesY); y++)
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      if (head.data[i] > 0.8 && oval.data[i] < 0.05) hairPx.push(labAt(picture, i));
    }
  const skinPx: number[][] = [];
  for (const k of [50, 280, 101, 330]) {
    const [sx, sy] = mesh[k];
    skinPx.push(labAt(picture, Math.round(sy) * size + Math.round(sx)));
  }
  const hair = median(hairPx);
  const skin = median(skinPx);
  const points = outline(mesh, FACE_OVAL);
  let hairy = 0;
  let skinny = 0;
  const reach: number[] = [];
  for (let y = Math.round((eyesY + chin) / 2); y < Math.round(chin); y++) {
    const row = ovalRow(points, y + 0.5);
    if (!row) continue;
    const edge = side < 0 ? row[0] : row[1];
    let far = 0;
    for (let x = 0; x < size; x++) {
      const out = side * (x + 0.5 - edge);
      if (out < w * 0.05 || shaped.data[y * size + x] < 0.5) continue;
      far = Math.max(far, out);
      const lab = labAt(picture, y * size + x);
      if (apart(lab, hair) < apart(lab, skin)) hairy++;
      else skinny++;
    }
    reach.push(far / w);
  }
  return { hairy, skinny, reach, w, cx };
}

/**
 * A drawn head on `mesh`: the face's oval, a skull above the eyes, and on each side in `sides`
 * (-1 the picture's left) a strip of hair hanging straight down beside the oval from the eyes,
 * its outer edge 0.25 of the face's width out from the oval's at the eyes, down to `to` of the
 * way from the eyes to the chin (1: to the chin, where headCut's fade stops the photo's hair).
 */
function drawnHead(mesh: readonly XY[], size: number, sides: readonly (-1 | 1)[], to = 1): Grey {
  const head = faceOvalMask(mesh, size, FACE_CUT);
  const { left, right, top, cx, faceWidth: w } = faceFrame(mesh);
  const chin = mesh[CHIN][1];
  const eyesY = eyeLineY(mesh);
  const points = outline(mesh, FACE_OVAL);
  const atEyes = ovalRow(points, eyesY) ?? [left, right];
  for (let y = 0; y < size; y++) {
    const row = ovalRow(points, Math.min(y + 0.5, chin - 0.5));
    for (let x = 0; x < size; x++) {
      const i = y * size + x;
      const skull = y + 0.5 >= top - w * 0.3 && y + 0.5 < eyesY && Math.abs(x + 0.5 - cx) < (right - left) / 2 + w * 0.25;
      const hangs =
        row !== undefined &&
        y + 0.5 >= eyesY &&
        y + 0.5 < eyesY + (chin - eyesY) * to &&
        sides.some((side) => {
          const out = side * (x + 0.5 - (side < 0 ? row[0] : row[1]));
          return out > -2 && side * (x + 0.5 - (side < 0 ? atEyes[0] : atEyes[1])) < w * 0.25;
        });
      if (skull || hangs) head.data[i] = 1;
    }
  }
  return head;
}

/** `head` with its rows from `from` of the way from the eyes to the chin down cleared, as a painted neck clears the photo's under the jaw (neckPaint.ts clearUnderJaw). */
function clearedBelow(head: Grey, mesh: readonly XY[], from: number): Grey {
  const chin = mesh[CHIN][1];
  const eyesY = eyeLineY(mesh);
  const cleared = { ...head, data: head.data.slice() };
  for (let y = Math.ceil(eyesY + (chin - eyesY) * from); y < head.height; y++)
    cleared.data.fill(0, y * head.width, (y + 1) * head.width);
  return cleared;
}

/** The cut-out's pixels more than 0.1 of the face's width beside the oval, on the lower half of the rows from the eyes to the chin, on one side. */
function besideJaw(shaped: Grey, mesh: readonly XY[], side: -1 | 1): number {
  const { faceWidth: w } = faceFrame(mesh);
  const chin = mesh[CHIN][1];
  const eyesY = eyeLineY(mesh);
  const points = outline(mesh, FACE_OVAL);
  let count = 0;
  for (let y = Math.round((eyesY + chin) / 2); y < Math.round(chin); y++) {
    const row = ovalRow(points, y + 0.5);
    if (!row) continue;
    for (let x = 0; x < shaped.width; x++)
      if (side * (x + 0.5 - (side < 0 ? row[0] : row[1])) > w * 0.1 && shaped.data[y * shaped.width + x] >= 0.5) count++;
  }
  return count;
}

describe('hair hanging beside the face', () => {
  it(
    'keeps hair hanging on both sides, and one side’s alone only when it ends by itself above the chin (a drawn cut-out)',
    async () => {
      // The smiling woman's hair on her left thinned by the photo's edge was dropped, her right
      // side's kept: a lump beside one cheek ending wherever the head's matte stops (readers: 0).
      // One side's hair running on to the chin: on main 2796 px kept beside the jaw, now 0. The
      // same cleared below 0.8 of the way, as a painted neck clears it: alone it reads as a bob
      // (1255 px, kept on main), told from one by the matte as it was (`whole`): now 0. One
      // side's bob ending by itself at 0.8 of the way stays, 1255 px (the first round's rule cut
      // every lone side to the other's length, here none). Both strips: 3274 and 2796 px.
      const { mesh, picture } = await alignedPerson('woman', celebrity, 1);
      const size = picture.width;
      const { faceWidth: w } = faceFrame(mesh);
      const both = headShape(drawnHead(mesh, size, [-1, 1]), mesh, size / 640);
      expect(besideJaw(both, mesh, -1)).toBeGreaterThan(w * w * 0.01);
      expect(besideJaw(both, mesh, 1)).toBeGreaterThan(w * w * 0.01);
      const long = drawnHead(mesh, size, [1]);
      const one = headShape(long, mesh, size / 640);
      expect(besideJaw(one, mesh, 1)).toBeLessThan(w * w * 0.002);
      expect(besideJaw(one, mesh, -1)).toBeLessThan(w * w * 0.002);
      const cleared = headShape(clearedBelow(long, mesh, 0.8), mesh, size / 640, undefined, long);
      expect(besideJaw(cleared, mesh, 1)).toBeLessThan(w * w * 0.002);
      const bob = drawnHead(mesh, size, [1], 0.8);
      expect(besideJaw(headShape(bob, mesh, size / 640), mesh, 1)).toBeGreaterThan(w * w * 0.005);
      expect(besideJaw(headShape(bob, mesh, size / 640, undefined, bob), mesh, 1)).toBeGreaterThan(w * w * 0.005);
    },
    SLOW,
  );

  it(
    'keeps the asian woman’s hair beside her left cheek down to the jaw, its end rounded',
    async () => {
      const { hairy, skinny, reach, w } = await besideCheeks('asian-woman', -1);
      // main: 0 hair-coloured px (the envelope cut all); kept, 2875 (against 354 here).
      expect(hairy).toBeGreaterThan(w * w * 0.01);
      expect(skinny).toBeLessThan(hairy * 0.25);
      // Rounded, not square: the reach over the band's last rows well under its widest.
      const rows = reach.filter((r) => r > 0);
      const widest = Math.max(...rows);
      expect(widest).toBeGreaterThan(0.15);
      expect(rows[rows.length - 1]).toBeLessThan(widest * 0.5);
    },
    SLOW,
  );

  it(
    'leaves the dark man’s ear, standing out to his cheek’s middle, an ear (president, seed 2)',
    async () => {
      const { hairy, skinny } = await besideCheeks('dark-man', -1, { style: president, seed: 2 });
      expect(hairy + skinny).toBeLessThan(50);
    },
    SLOW,
  );

  it(
    'leaves the neck below a short-haired man’s ear and the woman’s nape beside the jaw cut',
    async () => {
      for (const [person, side] of [
        ['man', -1],
        ['man', 1],
        ['woman', -1],
      ] as const) {
        const { hairy, skinny } = await besideCheeks(person, side);
        expect(hairy + skinny, `${person} ${side}`).toBeLessThan(50);
      }
    },
    SLOW,
  );
});
