// Where a sitter's hair is, for a print that inks it as one flat black mass: its colour read
// just above the forehead and beside the temples (from the face mesh), then the pixels of about
// that colour round the head (and down beside the neck, for long hair) that join the head,
// cleaned into smooth areas. A head whose "hair" reads as its own skin (bald, shaved) or whose
// samples do not agree (the wall behind a short crop) has none.
import type { Face } from '../../types';
import { labColour, rgbToLab } from '../shared/colour';
import { eyeSpan } from '../shared/faceParts';
import type { Rgb } from '../shared/raster';
import { dropSmallAreas, fillHoles, keepJoined } from './blocks';
import { cleanLabelsNear } from './cleanNear';
import { neckMask } from './figure';
import { median } from '../shared/median';

/** Samples within this CIELAB distance of their median count as the hair's colour. */
const AGREE = 16;
/** The share of samples that must agree for the head to have hair. */
const AGREEING = 0.5;
/** A hair colour this close to the cheeks' is skin (a bald head, a shaved one). */
const SKIN_LIKE = 14;

type Lab = [number, number, number];

function labAt(picture: Rgb, x: number, y: number): Lab {
  const { width, height, data } = picture;
  const px = Math.min(width - 1, Math.max(0, Math.round(x)));
  const py = Math.min(height - 1, Math.max(0, Math.round(y)));
  const p = (py * width + px) * 3;
  const lab: Lab = [0, 0, 0];
  rgbToLab(data[p], data[p + 1], data[p + 2], lab);
  return lab;
}

function medianLab(samples: readonly Lab[]): Lab {
  return [median(samples.map((s) => s[0])), median(samples.map((s) => s[1])), median(samples.map((s) => s[2]))];
}

const distance = (a: Lab, b: Lab): number => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The head's hair colour and its skin's, or undefined when the samples say there is no hair to tell. */
function hairColour(picture: Rgb, face: Face): { hair: Lab; skin: Lab } | undefined {
  const { mesh } = face;
  const top = mesh[10];
  const chin = mesh[152];
  const faceHeight = Math.hypot(chin[0] - top[0], chin[1] - top[1]);
  const span = eyeSpan(face);
  const samples: Lab[] = [];
  for (let k = -3; k <= 3; k++)
    for (const up of [0.08, 0.13, 0.18]) samples.push(labAt(picture, top[0] + k * span * 0.14, top[1] - faceHeight * up));
  // Beside the temples, just outside the face's oval.
  for (const [index, side] of [
    [54, -1],
    [284, 1],
    [127, -1],
    [356, 1],
  ] as const) {
    const [x, y] = mesh[index];
    samples.push(labAt(picture, x + side * span * 0.12, y));
  }
  const colour = medianLab(samples);
  const agreeing = samples.filter((s) => distance(s, colour) < AGREE).length;
  if (agreeing < samples.length * AGREEING) return undefined;
  const cheeks = medianLab([50, 280, 101, 330].map((index) => labAt(picture, mesh[index][0], mesh[index][1])));
  return distance(colour, cheeks) < SKIN_LIKE ? undefined : { hair: colour, skin: cheeks };
}

/**
 * 1 where the hair of `faces` is in `picture` (a smoothed photo, in the faces' pixels), never on
 * `face` (the face's own print area).
 */
export function hairMask(picture: Rgb, faces: readonly Face[], face: Uint8Array): Uint8Array {
  const { width, height } = picture;
  const hair = new Uint8Array(width * height);
  const lab: Lab = [0, 0, 0];
  const neck = neckMask(faces, width, height);
  for (const one of faces) {
    const colours = hairColour(picture, one);
    if (!colours) continue;
    const { hair: colour, skin } = colours;
    const { mesh } = one;
    const xs = mesh.map((p) => p[0]);
    const ys = mesh.map((p) => p[1]);
    const faceWidth = Math.max(...xs) - Math.min(...xs);
    const faceHeight = Math.max(...ys) - Math.min(...ys);
    const cx = (Math.max(...xs) + Math.min(...xs)) / 2;
    const cy = (Math.max(...ys) + Math.min(...ys)) / 2;
    // The head's ellipse, and below the ears a band beside the neck down to the shoulders
    // where long hair falls.
    const rx = faceWidth * 0.85;
    const ry = faceHeight * 0.85;
    const headCy = cy - faceHeight * 0.12;
    const bottom = Math.min(height - 1, Math.round(cy + faceHeight * 1.4));
    for (let y = Math.max(0, Math.floor(headCy - ry)); y <= bottom; y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x <= Math.min(width - 1, Math.ceil(cx + rx)); x++) {
        const s = (x - cx) / rx;
        const t = (y - headCy) / ry;
        if (s * s + t * t > 1 && (y < headCy || Math.abs(s) > 0.95)) continue;
        // Under the jaw, the neck is the neck (fair hair and a shaded neck look alike).
        if (neck[y * width + x]) continue;
        const i = y * width + x;
        if (face[i]) continue;
        const p = i * 3;
        rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
        // Lightness counts less: hair has its lit strands and shadows of one colour.
        const d = Math.hypot((lab[0] - colour[0]) * 0.45, lab[1] - colour[1], lab[2] - colour[2]);
        // Nearer the hair's colour than the skin's (fair hair and a cheek beyond the mesh's
        // oval differ by little but that).
        if (d < AGREE + 6 && distance(lab, colour) < distance(lab, skin)) hair[i] = 1;
      }
    }
  }
  // Smooth, solid areas, as a carved block's; only what joins a head is kept (joinsHead).
  const radius = Math.max(1, Math.round(Math.max(width, height) / 300));
  const cleaned = cleanLabelsNear(hair, width, height, radius, 2);
  // A lock is a mass, not a dab: a dark shadow beside the face (an eye's corner, a jaw's
  // shade) is no hair.
  const span = Math.max(...faces.map(eyeSpan), 0);
  const masses = dropSmallAreas(joinsHead(cleaned, faces, face, width), width, height, (span * 0.6) ** 2);
  return fillHoles(masses, width, height, width * height * 0.01);
}

/** The parts of `mask` that touch a face's print area (or lie within a few pixels of it). */
function joinsHead(mask: Uint8Array, faces: readonly Face[], face: Uint8Array, width: number): Uint8Array {
  const reach = Math.max(1, Math.round(Math.max(...faces.map(eyeSpan), 0) * 0.05));
  const near = new Uint8Array(face.length);
  for (let i = 0; i < face.length; i++) {
    if (!face[i]) continue;
    // The face's rim, grown by `reach` across and down: where hair meets it.
    for (const offset of [-reach, reach, -reach * width, reach * width]) {
      const j = i + offset;
      if (j >= 0 && j < near.length) near[j] = 1;
    }
  }
  return keepJoined(mask, near, width);
}

/**
 * The colour the hair prints in: the hair's own median colour in `photo`, deepened as a
 * print's hair block is (black hair stays `black`, fair hair a deep ochre-brown, red a deep red).
 */
export function hairPrintColour(
  photo: Rgb,
  hair: Uint8Array,
  black: readonly [number, number, number],
): [number, number, number] {
  const samples: Lab[] = [];
  const lab: Lab = [0, 0, 0];
  for (let i = 0, p = 0; i < hair.length; i += 7, p += 21) {
    if (!hair[i]) continue;
    rgbToLab(photo.data[p], photo.data[p + 1], photo.data[p + 2], lab);
    samples.push([lab[0], lab[1], lab[2]]);
  }
  if (samples.length < 20) return [black[0], black[1], black[2]];
  const [l, a, b] = medianLab(samples);
  if (l < 30) return [black[0], black[1], black[2]];
  const [red, green, blue] = labColour(Math.min(46, 10 + l * 0.55), a * 0.8, b * 0.8);
  return [red, green, blue];
}
