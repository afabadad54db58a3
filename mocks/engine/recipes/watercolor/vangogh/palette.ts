// Van Gogh's colour: everything pushed to his blues and yellows, and round a sitter a ground
// of one of the colours of his self-portraits' backgrounds (the seed picks which), whose
// lightness rises and falls along the swirls so his rings of light and dark strokes show.
import type { Face } from '../../../types';
import { gaussianBlur } from '../../shared/blur';
import { labToRgb, rgbToLab } from '../../shared/colour';
import { createGrey, createRgb, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { bodyMask, headMask } from '../figure';

/** A background of one of his self-portraits, as CIELAB a, b and a lightness to lean to. */
export interface Ground {
  a: number;
  b: number;
  light: number;
}

/** Backgrounds of his self-portraits; consecutive ones differ in lightness as well as hue. */
const GROUNDS: readonly Ground[] = [
  // Saint-Rémy, 1889: pale blue-turquoise swirls.
  { a: -14, b: -22, light: 66 },
  // Paris, 1887: cobalt and ultramarine dashes.
  { a: 10, b: -42, light: 48 },
  // Paris, 1887: green and yellow-green.
  { a: -26, b: 22, light: 58 },
  // Arles, 1888: malachite green.
  { a: -30, b: 4, light: 50 },
];

/** Stronger colour, the blue–yellow axis (CIELAB b) most of all, and firmer contrast. */
export function blueAndYellow(picture: Rgb): Rgb {
  const result = createRgb(picture.width, picture.height);
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let p = 0; p < picture.data.length; p += 3) {
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    const l = 50 + (lab[0] - 50) * 1.12;
    // Darks lean to ultramarine, lights to chrome yellow.
    const b = lab[2] * 1.5 + (l - 50) * 0.4;
    labToRgb(l, lab[1] * 1.3, b, rgb);
    result.data[p] = rgb[0];
    result.data[p + 1] = rgb[1];
    result.data[p + 2] = rgb[2];
  }
  return result;
}

/** 1 away from every sitter (head, neck and shoulders, softened), 0 on them; 0 everywhere without a face. */
export function groundMask(faces: readonly Face[], width: number, height: number): Grey {
  const ground = createGrey(width, height);
  if (faces.length === 0) return ground;
  const head = headMask(faces, width, height);
  const body = bodyMask(faces, width, height);
  for (let i = 0; i < ground.data.length; i++) ground.data[i] = head[i] || body[i] ? 0 : 1;
  const span = Math.max(...faces.map(({ mesh }) => Math.hypot(mesh[33][0] - mesh[263][0], mesh[33][1] - mesh[263][1])));
  return gaussianBlur(ground, span * 0.45);
}

/** The sides the light comes from, in turn (radians): each seed's opposite or square to the next's. */
const LIGHTS = [0, Math.PI, Math.PI / 2, (3 * Math.PI) / 2].map((angle) => angle + Math.PI / 4);

const cycle = (seed: number, length: number): number => ((seed % length) + length) % length;

/**
 * The seed's ground and the side its light comes from, in turn, as Monet's hour is
 * (monet/light.ts hourOf): a run's results take consecutive seeds, so any two of them are set
 * on two grounds and lit from two sides. Drawn from the random stream, two seeds of a dark
 * face that fills the picture could fall on nearly the same light and read as twins.
 */
export function lightOf(seed: number): { ground: Ground; angle: number } {
  return { ground: GROUNDS[cycle(seed, GROUNDS.length)], angle: LIGHTS[cycle(seed, LIGHTS.length)] };
}

/**
 * The ground (`ground`: where it is, 0–1) turned towards one of his backgrounds (`colour`) by
 * `amount`, its lightness moved along `swirls` (0–1 noise) by up to `rings` L units either way.
 */
export function paintGround(picture: Rgb, ground: Grey, swirls: Grey, colour: Ground, amount: number, rings: number): void {
  const lab: [number, number, number] = [0, 0, 0];
  const rgb: [number, number, number] = [0, 0, 0];
  for (let i = 0, p = 0; i < ground.data.length; i++, p += 3) {
    if (ground.data[i] < 0.01) continue;
    rgbToLab(picture.data[p], picture.data[p + 1], picture.data[p + 2], lab);
    // Darks (hair beyond the head's outline, a dark coat) keep more of their own colour.
    const k = ground.data[i] * amount * smoothstep(12, 40, lab[0]);
    // The photo's light and dark kept, drawn towards the ground's own lightness.
    const wave = Math.sin(swirls.data[i] * Math.PI * 14);
    const l = lab[0] + (colour.light + (lab[0] - 50) * 0.45 - lab[0]) * k + wave * rings * ground.data[i];
    labToRgb(l, lab[1] + (colour.a - lab[1]) * k, lab[2] + (colour.b - lab[2]) * k, rgb);
    picture.data[p] = rgb[0];
    picture.data[p + 1] = rgb[1];
    picture.data[p + 2] = rgb[2];
  }
}

/**
 * The light from one side, the seed's (`angle`, radians, the way it comes from): the picture
 * lighter towards it and darker away from it by up to `strength` of each value, as his lamp-lit
 * and window-lit portraits are. Two seeds light the sitter from two sides: two pictures.
 */
export function sideLight(picture: Rgb, angle: number, strength: number): void {
  const { width, height, data } = picture;
  const [cx, cy] = [Math.cos(angle), Math.sin(angle)];
  const reach = Math.abs(cx) * width + Math.abs(cy) * height || 1;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const towards = (((x - width / 2) * cx + (y - height / 2) * cy) / reach) * 2;
      const t = Math.max(-1, Math.min(1, towards));
      const p = (y * width + x) * 3;
      // Towards the light the darks are lifted too (a lamp's glow falls on a dark coat and a
      // brown face as on a pale one), each colour in its own hue (a grey lift greys a skin);
      // away from it everything is darkened alike.
      if (t > 0) {
        const brightest = Math.max(0.05, data[p], data[p + 1], data[p + 2]);
        const gain = 1 + strength * t + (strength * 0.35 * t) / brightest;
        for (let c = 0; c < 3; c++) data[p + c] = Math.min(1, data[p + c] * gain);
      } else for (let c = 0; c < 3; c++) data[p + c] *= 1 + strength * t;
    }
}
