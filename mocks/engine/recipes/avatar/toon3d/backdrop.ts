// The backdrops a 3D toon is rendered against, drawn, never taken from the photo (whose room,
// blurred behind a character, read as smears and a ghost of the head): a studio's sweep lit
// warm behind the head (a render's), or a storybook's pastel sky with out-of-focus lights. Both
// are measured by the picture's side, so an HD result draws the same backdrop twice as large.
import { bokeh } from '../bokeh';
import type { Random } from '../../shared/random';
import { createGrey, createRgb, smoothstep, type Colour, type Rgb } from '../../shared/raster';

export interface Sweep {
  /** Behind the head (the light's pool), and towards the frame's edges. */
  centre: Colour;
  edge: Colour;
  /** The floor's tone the sweep fades into at the bottom. */
  floor: Colour;
}

function mixColour(a: Colour, b: Colour, t: number): [number, number, number] {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

/** A studio sweep: a pool of light behind the head at (x, y) (shares of the side) falling off to the edges and the floor. */
export function studioSweep(size: number, sweep: Sweep, lightX: number, lightY: number): Rgb {
  const picture = createRgb(size, size);
  const { data } = picture;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x + 0.5) / size - lightX;
      const dy = ((y + 0.5) / size - lightY) * 1.15;
      const pool = smoothstep(0.75, 0.05, Math.hypot(dx, dy));
      const floor = smoothstep(0.7, 1, (y + 0.5) / size);
      const lit = mixColour(sweep.edge, sweep.centre, pool);
      const colour = mixColour(lit, sweep.floor, floor * 0.6);
      const p = (y * size + x) * 3;
      data[p] = colour[0];
      data[p + 1] = colour[1];
      data[p + 2] = colour[2];
    }
  }
  return picture;
}

export interface StorySky {
  top: Colour;
  bottom: Colour;
  /** Colours of the out-of-focus lights. */
  lights: readonly Colour[];
}

/** A pastel sky from top to bottom, a soft glow behind the head, and large soft lights, placed by the seed. */
export function storybookSky(size: number, sky: StorySky, random: Random, lightX: number, lightY: number): Rgb {
  const picture = createRgb(size, size);
  const { data } = picture;
  for (let y = 0; y < size; y++) {
    const down = smoothstep(0, 1, (y + 0.5) / size);
    for (let x = 0; x < size; x++) {
      const glow = smoothstep(0.55, 0, Math.hypot((x + 0.5) / size - lightX, (y + 0.5) / size - lightY)) * 0.45;
      const colour = mixColour(mixColour(sky.top, sky.bottom, down), [1, 0.98, 0.95], glow);
      const p = (y * size + x) * 3;
      data[p] = colour[0];
      data[p + 1] = colour[1];
      data[p + 2] = colour[2];
    }
  }
  // Two layers of lights: large and faint far away, smaller and brighter nearer.
  const everywhere = createGrey(size, size, 1);
  bokeh(picture, everywhere, random, sky.lights, 14, size * 0.07);
  bokeh(picture, everywhere, random, sky.lights, 22, size * 0.03);
  return picture;
}
