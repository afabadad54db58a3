// What makes the robot's head read as a robot's, not a person in a helmet ("a face in a helmet hole
// barely reads as a robot"): two antennas with glowing tips on its crown and, at each side, an ear
// unit — a round dial with rings and a lit LED — each drawn in the suit's metal and core colour.
import { n } from './kit';

/** The robot's colours, for its parts and its head shell (robotShell.ts) alike. */
export interface PartColours {
  /** Light, middle and dark metal. */
  metal: readonly string[];
  glow: string;
}

/** The SVG gradients the parts use (ids prefixed `part`). */
function defs({ metal, glow }: PartColours): string {
  return `<defs>
<linearGradient id="partRod" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${metal[2]}"/><stop offset="0.45" stop-color="${metal[0]}"/><stop offset="1" stop-color="${metal[2]}"/></linearGradient>
<radialGradient id="partDial" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${metal[0]}"/><stop offset="0.6" stop-color="${metal[1]}"/><stop offset="1" stop-color="${metal[2]}"/></radialGradient>
<radialGradient id="partBulb" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff"/><stop offset="0.45" stop-color="${glow}"/><stop offset="1" stop-color="${glow}" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** An antenna from (x, y) up `length` pixels, leaning `lean` pixels sideways, `w` the face's width. */
function antenna(x: number, y: number, length: number, lean: number, w: number): string {
  const tipX = x + lean;
  const tipY = y - length;
  const bulb = w * 0.05;
  return `<rect x="${n(x - w * 0.05)}" y="${n(y - w * 0.035)}" width="${n(w * 0.1)}" height="${n(w * 0.06)}" rx="${n(w * 0.015)}" fill="url(#partDial)" stroke="#1b2028" stroke-width="1.5"/>
<path d="M${n(x)} ${n(y - w * 0.03)} L${n(tipX)} ${n(tipY)}" stroke="#1b2028" stroke-width="${n(w * 0.032)}" stroke-linecap="round"/>
<path d="M${n(x)} ${n(y - w * 0.03)} L${n(tipX)} ${n(tipY)}" stroke="url(#partRod)" stroke-width="${n(w * 0.02)}" stroke-linecap="round"/>
<circle cx="${n(tipX)}" cy="${n(tipY)}" r="${n(bulb * 2.2)}" fill="url(#partBulb)" opacity="0.7"/>
<circle cx="${n(tipX)}" cy="${n(tipY)}" r="${n(bulb)}" fill="url(#partBulb)" stroke="#1b2028" stroke-width="1"/>`;
}

/** An ear unit at (x, y): a dial of radius `r` with two machined rings and a lit LED in the middle. */
function ear(x: number, y: number, r: number): string {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#partDial)" stroke="#1b2028" stroke-width="2"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.72)}" fill="none" stroke="#1b2028" stroke-opacity="0.7" stroke-width="${n(Math.max(1, r * 0.06))}"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.5)}" fill="#161a20"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.9)}" fill="url(#partBulb)" opacity="0.55"/>
<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 0.3)}" fill="url(#partBulb)"/>`;
}

/** The glow round an antenna's tip, as a share of the face's width (antenna's bulb × 2.2). */
const GLOW = 0.11;
/** The shortest antenna drawn, in face widths: shorter, only a stub shows. */
const SHORTEST = 0.14;

/**
 * The parts as SVG over the helmet: `centre` and `radii` the helmet's ellipse (its rim's middle),
 * `w` the face's width; `top`, the highest row they reach (an antenna's glow, or the ear dials'
 * tops without antennas), for the camera's move to keep (SceneDrawing.keepFrom).
 */
export function robotParts(
  centre: readonly [number, number],
  radii: readonly [number, number],
  w: number,
  colours: PartColours,
): { svg: string; top: number } {
  const [cx, cy] = centre;
  const [rx, ry] = radii;
  // The antennas stand on the crown a little either side of the middle, leaning outward.
  const at = (side: number): [number, number] => {
    const a = -Math.PI / 2 + side * 0.5;
    return [cx + Math.cos(a) * rx, cy + Math.sin(a) * ry];
  };
  const [lx, ly] = at(-1);
  const [rx2, ry2] = at(1);
  let top = cy + ry * 0.05 - w * 0.13;
  // Each antenna's glowing tip stays inside the picture (the camera keeps the top it reaches); a
  // head framed so high that even a short one has no room has none (cut by the top, only stubs showed).
  const antennaUp = (x: number, y: number, most: number, lean: number): string => {
    const length = Math.min(most, y - w * (GLOW + 0.02));
    if (length < w * SHORTEST) return '';
    top = Math.min(top, y - length - w * GLOW);
    return antenna(x, y, length, lean, w);
  };
  const svg = `${defs(colours)}
${antennaUp(lx, ly, w * 0.42, -w * 0.1)}
${antennaUp(rx2, ry2, w * 0.34, w * 0.08)}
${[-1, 1].map((side) => ear(cx + side * rx, cy + ry * 0.05, w * 0.13)).join('')}`;
  return { svg, top };
}
