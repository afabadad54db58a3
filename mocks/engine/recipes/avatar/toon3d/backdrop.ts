// The backdrops a toon is drawn against, never taken from the photo (whose room, blurred behind
// a character, read as smears and a ghost of the head): a studio's sweep lit warm behind the
// head (a 3D render's, pix/pixar), or a painted storybook landscape — a sky with flat painted
// clouds over rolling hills (a 2D film's, pix/disney). All are measured by the picture's side,
// so an HD result draws the same backdrop twice as large.
import { hypot2 } from '../../shared/hypot';
import type { Random } from '../../shared/random';
import { createRgb, mixChannel, mixColour, smoothstep, type Colour, type Rgb } from '../../shared/raster';

export interface Sweep {
  /** Behind the head (the light's pool), and towards the frame's edges. */
  centre: Colour;
  edge: Colour;
  /** The floor's tone the sweep fades into at the bottom. */
  floor: Colour;
}

/** A studio sweep: a pool of light behind the head at (x, y) (shares of the side) falling off to the edges and the floor. */
export function studioSweep(size: number, sweep: Sweep, lightX: number, lightY: number): Rgb {
  const picture = createRgb(size, size);
  const { data } = picture;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dx = (x + 0.5) / size - lightX;
      const dy = ((y + 0.5) / size - lightY) * 1.15;
      const pool = smoothstep(0.75, 0.05, hypot2(dx, dy));
      const floor = smoothstep(0.7, 1, (y + 0.5) / size);
      const p = (y * size + x) * 3;
      // Channel by channel, no colour made per pixel (mixColour's sums: the same floats).
      for (let c = 0; c < 3; c++)
        data[p + c] = mixChannel(mixChannel(sweep.edge[c], sweep.centre[c], pool), sweep.floor[c], floor * 0.6);
    }
  }
  return picture;
}

export interface StoryScene {
  /** The sky from top to the horizon. */
  top: Colour;
  horizon: Colour;
  /** The clouds' lit colour (their undersides are painted a little darker, in the sky's hue). */
  cloud: Colour;
  /** Far and near hills. */
  far: Colour;
  near: Colour;
}

/** A painted cloud: a few overlapping round puffs along a flat base. */
function paintCloud(picture: Rgb, scene: StoryScene, random: Random, cx: number, cy: number, length: number): void {
  const { width, height, data } = picture;
  const puffs: [number, number, number][] = [];
  const count = 4 + random.below(3);
  for (let k = 0; k < count; k++) {
    const t = k / (count - 1) - 0.5;
    const r = length * (0.22 + 0.14 * (1 - Math.abs(t) * 2)) * random.between(0.85, 1.15);
    puffs.push([cx + t * length, cy - r * 0.35 * (1 - Math.abs(t)), r]);
  }
  const left = Math.max(0, Math.floor(cx - length));
  const right = Math.min(width - 1, Math.ceil(cx + length));
  const top = Math.max(0, Math.floor(cy - length * 0.6));
  const bottom = Math.min(height - 1, Math.ceil(cy + length * 0.2));
  const under: Colour = mixColour(scene.cloud, scene.top, 0.35);
  for (let y = top; y <= bottom; y++) {
    for (let x = left; x <= right; x++) {
      let inside = 0;
      for (const [px, py, r] of puffs)
        inside = Math.max(inside, smoothstep(r, r - 1.5, hypot2(x + 0.5 - px, (y + 0.5 - py) * 1.1)));
      // A flat base, as painted clouds sit on a line.
      inside *= smoothstep(cy + length * 0.12, cy + length * 0.1, y + 0.5);
      if (inside <= 0) continue;
      const shade = smoothstep(cy - length * 0.15, cy + length * 0.1, y + 0.5);
      const colour = mixColour(scene.cloud, under, shade);
      const p = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) data[p + c] += (colour[c] - data[p + c]) * inside * 0.92;
    }
  }
}

/** The warm white of the glow behind the head, and the black the near hills darken towards. */
const GLOW: Colour = [1, 0.98, 0.92];
const BLACK: Colour = [0, 0, 0];

/**
 * A storybook's painted landscape: a sky lightening to the horizon with a glow behind the head,
 * two or three flat painted clouds, and two rows of rolling hills along the bottom, the nearer
 * darker; a faint brush mottle over all of it, as a painted background plate has.
 */
export function storybookScene(size: number, scene: StoryScene, random: Random, lightX: number, lightY: number): Rgb {
  const picture = createRgb(size, size);
  const { data } = picture;
  const horizon = random.between(0.66, 0.74);
  const farPhase = random.between(0, Math.PI * 2);
  const nearPhase = random.between(0, Math.PI * 2);
  // A brush's mottle: a few crossing long waves, too broad to read as grain.
  const waves = [0, 1, 2, 3].map(() => [random.between(3, 9), random.between(3, 9), random.between(0, Math.PI * 2)]);
  // The hills' tops and the mottle's part along x, once per column rather than per pixel.
  const farTops = new Float32Array(size);
  const nearTops = new Float32Array(size);
  const mottleAcross = new Float32Array(size);
  for (let x = 0; x < size; x++) {
    const u = (x + 0.5) / size;
    farTops[x] = horizon - 0.05 + 0.035 * Math.sin(u * 7 + farPhase) + 0.02 * Math.sin(u * 13 + farPhase * 2);
    nearTops[x] = horizon + 0.09 + 0.05 * Math.sin(u * 4.5 + nearPhase) + 0.015 * Math.sin(u * 11 + nearPhase);
    for (const [a, , phase] of waves) mottleAcross[x] += Math.sin(u * a + phase);
  }
  for (let y = 0; y < size; y++) {
    const v = (y + 0.5) / size;
    const sky = mixColour(scene.top, scene.horizon, smoothstep(0, horizon, v));
    let mottleDown = 0;
    for (const [, b] of waves) mottleDown += Math.sin(v * b * 1.3);
    for (let x = 0; x < size; x++) {
      const u = (x + 0.5) / size;
      const glow = smoothstep(0.5, 0, hypot2(u - lightX, v - lightY)) * 0.35;
      const farTop = farTops[x];
      const nearTop = nearTops[x];
      const onFar = smoothstep(farTop, farTop + 0.003, v);
      const onNear = smoothstep(nearTop, nearTop + 0.003, v);
      const farShade = smoothstep(farTop, farTop + 0.25, v) * 0.3;
      const nearShade = smoothstep(nearTop, 1.1, v) * 0.25;
      const brush = 1 + (mottleAcross[x] + mottleDown) * 0.006;
      const p = (y * size + x) * 3;
      // Channel by channel (mixColour's sums, so the same floats): five colours made a pixel were
      // most of this scene's time, in the garbage collector.
      for (let c = 0; c < 3; c++) {
        const glowed = mixChannel(sky[c], GLOW[c], glow);
        const overFar = mixChannel(glowed, mixChannel(scene.far[c], scene.near[c], farShade), onFar);
        const overNear = mixChannel(overFar, mixChannel(scene.near[c], BLACK[c], nearShade), onNear);
        data[p + c] = Math.min(1, overNear * brush);
      }
    }
  }
  const clouds = 2 + random.below(2);
  for (let k = 0; k < clouds; k++) {
    // Along the top and sides, where the head does not hide them.
    const side = k % 2 === 0 ? random.between(0.05, 0.3) : random.between(0.7, 0.95);
    paintCloud(picture, scene, random, side * size, random.between(0.1, 0.4) * horizon * size, random.between(0.16, 0.26) * size);
  }
  return picture;
}
