// The local engine's text-to-image: the prompt read against the vocabulary (words.ts), the
// picture around its things planned (scene.ts) and drawn — a landscape, a room, the sea's depths
// — and the things laid out (layout.ts) and drawn by their own painters, as SVG in the style's
// look, rendered by sharp (librsvg) and finished per look, as PNG. A prompt with nothing to
// draw never gets here: the stand-in refuses it before any charge (refusal.ts).
import { drawSvg, type Pixels } from '../../adapters/image';
import type { RecipeOutput } from '../../types';
import { encodePicture } from '../shared/photo';
import { createRandom, fork, type Random } from '../shared/random';
import { createRgb } from '../shared/raster';
import { variationOf } from '../shared/variation';
import type { Concept, Paint, Place } from './concepts/types';
import { frameCamera, framedDepth, pictureBox, pictureY, type Camera } from './camera';
import { finish } from './finish';
import type { Box, Material, SceneDepth } from './photo';
import { paintFlowers, paintGround, shoreline, paintMountains, paintRiver, paintRoad, paintSkyline, paintTrees } from './land';
import { layOut, type Placement } from './layout';
import { paintAir, paintRoom, paintUnderwater, paintVillage } from './rooms';
import { gatherAtTable } from './atTheTable';
import { applyPose } from './poses';
import { readAction } from './action';
import { planScene, type Scene } from './scene';
import { paintClouds, paintMoon, paintRainbow, paintSky, paintStars, paintSun, paintWeather } from './sky';
import { Canvas, LABEL_STEP, MOUNTAINS_LABEL, TREES_LABEL, mix, num as n, type LookName } from './svgCanvas';
import { THINGS } from './vocabulary';
import { readPrompt, type Reading } from './words';

export const LOOKS: Readonly<Record<string, LookName>> = { '1000': 'realistic', '1001': 'illustration' };

/** A colour as the scene's hour and place light it. */
function lighting(scene: Scene): (colour: string) => string {
  if (scene.ground === 'underwater') return (colour) => mix(colour, '#1a6a9a', 0.18);
  if (scene.time === 'night') return (colour) => mix(colour, '#0b1430', scene.room ? 0.25 : 0.42);
  if (scene.time === 'sunset') return (colour) => mix(colour, '#7a3d4a', 0.15);
  return (colour) => colour;
}

function paintLandscape(canvas: Canvas, scene: Scene, random: Random): void {
  if (scene.room) {
    paintRoom(canvas, scene, random);
    return;
  }
  if (scene.ground === 'underwater') {
    paintUnderwater(canvas, scene, random);
    return;
  }
  paintSky(canvas, scene);
  if (scene.stars) paintStars(canvas, scene, random);
  if (scene.sun) paintSun(canvas, scene);
  if (scene.moon) paintMoon(canvas, scene);
  if (scene.rainbow) paintRainbow(canvas, scene);
  // The clouds and the mountains draw from streams of their own: the realistic look draws them
  // otherwise (fractal ranges, clouds grown by its finish), and the things must land in the same
  // places in both looks.
  paintClouds(canvas, scene, fork(random));
  const beforeMountains = canvas.mark();
  if (scene.mountains) paintMountains(canvas, scene, fork(random));
  canvas.labelFrom(beforeMountains, MOUNTAINS_LABEL);
  if (scene.skyline) paintSkyline(canvas, scene, random);
  const beforeGround = canvas.mark();
  paintGround(canvas, scene, random);
  canvas.labelFrom(beforeGround, 0);
  if (scene.village) paintVillage(canvas, scene, random);
  if (scene.river) paintRiver(canvas, scene, random);
  if (scene.road) paintRoad(canvas, scene, random);
  const beforeTrees = canvas.mark();
  if (scene.trees > 0) paintTrees(canvas, scene, random);
  canvas.labelFrom(beforeTrees, TREES_LABEL);
  if (scene.flowers) paintFlowers(canvas, scene, random);
}

/** Each pixel's thing (0 where none): the label picture's red level where it is mostly opaque. */
function labelsOf(drawn: Pixels): Uint8Array {
  const labels = new Uint8Array(drawn.width * drawn.height);
  for (let i = 0; i < labels.length; i++) {
    if (drawn.data[i * drawn.channels + 3] < 128) continue;
    const red = drawn.data[i * drawn.channels];
    const label = Math.round(red / LABEL_STEP);
    // Where two labels' edges blend the level lies between them: the pixel takes its neighbour's.
    if (Math.abs(red - label * LABEL_STEP) <= 3 || i === 0) labels[i] = label;
    else labels[i] = labels[i - 1];
  }
  return labels;
}

const slug = (id: string) => id.replace(/[^a-z0-9]+/g, '-');

/** Where a drawn thing landed, for the relations' checks: its box, its hands, what on it must stay clear. */
export interface DrawnThing {
  id: string;
  role: 'subject' | 'thing';
  box: Box;
  /** A working person's hands. */
  hands?: Box[];
  /** Its top surface's height (where things on it stand) and the part above it to keep clear (a mast). */
  top?: number;
  keepClear?: Box;
  /** Where it belongs (ground, water, sky…) and whether it rests on or in another thing. */
  place: Place;
  resting: boolean;
}

/** A thing's label in the label picture (svgCanvas.ts): its index + 1, the last ones sharing 12. */
const labelOf = (thing: number) => Math.min(12, thing + 1);

/** What a thing is made of, for the realistic finish's textures (photo.ts). */
function materialOf(concept: Concept): Material {
  const drawing = concept.drawing;
  if (concept.id === 'table' || (concept.group === 'vehicle' && drawing?.place === 'water')) return 'wood';
  if (concept.group === 'animal') return 'fur';
  if (concept.group === 'person') return 'cloth';
  if (concept.group === 'vehicle') return 'paint';
  if (concept.group === 'building') return 'stone';
  if (concept.group === 'plant') return 'leaf';
  if (concept.group === 'food') return 'food';
  return 'plain';
}

/** The colours each thing's copies were drawn in, so an overlay of it repeats them. */
type Chosen = Map<number, string[]>;

function paintPlacement(
  canvas: Canvas,
  scene: Scene,
  reading: Reading,
  placement: Placement,
  random: Random,
  chosen: Chosen,
): DrawnThing | undefined {
  const mention = reading.things[placement.thing];
  const drawing = placement.drawing ?? mention.concept.drawing;
  if (!drawing) return undefined;
  const painter = placement.overlay ? drawing.overlay : drawing.painter;
  if (!painter) return undefined;
  const lit = lighting(scene);
  const own = drawing.colours;
  const colours = chosen.get(placement.thing) ?? [];
  chosen.set(placement.thing, colours);
  const copies = placement.copies.map((copy, k) => {
    // Copies of one thing vary in colour unless the prompt gave one; an overlay repeats them.
    colours[k] ??= mention.colour ?? canvas.colour(own[(k + random.below(own.length)) % own.length]);
    const base = colours[k];
    const paint: Paint = {
      canvas,
      colour: base,
      lit,
      attributes: mention.concept.group === 'person' ? reading.attributes : new Set(),
    };
    const s = copy.height / 100;
    const sx = copy.flip && mention.concept.group !== 'person' ? -s : s;
    const turn = copy.turn ? ` rotate(${n(copy.turn)} ${n(copy.pivot ?? 0)} 0)` : '';
    return `<g transform="translate(${n(copy.x)} ${n(copy.base)})${turn} scale(${Math.round(sx * 10000) / 10000} ${Math.round(s * 10000) / 10000})">${painter(paint)}</g>`;
  });
  const id = `${placement.overlay ? 'hands' : 'thing'}-${slug(mention.concept.id)}`;
  canvas.addThing(
    labelOf(placement.thing),
    `<g id="${id}" data-box="${n(placement.x)} ${n(placement.y)} ${n(placement.width)} ${n(placement.height)}" data-role="${placement.subject ? 'subject' : 'thing'}">${copies.join('')}</g>`,
  );
  if (placement.overlay) return undefined;
  const first = placement.copies[0];
  const unit = first.height / 100;
  const drawn: DrawnThing = {
    id: mention.concept.id,
    role: placement.subject ? 'subject' : 'thing',
    box: { x: placement.x, y: placement.y, width: placement.width, height: placement.height },
    top: first.base - first.height * drawing.top,
    place: drawing.place,
    resting: reading.relations.some(
      (r) => r.subject === placement.thing && (r.kind === 'on' || r.kind === 'in' || r.kind === 'hold'),
    ),
  };
  if (drawing.hands)
    drawn.hands = drawing.hands.map((h) => ({
      x: first.x + (h.x - h.r) * unit,
      y: first.base + (h.y - h.r) * unit,
      width: 2 * h.r * unit,
      height: 2 * h.r * unit,
    }));
  if (drawing.keepClear && drawn.top !== undefined)
    drawn.keepClear = {
      x: first.x + drawing.keepClear[0] * unit,
      y: placement.y,
      width: (drawing.keepClear[1] - drawing.keepClear[0]) * unit,
      height: drawn.top - placement.y,
    };
  return drawn;
}

/** A portrait: the person alone and close, the head and shoulders filling the picture. */
function portraitOf(reading: Reading, scene: Scene): Placement[] | undefined {
  if (!reading.portrait) return undefined;
  const person = reading.things.findIndex((mention) => mention.concept.group === 'person');
  if (person < 0) return undefined;
  const height = scene.height * 2.5;
  const base = scene.height * 0.05 + height;
  const width = height * (reading.things[person].concept.drawing?.aspect ?? 0.46);
  const x = scene.width / 2;
  return [
    {
      thing: person,
      x: x - width / 2,
      y: base - height,
      width,
      height,
      copies: [{ x, base, height, flip: false }],
      subject: true,
      behind: false,
    },
  ];
}

/** A portrait's head in its sitter's box (portraitOf: the whole figure, the head at its top). */
function headOf(figure: Box): Box {
  return { x: figure.x + figure.width * 0.3, y: figure.y, width: figure.width * 0.4, height: figure.height * 0.17 };
}

/** On a tabletop the table is the picture's ground: a table named is not drawn again. */
function clearTheTable(reading: Reading): void {
  const table = reading.things.findIndex((mention) => mention.concept.id === 'table');
  if (table < 0) return;
  reading.things.splice(table, 1);
  reading.relations = reading.relations
    .filter((r) => r.subject !== table && r.object !== table)
    .map((r) => ({
      ...r,
      subject: r.subject > table ? r.subject - 1 : r.subject,
      object: r.object > table ? r.object - 1 : r.object,
    }));
  if (reading.subject > table) reading.subject -= 1;
}

const TABLE = THINGS.find((concept) => concept.id === 'table');

/**
 * Indoors, food and small things that stand on nothing named go on a table beside the subject
 * (grandma in the kitchen with dumplings: the dumplings on the table in front of her); in the
 * kitchen, people wear an apron.
 */
function setTheTable(reading: Reading, scene: Scene): void {
  if (!scene.room || scene.room === 'table' || scene.room === 'studio' || !TABLE) return;
  if (scene.room === 'kitchen' && reading.things.some((mention) => mention.concept.group === 'person'))
    reading.attributes.add('apron');
  const loose = reading.things
    .map((mention, index) => ({ mention, index }))
    .filter(
      ({ mention, index }) =>
        index !== reading.subject &&
        mention.concept.drawing?.place === 'table' &&
        !reading.relations.some((r) => r.subject === index && r.kind !== 'beside'),
    );
  if (loose.length === 0) return;
  let table = reading.things.findIndex((mention) => mention.concept.id === 'table');
  if (table < 0) {
    table = reading.things.length;
    reading.things.push({ concept: TABLE, count: 1 });
  }
  for (const { index } of loose) reading.relations.push({ kind: 'on', subject: index, object: table });
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** What the realistic finish needs of the scene (photo.ts): the horizon, the light, what stands where, the focus. */
function depthOf(scene: Scene, things: readonly DrawnThing[]): SceneDepth {
  const water = scene.ground === 'sea' || scene.ground === 'lake';
  const subject = things.find((t) => t.role === 'subject');
  let focus = subject?.box;
  // The subject's plane: it and what it stands on or beside, touching it.
  if (focus)
    for (const t of things) {
      if (t === subject || t.place === 'sky' || !overlaps(t.box, focus)) continue;
      const x = Math.min(focus.x, t.box.x);
      const y = Math.min(focus.y, t.box.y);
      focus = {
        x,
        y,
        width: Math.max(focus.x + focus.width, t.box.x + t.box.width) - x,
        height: Math.max(focus.y + focus.height, t.box.y + t.box.height) - y,
      };
    }
  return {
    horizon: scene.ground === 'underwater' ? scene.height : scene.horizon,
    indoors: scene.room !== undefined,
    studio: scene.room === 'studio',
    lightX: scene.lightX,
    grounded: things
      .filter((t) => !t.resting && t.place !== 'sky' && !(water && t.place === 'water') && scene.ground !== 'underwater')
      .filter((t) => t.box.y + t.box.height > scene.horizon && t.box.y + t.box.height < scene.height)
      .map((t) => t.box),
    floating: water ? things.filter((t) => t.place === 'water' && !t.resting).map((t) => t.box) : [],
    focus,
    ground: scene.room ? 'floor' : scene.ground,
    shore: scene.beach ? shoreline(scene) - 34 : undefined,
    materials: { [TREES_LABEL]: 'leaf', [MOUNTAINS_LABEL]: 'stone' },
    far: MOUNTAINS_LABEL,
    middle: TREES_LABEL,
    sky: { clouds: scene.clouds, time: scene.time, rain: scene.rain },
  };
}

/** The picture's SVG, what the result's settings say about it, and where its things landed. */
export function composeSvg(
  prompt: string,
  look: LookName,
  seed: number,
): { svg: string; labelSvg: string; note: string; things: DrawnThing[]; depth: SceneDepth } {
  const reading = readPrompt(prompt);
  applyPose(reading, prompt);
  readAction(reading, prompt, seed);
  const random = createRandom(seed);
  const places = reading.things.map((mention) => mention.concept.drawing?.place);
  const scene = planScene(
    {
      elements: reading.portrait && reading.elements.length === 0 ? ['studio'] : reading.elements,
      water: places.includes('water'),
      underwater: places[0] === 'underwater' || (places.includes('underwater') && reading.elements.includes('sea')),
      tabletop:
        places.length > 0 &&
        reading.things.every((mention) => mention.concept.drawing?.place === 'table' || mention.concept.id === 'table'),
      portrait: reading.portrait,
    },
    random,
  );
  if (scene.room === 'table') clearTheTable(reading);
  setTheTable(reading, scene);
  const canvas = new Canvas(scene.width, scene.height, look, random.between(-14, 14));
  paintLandscape(canvas, scene, random);
  const placements = portraitOf(reading, scene) ?? gatherAtTable(reading, layOut(reading, scene, random), scene.width);
  const things: DrawnThing[] = [];
  const chosen: Chosen = new Map();
  for (const placement of placements) {
    const drawn = paintPlacement(canvas, scene, reading, placement, random, chosen);
    if (drawn) things.push(drawn);
  }
  paintWeather(canvas, scene, random);
  paintAir(canvas, scene, random);
  const depth = depthOf(scene, things);
  for (const [thing, mention] of reading.things.entries()) depth.materials[labelOf(thing)] ??= materialOf(mention.concept);
  // A portrait keeps the head whole; a close shot may cut the shoulders.
  const kept = reading.portrait && things.length > 0 ? [headOf(things[0].box)] : things.map((thing) => thing.box);
  const camera = frameCamera(scene.width, scene.height, kept, variationOf(seed));
  return {
    svg: canvas.toString(camera),
    labelSvg: canvas.labelSvg(camera),
    note: `local: ${reading.understood.join(', ')}`,
    things: things.map((thing) => framedThing(camera, thing)),
    depth: framedDepth(camera, depth),
  };
}

/** A drawn thing where the seed's camera (camera.ts) shows it. */
function framedThing(camera: Camera, thing: DrawnThing): DrawnThing {
  return {
    ...thing,
    box: pictureBox(camera, thing.box),
    hands: thing.hands?.map((hand) => pictureBox(camera, hand)),
    top: thing.top === undefined ? undefined : pictureY(camera, thing.top),
    keepClear: thing.keepClear && pictureBox(camera, thing.keepClear),
  };
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
  const { svg, labelSvg, note, depth } = composeSvg(prompt, look, seed);
  progress(20);
  const drawn = await drawSvg(svg, { scale });
  progress(50);
  const picture = createRgb(drawn.width, drawn.height);
  for (let i = 0; i < picture.data.length; i++) picture.data[i] = drawn.data[i] / 255;
  if (look === 'realistic') depth.labels = labelsOf(await drawSvg(labelSvg, { scale, alpha: true }));
  progress(60);
  finish(picture, look, createRandom(seed ^ 0x5f3759df), scale, depth);
  progress(85);
  const output = await encodePicture(picture, 'png');
  return { ...output, note };
}
