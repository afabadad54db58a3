// The local engine's text-to-image: the prompt's known words planned into a scene and drawn
// as SVG in the style's look, rendered by sharp (librsvg) and finished per look, as PNG.
import { drawSvg } from '../../adapters/image';
import type { RecipeOutput } from '../../types';
import { encodePicture } from '../shared/photo';
import { createRandom } from '../shared/random';
import { createRgb } from '../shared/raster';
import { paintAbstract, textHash } from './abstract';
import { finish } from './finish';
import { paintFlowers, paintGround, paintMountains, paintRiver, paintRoad, paintSkyline, paintTrees } from './land';
import { planScene } from './scene';
import { paintClouds, paintFlock, paintMoon, paintRainbow, paintSky, paintStars, paintSun, paintWeather } from './sky';
import { Canvas, type LookName } from './svgCanvas';
import { paintThing, THING_COLOURS } from './things';
import { elementsIn } from './words';

export const LOOKS: Readonly<Record<string, LookName>> = { '1000': 'realistic', '1001': 'illustration' };

/** The picture's SVG and what the result's settings say about it. */
export function composeSvg(prompt: string, look: LookName, seed: number): { svg: string; note: string } {
  const elements = elementsIn(prompt);
  const random = createRandom(seed);
  if (elements.length === 0) {
    // The text's hash decides the composition, the seed only nudges it.
    const canvas = new Canvas(1024, 1024, look, 0);
    paintAbstract(canvas, createRandom(textHash(prompt) ^ seed));
    return { svg: canvas.toString(), note: 'local: abstract (no known words in the prompt)' };
  }
  const scene = planScene(elements, random);
  const canvas = new Canvas(scene.width, scene.height, look, random.between(-14, 14));
  paintSky(canvas, scene);
  if (scene.stars) paintStars(canvas, scene, random);
  if (scene.sun) paintSun(canvas, scene);
  if (scene.moon) paintMoon(canvas, scene);
  if (scene.rainbow) paintRainbow(canvas, scene);
  paintClouds(canvas, scene, random);
  if (scene.mountains) paintMountains(canvas, scene, random);
  if (scene.skyline) paintSkyline(canvas, scene, random);
  paintGround(canvas, scene, random);
  if (scene.river) paintRiver(canvas, scene, random);
  if (scene.road) paintRoad(canvas, scene, random);
  if (scene.trees > 0) paintTrees(canvas, scene, random);
  if (scene.flowers) paintFlowers(canvas, scene, random);
  for (const thing of [...scene.things].sort((a, b) => a.y - b.y)) {
    const colours = THING_COLOURS[thing.kind];
    paintThing(canvas, scene, thing, canvas.colour(colours[random.below(colours.length)]));
  }
  if (scene.flock > 0) paintFlock(canvas, scene, random);
  paintWeather(canvas, scene, random);
  return { svg: canvas.toString(), note: `local: ${elements.join(', ')}` };
}

/**
 * `scale` (HD, shared/scale.ts): the same SVG drawn `scale`× as wide and tall — vectors, so HD is
 * made again at the larger size, every edge sharp; the finish's grain and paper are drawn at the
 * normal size and enlarged with it (finish.ts), so they stay the same too.
 */
export async function composePicture(
  prompt: string,
  style: string,
  seed: number,
  progress: (percent: number) => void,
  scale = 1,
): Promise<RecipeOutput> {
  const look = LOOKS[style];
  if (!look) throw new Error(`tti: unknown style ${style}`);
  const { svg, note } = composeSvg(prompt, look, seed);
  progress(20);
  const drawn = await drawSvg(svg, { scale });
  progress(60);
  const picture = createRgb(drawn.width, drawn.height);
  for (let i = 0; i < picture.data.length; i++) picture.data[i] = drawn.data[i] / 255;
  finish(picture, look, createRandom(seed ^ 0x5f3759df), scale);
  progress(85);
  const output = await encodePicture(picture, 'png');
  return { ...output, note };
}
