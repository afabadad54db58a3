// Shared pieces of the drawn scenes: the face's measurements a scene is fitted to, colour
// helpers, and the parts several scenes draw (a neck, a torso, a necklace; the jacket is jacket.ts).
import type { Random } from '../../shared/random';

/** Where the aligned face is in the scene, and its colours, for fitting the drawing to it. */
export interface SceneFace {
  size: number;
  /** The face oval's bounding box. */
  left: number;
  top: number;
  right: number;
  bottom: number;
  centreX: number;
  /** Chin and the jaw's corners (where a neck starts). */
  chin: readonly [number, number];
  jawLeft: readonly [number, number];
  jawRight: readonly [number, number];
  /** The eyes' centres: the subject's right (left in the picture), then left. */
  eyes: readonly [readonly [number, number], readonly [number, number]];
  /** The mesh's face oval, hairline to chin, clockwise in the picture (landmarks.ts FACE_OVAL). */
  outline: readonly (readonly [number, number])[];
  /**
   * Both eyes' lid outlines (landmarks.ts RIGHT_EYE, then LEFT_EYE): on a turned face the far eye's
   * corner lies outside `outline`, so a frame round the face that must not cut an eye reads these.
   */
  eyeLids: readonly (readonly [number, number])[];
  /** '#rrggbb' colours sampled from the photo. */
  skin: string;
  skinShade: string;
  /** The photo's neck just below the chin (the face's skin, shaded, when that is not skin). */
  neck: string;
  /** The person's neck width in pixels (measured in the photo, or from the jaw's). */
  neckWidth: number;
}

export interface SceneDrawing {
  /** SVG drawn behind the face. */
  back: string;
  /** SVG drawn over the photo's face and neck but under the props: clothes. */
  middle?: string;
  /** SVG drawn over it (helmet glass, a lectern, a frame); transparent elsewhere. */
  front: string;
  /** Where the photo's own neck has faded out (the collar or neckline), when the scene shows one. */
  neckTo?: number;
  /**
   * Where the photo shows besides the face's cut-out oval (a polygon, in pixels): a frame opened
   * wider than the mesh's oval (the robot's round a turned face's far eye) shows the photo there,
   * not the backdrop.
   */
  reveal?: readonly (readonly [number, number])[];
  /**
   * The highest row (pixels) the drawing needs seen: the camera's move over the finished scene
   * (reframePicture) keeps it in view. The robot's antenna tips, cut by the picture's top on a
   * close shot, read as "bulbs cut off by the top edge".
   */
  keepFrom?: number;
}

export function svg(size: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${body}</svg>`;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  return items[random.below(items.length)];
}

/** A number with two decimals, for compact SVG. */
export function n(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

/** '#rrggbb' from 0–1 channels. */
export function toHex(r: number, g: number, b: number): string {
  const part = (v: number): string =>
    Math.round(Math.min(1, Math.max(0, v)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

/** '#rrggbb' moved `amount` (0–1) of the way towards another '#rrggbb'. */
export function mix(colour: string, towards: string, amount: number): string {
  const channel = (code: string, k: number): number => parseInt(code.slice(1 + k * 2, 3 + k * 2), 16) / 255;
  const at = (k: number): number => channel(colour, k) + (channel(towards, k) - channel(colour, k)) * amount;
  return toHex(at(0), at(1), at(2));
}

/**
 * A neck from under the jaw down to the collar, behind the photo's own neck (which fades into
 * it): in the chin's shadow at its top (which also hides where the face's cut edge ends), shaded
 * at its sides, its edges softened so no flat shape shows.
 */
export function neck(face: SceneFace, collarY: number, id: string): string {
  const width = face.neckWidth;
  const jaw = Math.abs(face.jawRight[0] - face.jawLeft[0]);
  // Under the jaw's middle (a turned face's chin is off it), its top narrow enough to stay
  // hidden behind the jaw, full width just below the chin, flaring into the shoulders.
  const cx = (face.chin[0] + (face.jawLeft[0] + face.jawRight[0]) / 2) / 2;
  const h = face.bottom - face.top;
  const top = face.chin[1] - h * 0.3;
  const topHalf = Math.min(width / 2, jaw * 0.34);
  const half = width / 2;
  const full = face.chin[1] + h * 0.06;
  const shape = `M${n(cx - topHalf)} ${n(top)} L${n(cx + topHalf)} ${n(top)} C${n(cx + half)} ${n(full - h * 0.1)}, ${n(cx + half)} ${n(full)}, ${n(cx + half)} ${n(full)} C${n(cx + half)} ${n(collarY - h * 0.12)}, ${n(cx + half * 1.1)} ${n(collarY - h * 0.04)}, ${n(cx + half * 1.35)} ${n(collarY)} L${n(cx - half * 1.35)} ${n(collarY)} C${n(cx - half * 1.1)} ${n(collarY - h * 0.04)}, ${n(cx - half)} ${n(collarY - h * 0.12)}, ${n(cx - half)} ${n(full)} C${n(cx - half)} ${n(full)}, ${n(cx - half)} ${n(full - h * 0.1)}, ${n(cx - topHalf)} ${n(top)} Z`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${mix(face.neck, '#000000', 0.25)}"/><stop offset="0.3" stop-color="${mix(face.neck, '#000000', 0.1)}"/><stop offset="0.65" stop-color="${face.neck}"/><stop offset="1" stop-color="${mix(face.neck, face.skin, 0.25)}"/></linearGradient>
<linearGradient id="${id}Sides" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${face.skinShade}" stop-opacity="0.8"/><stop offset="0.3" stop-color="${face.skinShade}" stop-opacity="0"/><stop offset="0.7" stop-color="${face.skinShade}" stop-opacity="0"/><stop offset="1" stop-color="${face.skinShade}" stop-opacity="0.8"/></linearGradient>
<filter id="${id}Soft" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${n(Math.max(1, width * 0.025))}"/></filter></defs>
<g filter="url(#${id}Soft)"><path d="${shape}" fill="url(#${id})"/><path d="${shape}" fill="url(#${id}Sides)"/></g>`;
}

/** The clothes' neck opening's half width: a little wider than the person's neck (`w` the face's width, widened). */
export function clothesNeckHalf(face: SceneFace, w: number): number {
  return Math.max(w * 0.3, face.neckWidth * 0.5 + w * 0.05);
}

/**
 * The outline of a torso from the neck down: trapezius slopes to rounded shoulders, then the
 * arms straight down out of the picture. `neckY` is the base of the neck; `shoulders` how far
 * each shoulder reaches from the middle, in the face's widths.
 */
export function torso(face: SceneFace, neckY: number, widen = 1, shoulders = 1.18): string {
  const s = face.size;
  const cx = face.chin[0];
  const w = (face.right - face.left) * widen;
  const neckHalf = clothesNeckHalf(face, w);
  // By default shoulders about two and a half faces wide (the robot's); the dressed scenes pass
  // the wearer's own (outfit.ts): at 2.36 faces the tenth panel saw a bobblehead.
  const shoulder = w * shoulders;
  // The trapezius falls about a fifth of the face's width over half of it: shoulders, not a box;
  // wider shoulders fall further, at the same slope (a flat line across them reads as a box).
  const shoulderY = neckY + w * (0.5 + 0.35 * Math.max(0, shoulders - 1.18));
  return `M${n(cx - shoulder - w * 0.12)} ${s} L${n(cx - shoulder - w * 0.08)} ${n(shoulderY + w * 0.35)} C${n(cx - shoulder - w * 0.06)} ${n(shoulderY - w * 0.05)}, ${n(cx - shoulder + w * 0.1)} ${n(shoulderY - w * 0.1)}, ${n(cx - shoulder + w * 0.35)} ${n(shoulderY - w * 0.2)} C${n(cx - neckHalf - w * 0.25)} ${n(neckY + w * 0.02)}, ${n(cx - neckHalf - w * 0.05)} ${n(neckY)}, ${n(cx - neckHalf)} ${n(neckY - w * 0.04)} L${n(cx + neckHalf)} ${n(neckY - w * 0.04)} C${n(cx + neckHalf + w * 0.05)} ${n(neckY)}, ${n(cx + neckHalf + w * 0.25)} ${n(neckY + w * 0.02)}, ${n(cx + shoulder - w * 0.35)} ${n(shoulderY - w * 0.2)} C${n(cx + shoulder - w * 0.1)} ${n(shoulderY - w * 0.1)}, ${n(cx + shoulder + w * 0.06)} ${n(shoulderY - w * 0.05)}, ${n(cx + shoulder + w * 0.08)} ${n(shoulderY + w * 0.35)} L${n(cx + shoulder + w * 0.12)} ${s} Z`;
}

/** A necklace lying on the skin below the collar line: a string of pearls, or a fine chain with a pendant. */
export function necklace(face: SceneFace, y: number, kind: 'pearls' | 'pendant' | 'none', spread = 0.3): string {
  const cx = face.chin[0];
  const w = face.right - face.left;
  if (kind === 'none') return '';
  if (kind === 'pendant') {
    return `<path d="M${n(cx - w * spread)} ${n(y)} Q${n(cx)} ${n(y + w * 0.34)} ${n(cx + w * spread)} ${n(y)}" stroke="#e8cf86" stroke-width="${n(Math.max(1, w * 0.008))}" fill="none"/>
<path d="M${n(cx)} ${n(y + w * 0.16)} l${n(w * 0.025)} ${n(w * 0.035)} l${n(-w * 0.025)} ${n(w * 0.035)} l${n(-w * 0.025)} ${n(-w * 0.035)} Z" fill="#dff3ff" stroke="#c9a14a" stroke-width="1"/>`;
  }
  return Array.from({ length: 11 }, (_, k) => {
    const t = (k - 5) / 5;
    return `<circle cx="${n(cx + t * w * spread)}" cy="${n(y + (1 - t * t) * w * 0.15)}" r="${n(w * 0.02)}" fill="#f5f5ff" stroke="#b9bccc" stroke-width="1"/>`;
  }).join('');
}

/** What a jacket is worn with: its cloth, what is under it, and the tie (../scenes/outfit.ts). */
export interface Tailoring {
  cloth: string;
  clothLight: string;
  under: string;
  neckline: 'collar' | 'open' | 'round';
  tie: 'bow' | 'long' | 'none';
  tieColour: string;
  /** How far each shoulder reaches from the middle, in the face's widths (torso). */
  shoulders: number;
}
