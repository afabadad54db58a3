// The things a prompt can name that stand in the scene: a sitting cat, a dog, a house, a car, a
// sailing boat, a fish under the water. Each is drawn around its base point at its size, in
// the canvas's look (shaded or flat with outlines), mirrored when it faces left.
import type { Scene, Thing } from './scene';
import { darker, lighter, mix, num as n, type Canvas } from './svgCanvas';

type Painter = (canvas: Canvas, scene: Scene, thing: Thing, colour: string) => string;

function night(scene: Scene, colour: string): string {
  return scene.time === 'night' ? mix(colour, '#0b1430', 0.45) : scene.time === 'sunset' ? mix(colour, '#5a2d4a', 0.15) : colour;
}

/** A soft shadow on the ground under a thing (realistic look only). */
function shadow(canvas: Canvas, width: number): string {
  return canvas.realistic
    ? `<ellipse cx="0" cy="0" rx="${n(width)}" ry="${n(width * 0.14)}" fill="#000000" opacity="0.28" filter="url(#soft)"/>`
    : '';
}

const cat: Painter = (canvas, scene, _thing, colour) => {
  const fur = night(scene, colour);
  const line = canvas.line(1.4);
  // Unit: the cat is 100 tall, standing on y = 0, facing right.
  return [
    shadow(canvas, 42),
    `<path d="M30 -8C62 -10 66 -40 48 -46C40 -48 40 -38 48 -36C56 -32 50 -18 30 -18" fill="${canvas.shaded(fur)}"${line}/>`,
    `<path d="M-30 0C-38 -30 -30 -58 0 -62C30 -58 38 -30 30 0Z" fill="${canvas.shaded(fur)}"${line}/>`,
    `<path d="M-22 -72L-26 -100L-8 -84Z M22 -72L26 -100L8 -84Z" fill="${fur}"${line}/>`,
    `<circle cx="0" cy="-70" r="24" fill="${canvas.shaded(fur)}"${line}/>`,
    `<path d="M-19 -90L-22 -99L-13 -92Z M19 -90L22 -99L13 -92Z" fill="#f4a6b8"/>`,
    `<ellipse cx="-9" cy="-73" rx="4" ry="5.5" fill="#3b8f3b"/><ellipse cx="9" cy="-73" rx="4" ry="5.5" fill="#3b8f3b"/>`,
    `<ellipse cx="-9" cy="-73" rx="1.5" ry="4.5" fill="#111111"/><ellipse cx="9" cy="-73" rx="1.5" ry="4.5" fill="#111111"/>`,
    `<path d="M-3 -64L3 -64L0 -60Z" fill="#e37b93"/>`,
    `<path d="M-4 -62L-26 -66M-4 -61L-26 -58M4 -62L26 -66M4 -61L26 -58" stroke="${lighter(fur, 0.6)}" stroke-width="1.2"/>`,
    `<path d="M-14 0C-14 -10 -6 -10 -6 0Z M14 0C14 -10 6 -10 6 0Z" fill="${lighter(fur, 0.25)}"${canvas.line(1)}/>`,
  ].join('');
};

const dog: Painter = (canvas, scene, _thing, colour) => {
  const fur = night(scene, colour);
  const line = canvas.line(1.4);
  return [
    shadow(canvas, 60),
    `<path d="M-48 -40C-62 -52 -66 -66 -58 -70" stroke="${fur}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
    `<rect x="-44" y="-20" width="12" height="20" rx="5" fill="${darker(fur, 0.1)}"${line}/><rect x="22" y="-20" width="12" height="20" rx="5" fill="${darker(fur, 0.1)}"${line}/>`,
    `<ellipse cx="-6" cy="-36" rx="48" ry="24" fill="${canvas.shaded(fur)}"${line}/>`,
    `<rect x="-30" y="-22" width="12" height="22" rx="5" fill="${fur}"${line}/><rect x="8" y="-22" width="12" height="22" rx="5" fill="${fur}"${line}/>`,
    `<circle cx="42" cy="-70" r="22" fill="${canvas.shaded(fur)}"${line}/>`,
    `<ellipse cx="60" cy="-62" rx="14" ry="10" fill="${lighter(fur, 0.3)}"${line}/>`,
    `<ellipse cx="70" cy="-66" rx="5" ry="4" fill="#1d1d1d"/>`,
    `<path d="M28 -86C16 -84 14 -60 22 -54C30 -60 32 -76 28 -86Z" fill="${darker(fur, 0.3)}"${line}/>`,
    `<circle cx="48" cy="-76" r="3.5" fill="#1d1d1d"/>`,
    `<path d="M58 -52Q64 -46 70 -52" stroke="#1d1d1d" stroke-width="2" fill="none"/>`,
  ].join('');
};

const house: Painter = (canvas, scene, _thing, colour) => {
  const wall = night(scene, mix(colour, '#f3e3c3', 0.6));
  const roof = night(scene, '#b5483a');
  const lit = scene.time !== 'day';
  const glass = lit ? '#ffd86b' : night(scene, '#9fd3f0');
  const line = canvas.line(1.4);
  return [
    shadow(canvas, 70),
    `<rect x="-50" y="-60" width="100" height="60" fill="${canvas.linear([lighter(wall, 0.1), darker(wall, 0.1)])}"${line}/>`,
    `<path d="M-62 -58L0 -100L62 -58Z" fill="${canvas.linear([lighter(roof, 0.15), darker(roof, 0.15)])}"${line}/>`,
    `<rect x="28" y="-100" width="12" height="22" fill="${darker(roof, 0.2)}"${line}/>`,
    `<rect x="-12" y="-34" width="22" height="34" fill="${night(scene, '#7a4a2a')}"${line}/>`,
    `<rect x="-40" y="-46" width="20" height="18" fill="${glass}"${line}/><rect x="22" y="-46" width="20" height="18" fill="${glass}"${line}/>`,
    lit && canvas.realistic
      ? `<circle cx="-30" cy="-37" r="26" fill="${canvas.radialGlow('#ffd86b', 0.5)}"/><circle cx="32" cy="-37" r="26" fill="${canvas.radialGlow('#ffd86b', 0.5)}"/>`
      : '',
  ].join('');
};

const car: Painter = (canvas, scene, _thing, colour) => {
  const paint = night(scene, colour);
  const line = canvas.line(1.4);
  const lamp = scene.time === 'day' ? '#fff3b0' : '#ffe680';
  return [
    shadow(canvas, 70),
    `<path d="M-70 -18C-70 -36 -60 -40 -40 -42L-22 -64C-16 -70 22 -70 30 -62L46 -42C64 -40 72 -34 72 -18Z" fill="${canvas.shaded(paint)}"${line}/>`,
    `<path d="M-14 -44L-6 -60L20 -60L32 -44Z" fill="${night(scene, '#bfe3f5')}"${line}/>`,
    `<circle cx="-38" cy="-16" r="14" fill="#222222"${line}/><circle cx="42" cy="-16" r="14" fill="#222222"${line}/>`,
    `<circle cx="-38" cy="-16" r="6" fill="#bbbbbb"/><circle cx="42" cy="-16" r="6" fill="#bbbbbb"/>`,
    `<rect x="64" y="-34" width="8" height="6" rx="2" fill="${lamp}"/>`,
    scene.time !== 'day' && canvas.realistic
      ? `<circle cx="80" cy="-31" r="30" fill="${canvas.radialGlow('#ffe680', 0.6)}"/>`
      : '',
  ].join('');
};

const boat: Painter = (canvas, scene, _thing, colour) => {
  const hull = night(scene, colour);
  const sail = night(scene, '#fbf7ee');
  const line = canvas.line(1.4);
  return [
    `<path d="M-60 -20L60 -20L44 0L-44 0Z" fill="${canvas.linear([lighter(hull, 0.15), darker(hull, 0.2)])}"${line}/>`,
    `<path d="M0 -22L0 -110" stroke="${night(scene, '#6b4a2f')}" stroke-width="4"/>`,
    `<path d="M4 -106L50 -28L4 -28Z" fill="${canvas.linear([sail, darker(sail, 0.1)], false)}"${line}/>`,
    `<path d="M-4 -90L-40 -28L-4 -28Z" fill="${canvas.linear([darker(sail, 0.08), sail], false)}"${line}/>`,
    `<path d="M0 -110L18 -104L0 -98Z" fill="#e8453c"/>`,
    canvas.realistic ? `<path d="M-44 4L44 4L36 14L-36 14Z" fill="${hull}" opacity="0.25" filter="url(#soft)"/>` : '',
  ].join('');
};

const fish: Painter = (canvas, scene, _thing, colour) => {
  const scales = night(scene, colour);
  const line = canvas.line(1.4);
  return [
    `<path d="M-40 -50L-70 -72L-66 -50L-70 -28Z" fill="${darker(scales, 0.15)}"${line}/>`,
    `<ellipse cx="0" cy="-50" rx="44" ry="26" fill="${canvas.shaded(scales)}"${line}/>`,
    `<path d="M-6 -74Q6 -92 18 -72Z" fill="${darker(scales, 0.15)}"${line}/>`,
    `<path d="M8 -40Q0 -30 -10 -34Z" fill="${darker(scales, 0.2)}"/>`,
    `<circle cx="24" cy="-56" r="6" fill="#ffffff"${canvas.line(0.8)}/><circle cx="25" cy="-56" r="3" fill="#111111"/>`,
    `<path d="M-14 -66Q-6 -50 -14 -34M-24 -64Q-16 -50 -24 -36" stroke="${lighter(scales, 0.35)}" stroke-width="2" fill="none"/>`,
    `<circle cx="52" cy="-70" r="5" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/><circle cx="60" cy="-86" r="3.5" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.8"/>`,
  ].join('');
};

const painters: Record<Thing['kind'], Painter> = { cat, dog, house, car, boat, fish };

/** Each thing's colour family; the seed picks one of them. */
export const THING_COLOURS: Record<Thing['kind'], readonly string[]> = {
  cat: ['#e58b3a', '#8a8a8a', '#f2efe6', '#3a3a3a', '#c9a27a'],
  dog: ['#c98a4b', '#f2e2c4', '#8b5a2b', '#e0c08a', '#5a4636'],
  house: ['#f5d76e', '#9fd0e8', '#f2a7a0', '#c8e6a0'],
  car: ['#e8453c', '#2f74d0', '#f2c230', '#2bb38a', '#f5f5f5'],
  boat: ['#e8453c', '#2f74d0', '#f5f5f5', '#2b3a55'],
  fish: ['#ff8a2a', '#f2c230', '#e8453c', '#3aa7d9'],
};

export function paintThing(canvas: Canvas, scene: Scene, thing: Thing, colour: string): void {
  const scale = thing.size / 100;
  const mirror = thing.flip ? -scale : scale;
  canvas.add(
    `<g transform="translate(${n(thing.x)} ${n(thing.y)}) scale(${Math.round(mirror * 1000) / 1000} ${Math.round(scale * 1000) / 1000})">${painters[thing.kind](canvas, scene, thing, colour)}</g>`,
  );
}
