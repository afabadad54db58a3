// Shared pieces of the drawn scenes: the face's measurements a scene is fitted to, colour
// helpers, and the parts several scenes draw (a neck, hair, a suit).
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
  /** '#rrggbb' colours sampled from the photo. */
  skin: string;
  skinShade: string;
  hair: string;
}

export interface SceneDrawing {
  /** SVG drawn behind the face. */
  back: string;
  /** SVG drawn over it (helmet glass, a lectern, a frame); transparent elsewhere. */
  front: string;
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

/** A neck from under the jaw down to the collar, shaded under the chin. */
export function neck(face: SceneFace, collarY: number, id: string): string {
  const width = (face.jawRight[0] - face.jawLeft[0]) * 0.72;
  const cx = face.chin[0];
  const top = face.chin[1] - (face.bottom - face.top) * 0.25;
  const left = cx - width / 2;
  const right = cx + width / 2;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="${face.skinShade}"/><stop offset="0.45" stop-color="${face.skin}"/><stop offset="1" stop-color="${face.skin}"/></linearGradient></defs>
<path d="M${n(left)} ${n(top)} L${n(right)} ${n(top)} L${n(right + width * 0.18)} ${n(collarY)} L${n(left - width * 0.18)} ${n(collarY)} Z" fill="url(#${id})"/>`;
}

/** Hair drawn behind the face: a short crop, or long hair falling to the shoulders. */
export function hair(face: SceneFace, long: boolean, id: string): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.centreX;
  const top = face.top - h * 0.22;
  // Lit from above: a sheen near the crown, deeper at the sides; long hair gets a few strands drawn in.
  const shade = `<defs><radialGradient id="${id}" cx="0.42" cy="0.18" r="0.85">
<stop offset="0" stop-color="${mix(face.hair, '#ffffff', 0.28)}"/><stop offset="0.45" stop-color="${face.hair}"/><stop offset="1" stop-color="${mix(face.hair, '#000000', 0.35)}"/></radialGradient></defs>`;
  const strands = (from: number, to: number): string =>
    Array.from({ length: 7 }, (_, k) => {
      const x = cx + w * (-0.42 + k * 0.14);
      const bend = (x - cx) * 0.35;
      return `<path d="M${n(cx + (x - cx) * 0.2)} ${n(top + h * 0.04)} Q${n(x + bend)} ${n(face.top + h * 0.05)} ${n(x + bend * 1.3)} ${n(from + (to - from) * (0.6 + (0.4 * Math.abs(k - 3)) / 3))}" stroke="${mix(face.hair, '#ffffff', 0.18)}" stroke-opacity="0.45" stroke-width="${n(Math.max(1, w * 0.012))}" fill="none"/>`;
    }).join('');
  if (!long) {
    return `${shade}<path d="M${n(cx - w * 0.58)} ${n(face.top + h * 0.42)} C${n(cx - w * 0.66)} ${n(top)}, ${n(cx + w * 0.66)} ${n(top)}, ${n(cx + w * 0.58)} ${n(face.top + h * 0.42)} L${n(cx + w * 0.5)} ${n(face.top + h * 0.3)} L${n(cx - w * 0.5)} ${n(face.top + h * 0.3)} Z" fill="url(#${id})"/>`;
  }
  const bottom = face.bottom + h * 0.55;
  return `${shade}<path d="M${n(cx - w * 0.62)} ${n(bottom)} C${n(cx - w * 0.78)} ${n(face.top + h * 0.5)}, ${n(cx - w * 0.72)} ${n(top)}, ${n(cx)} ${n(top)} C${n(cx + w * 0.72)} ${n(top)}, ${n(cx + w * 0.78)} ${n(face.top + h * 0.5)}, ${n(cx + w * 0.62)} ${n(bottom)} Q${n(cx)} ${n(bottom + h * 0.1)} ${n(cx - w * 0.62)} ${n(bottom)} Z" fill="url(#${id})"/>${strands(face.top, bottom)}`;
}

/**
 * The hairline drawn over the top of the cut-out face: a fringe from temple to temple that
 * hides where the photo's forehead ends, in the hair's colour and sheen. For the front layer.
 */
export function fringe(face: SceneFace, id: string): string {
  const w = face.right - face.left;
  const h = face.bottom - face.top;
  const cx = face.centreX;
  // The same crown as the hair behind, so the two read as one head of hair.
  const top = face.top - h * 0.22;
  const temple = face.top + h * 0.34;
  const edge = face.top + h * 0.08;
  // The lower edge in locks: a few scallops from temple to temple.
  const locks = 5;
  let lower = '';
  for (let k = locks; k > 0; k--) {
    const x0 = cx - w * 0.56 + (w * 1.12 * k) / locks;
    const x1 = cx - w * 0.56 + (w * 1.12 * (k - 1)) / locks;
    const sag = (1 - Math.abs((k - 0.5) / locks - 0.5) * 2) * h * 0.06;
    const y0 = k === locks ? temple : edge + (temple - edge) * Math.abs(k / locks - 0.5) * 1.6;
    const y1 = k === 1 ? temple : edge + (temple - edge) * Math.abs((k - 1) / locks - 0.5) * 1.6;
    lower += ` Q${n((x0 + x1) / 2)} ${n((y0 + y1) / 2 + sag)} ${n(x1)} ${n(y1)}`;
  }
  return `<defs><radialGradient id="${id}" cx="0.42" cy="0.2" r="0.9">
<stop offset="0" stop-color="${mix(face.hair, '#ffffff', 0.28)}"/><stop offset="0.5" stop-color="${face.hair}"/><stop offset="1" stop-color="${mix(face.hair, '#000000', 0.3)}"/></radialGradient></defs>
<path d="M${n(cx - w * 0.56)} ${n(temple)} C${n(cx - w * 0.66)} ${n(top)}, ${n(cx + w * 0.66)} ${n(top)}, ${n(cx + w * 0.56)} ${n(temple)}${lower} Z" fill="url(#${id})"/>`;
}

/**
 * The outline of a torso from the neck down: trapezius slopes to rounded shoulders, then the
 * arms straight down out of the picture. `neckY` is the base of the neck.
 */
export function torso(face: SceneFace, neckY: number, widen = 1): string {
  const s = face.size;
  const cx = face.chin[0];
  const w = (face.right - face.left) * widen;
  const neckHalf = w * 0.34;
  const shoulder = w * 1.22;
  const shoulderY = neckY + w * 0.3;
  return `M${n(cx - shoulder - w * 0.12)} ${s} L${n(cx - shoulder - w * 0.08)} ${n(shoulderY + w * 0.35)} C${n(cx - shoulder - w * 0.06)} ${n(shoulderY - w * 0.05)}, ${n(cx - shoulder + w * 0.1)} ${n(shoulderY - w * 0.1)}, ${n(cx - shoulder + w * 0.35)} ${n(shoulderY - w * 0.14)} C${n(cx - neckHalf - w * 0.25)} ${n(neckY + w * 0.02)}, ${n(cx - neckHalf - w * 0.05)} ${n(neckY)}, ${n(cx - neckHalf)} ${n(neckY - w * 0.04)} L${n(cx + neckHalf)} ${n(neckY - w * 0.04)} C${n(cx + neckHalf + w * 0.05)} ${n(neckY)}, ${n(cx + neckHalf + w * 0.25)} ${n(neckY + w * 0.02)}, ${n(cx + shoulder - w * 0.35)} ${n(shoulderY - w * 0.14)} C${n(cx + shoulder - w * 0.1)} ${n(shoulderY - w * 0.1)}, ${n(cx + shoulder + w * 0.06)} ${n(shoulderY - w * 0.05)}, ${n(cx + shoulder + w * 0.08)} ${n(shoulderY + w * 0.35)} L${n(cx + shoulder + w * 0.12)} ${s} Z`;
}

export interface SuitColours {
  cloth: string;
  clothLight: string;
  shirt: string;
  tie: string;
  /** A bow tie instead of a long tie. */
  bow: boolean;
}

/** A suit jacket with lapels, a shirt collar and a tie; `shoulderY` is where the neck meets the collar. */
export function suit(face: SceneFace, shoulderY: number, colours: SuitColours, id: string): string {
  const s = face.size;
  const cx = face.chin[0];
  const w = face.right - face.left;
  const collarY = shoulderY - w * 0.05;
  const vBottom = shoulderY + w * 0.95;
  const tie = colours.bow
    ? `<path d="M${n(cx)} ${n(collarY + w * 0.1)} l${n(-w * 0.2)} ${n(-w * 0.08)} l0 ${n(w * 0.18)} Z M${n(cx)} ${n(collarY + w * 0.1)} l${n(w * 0.2)} ${n(-w * 0.08)} l0 ${n(w * 0.18)} Z" fill="${colours.tie}"/><circle cx="${n(cx)}" cy="${n(collarY + w * 0.1)}" r="${n(w * 0.045)}" fill="${colours.tie}"/>`
    : `<path d="M${n(cx - w * 0.06)} ${n(collarY + w * 0.04)} L${n(cx + w * 0.06)} ${n(collarY + w * 0.04)} L${n(cx + w * 0.04)} ${n(collarY + w * 0.14)} L${n(cx + w * 0.1)} ${n(vBottom)} L${n(cx)} ${n(vBottom + w * 0.1)} L${n(cx - w * 0.1)} ${n(vBottom)} L${n(cx - w * 0.04)} ${n(collarY + w * 0.14)} Z" fill="${colours.tie}"/>
<path d="M${n(cx - w * 0.025)} ${n(collarY + w * 0.2)} L${n(cx + w * 0.09)} ${n(collarY + w * 0.32)} M${n(cx - w * 0.05)} ${n(collarY + w * 0.4)} L${n(cx + w * 0.09)} ${n(collarY + w * 0.54)}" stroke="#ffffff" stroke-opacity="0.18" stroke-width="${n(w * 0.03)}"/>`;
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">
<stop offset="0" stop-color="${colours.cloth}"/><stop offset="0.35" stop-color="${colours.clothLight}"/><stop offset="0.65" stop-color="${colours.clothLight}"/><stop offset="1" stop-color="${colours.cloth}"/></linearGradient></defs>
<path d="${torso(face, collarY)}" fill="url(#${id})"/>
<path d="M${n(cx - w * 0.3)} ${n(collarY)} L${n(cx + w * 0.3)} ${n(collarY)} L${n(cx)} ${n(vBottom + w * 0.2)} Z" fill="${colours.shirt}"/>
<path d="M${n(cx - w * 0.3)} ${n(collarY)} L${n(cx - w * 0.02)} ${n(collarY + w * 0.16)} L${n(cx - w * 0.12)} ${n(collarY + w * 0.22)} Z M${n(cx + w * 0.3)} ${n(collarY)} L${n(cx + w * 0.02)} ${n(collarY + w * 0.16)} L${n(cx + w * 0.12)} ${n(collarY + w * 0.22)} Z" fill="${colours.shirt}" stroke="#00000022" stroke-width="2"/>
${tie}
<path d="M${n(cx - w * 0.32)} ${n(collarY - 2)} L${n(cx - w * 0.05)} ${n(vBottom + w * 0.25)} L${n(cx - w * 0.42)} ${n(shoulderY + w * 0.55)} L${n(cx - w * 0.5)} ${n(shoulderY + w * 0.25)} Z M${n(cx + w * 0.32)} ${n(collarY - 2)} L${n(cx + w * 0.05)} ${n(vBottom + w * 0.25)} L${n(cx + w * 0.42)} ${n(shoulderY + w * 0.55)} L${n(cx + w * 0.5)} ${n(shoulderY + w * 0.25)} Z" fill="${colours.cloth}" stroke="#ffffff" stroke-opacity="0.12" stroke-width="2"/>
<path d="M${n(cx)} ${n(vBottom + w * 0.2)} L${n(cx)} ${s}" stroke="#000000" stroke-opacity="0.25" stroke-width="2"/>
<circle cx="${n(cx)}" cy="${n(vBottom + w * 0.45)}" r="${n(w * 0.025)}" fill="#111"/>`;
}
