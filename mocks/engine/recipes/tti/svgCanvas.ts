// The picture being composed, as SVG, and the two looks it is drawn in. 'realistic' (style
// 1000, 写实): gradients, soft glows and shadows, haze. 'illustration' (style 1001, 插画): flat
// fills in a few bands, dark outlines. Painters ask the canvas for a fill and get a gradient or a
// flat colour, so each painter draws both looks.
import { cameraSvg, type Camera } from './camera';

export type LookName = 'realistic' | 'illustration';

/** The red level between two labels in the label picture (up to 14 labels). */
export const LABEL_STEP = 18;
/** The labels of the land's trees and mountains (the things take 1–12). */
export const TREES_LABEL = 13;
export const MOUNTAINS_LABEL = 14;

const n = (value: number): string => (Math.round(value * 10) / 10).toString();
export { n as num };

function channels(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  return `#${((clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).padStart(6, '0')}`;
}

/** `a` moved toward `b` by `t` (0–1). */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return toHex(ca.map((v, i) => v + (cb[i] - v) * t));
}

export const lighter = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const darker = (colour: string, t: number): string => mix(colour, '#000000', t);

/** The colour turned round the hue circle by `degrees` (the seed's variation of a palette). */
export function turnHue(hex: string, degrees: number): string {
  const [r, g, b] = channels(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const light = (max + min) / 2;
  if (max === min) return hex;
  const d = max - min;
  const sat = light > 0.5 ? d / (2 - max - min) : d / (max + min);
  let hue = max === r ? (g - b) / d + (g < b ? 6 : 0) : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  hue = (((hue * 60 + degrees) % 360) + 360) % 360;
  const q = light < 0.5 ? light * (1 + sat) : light + sat - light * sat;
  const p = 2 * light - q;
  const channel = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t;
    if (u < 1 / 6) return p + (q - p) * 6 * u;
    if (u < 1 / 2) return q;
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6;
    return p;
  };
  const h = hue / 360;
  return toHex([channel(h + 1 / 3) * 255, channel(h) * 255, channel(h - 1 / 3) * 255]);
}

export class Canvas {
  private readonly defs: string[] = [];
  private readonly body: string[] = [];
  /** Each thing's markup by its label (1, 2, …): the label picture repeats them in flat colours. */
  private readonly things: { label: number; markup: string }[] = [];
  private nextId = 0;

  constructor(
    readonly width: number,
    readonly height: number,
    readonly look: LookName,
    /** Degrees every palette colour is turned by (varies with the seed). */
    readonly hue: number,
  ) {
    if (look === 'realistic') {
      this.defs.push(
        '<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="6"/></filter>',
      );
      this.defs.push(
        '<filter id="glow" x="-100%" y="-100%" width="300%" height="300%"><feGaussianBlur stdDeviation="24"/></filter>',
      );
      this.defs.push(
        '<filter id="haze" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.5"/></filter>',
      );
      // A face's shading at a figure's scale (its head is about 10 units across).
      this.defs.push(
        '<filter id="fine" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="0.45"/></filter>',
      );
    }
  }

  get realistic(): boolean {
    return this.look === 'realistic';
  }

  /** A palette colour with the seed's hue turn. */
  colour(hex: string): string {
    return turnHue(hex, this.hue);
  }

  /** Outline attributes: dark lines in the illustration, none in the realistic look. */
  line(width = 3): string {
    return this.realistic ? '' : ` stroke="#2a2433" stroke-width="${width}" stroke-linejoin="round" stroke-linecap="round"`;
  }

  /** A top-to-bottom (or left-to-right) fill: a gradient when realistic, the middle colour when flat. */
  linear(stops: readonly string[], vertical = true): string {
    if (!this.realistic) return stops[Math.floor((stops.length - 1) / 2)];
    const id = `g${this.nextId++}`;
    const end = vertical ? 'x2="0" y2="1"' : 'x2="1" y2="0"';
    const marks = stops
      .map((stop, i) => `<stop offset="${n(i / Math.max(1, stops.length - 1))}" stop-color="${stop}"/>`)
      .join('');
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" ${end}>${marks}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A rounded object's fill: lit from the upper left when realistic, flat otherwise. */
  shaded(base: string): string {
    if (!this.realistic) return base;
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="${lighter(base, 0.3)}"/><stop offset="0.6" stop-color="${base}"/><stop offset="1" stop-color="${darker(base, 0.3)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A rounded form's turning away: clear in its lit middle, `colour` toward its rim (the light from the upper left). */
  rimShade(colour: string, opacity: number): string {
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="0.42" cy="0.38" r="0.7"><stop offset="0.45" stop-color="${colour}" stop-opacity="0"/><stop offset="1" stop-color="${colour}" stop-opacity="${n(opacity)}"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A glow around a light (sun, moon, lamps) in the realistic look. */
  radialGlow(colour: string, opacity: number): string {
    const id = `g${this.nextId++}`;
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${n(opacity)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`,
    );
    return `url(#${id})`;
  }

  add(...parts: string[]): void {
    this.body.push(...parts);
  }

  /** Where the picture's markup has got to, for `labelFrom`. */
  mark(): number {
    return this.body.length;
  }

  /** What was drawn since `mark` (the land's trees, its mountains) is also a thing under `label`. */
  labelFrom(mark: number, label: number): void {
    const markup = this.body.slice(mark).join('');
    if (markup) this.things.push({ label, markup });
  }

  /** A thing drawn in the picture, remembered under its label for the label picture. */
  addThing(label: number, markup: string): void {
    this.body.push(markup);
    this.things.push({ label, markup });
  }

  /**
   * The things alone on a clear ground, each flooded with its label as its red level (label ×
   * LABEL_STEP): what the realistic finish reads to shade and texture each thing as one form
   * (photo.ts). Its soft shadows and glows are faint: the alpha is cut at one half, so they
   * leave no mark and do not mix with the label under them. Label 0 (the ground) covers what
   * lies behind it (the mountains' feet).
   */
  labelSvg(camera?: Camera): string {
    const floods = [...new Set(this.things.map((t) => t.label))].map(
      (label) =>
        `<filter id="label${label}" x="-20%" y="-20%" width="140%" height="140%" color-interpolation-filters="sRGB"><feFlood flood-color="rgb(${label * LABEL_STEP},0,0)"/><feComposite in2="SourceAlpha" operator="in"/><feComponentTransfer><feFuncA type="discrete" tableValues="0 1"/></feComponentTransfer></filter>`,
    );
    // The things' own blurs (soft shadows, a face's shading) are dropped: they change no
    // outline, and at a portrait's size they cost seconds.
    const body = this.things.map(
      (t) => `<g filter="url(#label${t.label})">${t.markup.replace(/ filter="url\(#[a-z]+\)"/g, '')}</g>`,
    );
    return this.svg(`${this.defs.join('')}${floods.join('')}`, body.join(''), camera);
  }

  /** The picture as SVG, seen through the seed's camera (camera.ts) when one is given. */
  toString(camera?: Camera): string {
    return this.svg(this.defs.join(''), this.body.join(''), camera);
  }

  private svg(defs: string, body: string, camera: Camera | undefined): string {
    const framed = camera ? cameraSvg(camera) : undefined;
    const viewBox = framed?.viewBox ?? `0 0 ${this.width} ${this.height}`;
    const content = framed?.mirror ? `<g transform="${framed.mirror}">${body}</g>` : body;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="${viewBox}" preserveAspectRatio="none"><defs>${defs}</defs>${content}</svg>`;
  }
}
