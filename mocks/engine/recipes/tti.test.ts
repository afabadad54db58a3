import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { RecipeOutput } from '../types';
import { colourThumbnail, greyThumbnail, meanAbsoluteDifference } from '../testing/measure';
import { tti } from './tti';
import { composeSvg } from './tti/compose';
import { CONCEPTS } from './tti/vocabulary';
import { LABEL_STEP, MOUNTAINS_LABEL } from './tti/svgCanvas';
import { photographic, type SceneDepth } from './tti/photo';
import { createRandom } from './shared/random';
import { createRgb, type Rgb } from './shared/raster';
import type { Txt2ImgRequest } from '../adapters/sdServer';
import { errorAnswer, field, flatPng, pictureAnswer, startFakeApi } from '../testing/fakeApis';

// Rendering takes a second or more, longer while other work shares the two cores.
const SLOW = 300_000;
const made = new Map<string, Promise<RecipeOutput>>();

/** The picture of a prompt in a style and seed, made once for all tests. */
function draw(
  text: string,
  style = '1000',
  seed = 1,
  progress: (percent: number) => void = () => undefined,
): Promise<RecipeOutput> {
  const key = `${text}/${style}/${seed}`;
  let output = made.get(key);
  if (!output) {
    output = tti({ tool: 'tti', style, seed, text }, progress);
    made.set(key, output);
  }
  return output;
}

/** Mean grey (0–255) of the top quarter of a 16×16 thumbnail. */
async function topBrightness(bytes: Uint8Array): Promise<number> {
  const grey = await greyThumbnail(bytes);
  return grey.subarray(0, 64).reduce((sum, value) => sum + value, 0) / 64;
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
  subject: boolean;
  /** Where its group starts in the SVG: what is drawn first lies behind. */
  at: number;
}

/** The boxes of the things drawn, by concept (compose.ts marks each thing's group). */
function things(
  prompt: string,
  look: 'realistic' | 'illustration' = 'illustration',
  seed = 1,
): { boxes: Map<string, Box>; svg: string } {
  const { svg } = composeSvg(prompt, look, seed);
  const boxes = new Map<string, Box>();
  for (const m of svg.matchAll(/<g id="thing-([a-z0-9-]+)" data-box="([^"]+)" data-role="(\w+)">/g)) {
    const [x, y, width, height] = m[2].split(' ').map(Number);
    boxes.set(m[1], { x, y, width, height, subject: m[3] === 'subject', at: m.index });
  }
  return { boxes, svg };
}

const area = (box: Box) => box.width * box.height;
const get = (boxes: Map<string, Box>, id: string): Box => {
  const box = boxes.get(id);
  if (!box) throw new Error(`no ${id} in ${[...boxes.keys()].join(', ')}`);
  return box;
};
/** The SVG of one thing's group (up to the next thing's). */
const groupOf = (svg: string, id: string) => svg.slice(svg.indexOf(`<g id="thing-${id}"`)).split('<g id="thing-')[1];

describe('tti composition', () => {
  it('draws the subject first named, in the middle and the largest', () => {
    for (const prompt of ['a dog, a house and a tree', '一只熊猫和一辆公交车', 'a woman with a horse and a bicycle']) {
      const { boxes } = things(prompt);
      const all = [...boxes.values()];
      const subject = all.find((box) => box.subject);
      expect(subject, prompt).toBeDefined();
      for (const other of all) if (other !== subject) expect(area(other), prompt).toBeLessThan(area(subject ?? other));
    }
    const { boxes } = things('a dog, a house and a tree');
    expect(get(boxes, 'dog').subject).toBe(true);
    const dog = get(boxes, 'dog');
    expect(Math.abs(dog.x + dog.width / 2 - 512)).toBeLessThan(1024 * 0.3);
  });

  it('puts a thing on another on its top: the cat on the boat, the lighthouse on the cliff', () => {
    for (const [prompt, top, under] of [
      ['一只猫坐在船上', 'cat', 'boat'],
      ['a red lighthouse on a cliff at night with stars', 'lighthouse', 'cliff'],
      ['a bird on a tree', 'bird', 'tree'],
    ]) {
      const { boxes } = things(prompt);
      const a = get(boxes, top);
      const b = get(boxes, under);
      // Standing on it: its base above the other's base, at or below the other's top, and over it.
      expect(a.y + a.height, prompt).toBeLessThan(b.y + b.height - b.height * 0.2);
      expect(a.y + a.height, prompt).toBeGreaterThanOrEqual(b.y - 1);
      expect(a.x + a.width / 2, prompt).toBeGreaterThan(b.x);
      expect(a.x + a.width / 2, prompt).toBeLessThan(b.x + b.width);
    }
  });

  it('puts a thing under another below its top, in a container inside and behind its front, beside another apart', () => {
    const under = things('a dog under the table').boxes;
    const dog = get(under, 'dog');
    const table = get(under, 'table');
    expect(dog.y).toBeGreaterThan(table.y);
    expect(Math.abs(dog.y + dog.height - (table.y + table.height))).toBeLessThan(2);
    const inside = things('猫在盒子里').boxes;
    const cat = get(inside, 'cat');
    const box = get(inside, 'box');
    expect(cat.x + cat.width / 2).toBeGreaterThan(box.x);
    expect(cat.x + cat.width / 2).toBeLessThan(box.x + box.width);
    expect(cat.y + cat.height).toBeLessThan(box.y + box.height);
    expect(cat.at).toBeLessThan(box.at); // drawn first: the box's front hides its legs
    const beside = things('a girl beside a horse').boxes;
    const girl = get(beside, 'girl');
    const horse = get(beside, 'horse');
    expect(girl.x + girl.width <= horse.x || horse.x + horse.width <= girl.x).toBe(true);
  });

  it('draws counts and colours: three cats, 三只猫, a red car', () => {
    for (const prompt of ['three cats', '三只猫']) {
      const { svg } = things(prompt);
      expect(groupOf(svg, 'cat').match(/<g transform="translate/g)?.length, prompt).toBe(3);
    }
    const { svg } = things('a red car in the city');
    expect(groupOf(svg, 'car')).toContain('#d8302a');
  });

  it('draws each group of concepts by its own drawing', () => {
    for (const [prompt, id] of [
      ['a smiling girl', 'girl'],
      ['一只长颈鹿', 'giraffe'],
      ['一碗面条', 'noodles'],
      ['a pagoda in spring', 'pagoda'],
      ['a train at night', 'train'],
      ['一把红色的伞', 'umbrella'],
      ['a cactus in the desert', 'cactus'],
      ['an owl in the forest', 'owl'],
      ['a penguin on the snow', 'penguin'],
    ]) {
      const { boxes } = things(prompt);
      expect(get(boxes, id).subject, prompt).toBe(true);
    }
  });

  it('draws grandma in the kitchen at a table with the dumplings on it, in an apron', () => {
    const { boxes, svg } = things('奶奶在厨房里包饺子');
    const grandma = get(boxes, 'old-woman');
    const dumplings = get(boxes, 'dumplings');
    const table = get(boxes, 'table');
    expect(grandma.subject).toBe(true);
    expect(dumplings.y + dumplings.height).toBeLessThanOrEqual(table.y + 1);
    expect(area(grandma)).toBeGreaterThan(area(dumplings));
    // The kitchen's tiles and the apron.
    expect(svg).toContain('#e6f0f2');
    expect(groupOf(svg, 'old-woman')).toContain('#fdf6e3');
  });

  it('draws a portrait close: the old man’s head and shoulders fill the picture, glasses and smile', () => {
    const { boxes, svg } = things('a portrait of a smiling old man wearing glasses');
    const man = get(boxes, 'old-man');
    expect(man.height).toBeGreaterThan(1024 * 2);
    expect([...boxes.keys()]).toEqual(['old-man']);
    expect(svg).toContain('id="attr-glasses"');
  });

  it('draws every setting, weather and season in both looks as SVG with no attribute twice (librsvg would refuse it)', () => {
    for (const concept of CONCEPTS.filter((c) => c.elements && !c.drawing))
      for (const look of ['realistic', 'illustration'] as const)
        for (const prompt of [`${concept.zh[0]}里的一只猫`, `a girl and a cake, ${concept.en[0]}`]) {
          for (const tag of composeSvg(prompt, look, 7).svg.match(/<[^>]+>/g) ?? []) {
            const names = [...tag.matchAll(/\s([a-z-]+)="/g)].map((m) => m[1]);
            expect(new Set(names).size, `${prompt} ${look}: ${tag}`).toBe(names.length);
          }
        }
  });

  it('draws the two looks differently: shaded with gradients and depth, or flat with outlines', () => {
    for (const prompt of ['a red lighthouse on a cliff at night with stars', '一只猫坐在船上']) {
      const realistic = composeSvg(prompt, 'realistic', 3).svg;
      const illustration = composeSvg(prompt, 'illustration', 3).svg;
      const count = (svg: string, pattern: RegExp) => svg.match(pattern)?.length ?? 0;
      expect(count(realistic, /<(radial|linear)Gradient/g)).toBeGreaterThan(6);
      expect(count(realistic, /filter="url\(#soft\)"/g)).toBeGreaterThan(0);
      expect(count(realistic, /stroke="#2a2433"/g)).toBe(0);
      expect(count(illustration, /stroke="#2a2433"/g)).toBeGreaterThan(4);
      expect(count(illustration, /<radialGradient/g)).toBeLessThan(count(realistic, /<radialGradient/g) / 4);
    }
  });
});

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Where each thing landed in the composed scene (compose.ts), by concept. */
function scene(prompt: string, seed = 1, look: 'realistic' | 'illustration' = 'illustration') {
  const { things: drawn, svg } = composeSvg(prompt, look, seed);
  const find = (id: string) => {
    const thing = drawn.find((t) => t.id === id);
    if (!thing) throw new Error(`${prompt}: no ${id} drawn`);
    return thing;
  };
  return { find, svg };
}

describe('tti relations and poses', () => {
  it('seats a cat sitting on a boat on its deck, beside the mast and not through it, in either language and any seed', () => {
    for (const prompt of ['一只猫坐在船上', 'a cat sitting on a boat', '海边的日落，一只猫坐在小船上，远处有山和飞鸟'])
      for (const seed of [1, 2, 3, 4]) {
        const { find } = scene(prompt, seed);
        const cat = find('cat');
        const boat = find('boat');
        const mast = boat.keepClear;
        if (!mast || boat.top === undefined) throw new Error('the sailboat has a mast and a deck');
        const label = `${prompt} / ${seed}`;
        // Resting on the deck: its base on the deck's height, within the boat's width.
        expect(Math.abs(cat.box.y + cat.box.height - boat.top), label).toBeLessThan(boat.box.height * 0.03);
        expect(cat.box.x, label).toBeGreaterThanOrEqual(boat.box.x - 1);
        expect(cat.box.x + cat.box.width, label).toBeLessThanOrEqual(boat.box.x + boat.box.width + 1);
        // Beside the mast, never overlapping it.
        expect(overlap(cat.box, mast), label).toBe(false);
        // Sitting: upright, taller than long (a standing cat is longer than tall).
        expect(cat.box.height, label).toBeGreaterThan(cat.box.width * 1.1);
      }
    const standing = scene('a cat on a boat').find('cat');
    expect(standing.box.width).toBeGreaterThan(standing.box.height);
  });

  it('lays a dog lying on a sofa along its seat, longer than tall', () => {
    const { find } = scene('a dog lying on a sofa');
    const dog = find('dog');
    const sofa = find('sofa');
    expect(dog.box.width).toBeGreaterThan(dog.box.height * 1.5);
    expect(Math.abs(dog.box.y + dog.box.height - (sofa.top ?? 0))).toBeLessThan(sofa.box.height * 0.03);
  });

  it('stands grandma making dumplings behind the table, her hands at the dumplings, drawn over them', () => {
    for (const seed of [1, 2, 3]) {
      const { find, svg } = scene('奶奶在厨房里包饺子', seed);
      const grandma = find('old woman');
      const table = find('table');
      const dumplings = find('dumplings');
      const hands = grandma.hands ?? [];
      expect(hands).toHaveLength(2);
      // Both hands on the dumplings, at the tabletop's height.
      for (const hand of hands) {
        expect(overlap(hand, dumplings.box), `seed ${seed}`).toBe(true);
        expect(Math.abs(hand.y + hand.height / 2 - table.box.y)).toBeLessThan(grandma.box.height * 0.08);
      }
      // Behind the table (drawn before it, her feet above its feet), the dumplings in front of her, her hands over them.
      expect(svg.indexOf('id="thing-old-woman"')).toBeLessThan(svg.indexOf('id="thing-table"'));
      expect(svg.indexOf('id="thing-dumplings"')).toBeLessThan(svg.indexOf('id="hands-old-woman"'));
      expect(grandma.box.y + grandma.box.height).toBeLessThan(table.box.y + table.box.height);
      expect(grandma.box.y + grandma.box.height).toBeGreaterThan(table.box.y);
      const middle = grandma.box.x + grandma.box.width / 2;
      expect(middle).toBeGreaterThan(dumplings.box.x);
      expect(middle).toBeLessThan(dumplings.box.x + dumplings.box.width);
      // She stays the subject, larger than the dumplings.
      expect(grandma.role).toBe('subject');
      expect(grandma.box.height).toBeGreaterThan(dumplings.box.height * 2);
    }
    // Standing about in the kitchen, no one works: the hands hang at the sides.
    expect(scene('奶奶在厨房里').find('old woman').hands).toBeUndefined();
  });
});

/** The grey pixels of a picture. */
async function greyPixels(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Texture: the mean distance of a pixel from its 5×5 neighbourhood's mean, in the picture's bottom 15 % (the near ground). */
function groundTexture({ data, width, height }: { data: Buffer; width: number; height: number }): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(height * 0.85); y < height - 3; y += 2)
    for (let x = 3; x < width - 3; x += 2) {
      let around = 0;
      for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) around += data[(y + dy) * width + x + dx];
      sum += Math.abs(data[y * width + x] - around / 25);
      count++;
    }
  return sum / count;
}

/** The things standing in the picture (not the far mountains), 3 px wide round them: what stays in focus. */
async function thingsMask(prompt: string): Promise<Uint8Array> {
  const { labelSvg } = composeSvg(prompt, 'realistic', 1);
  const { data, info } = await sharp(Buffer.from(labelSvg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width } = info;
  const mask = new Uint8Array(info.width * info.height);
  for (let i = 0; i < mask.length; i++) {
    const label = Math.round(data[i * 4] / LABEL_STEP);
    if (data[i * 4 + 3] < 128 || label === 0 || label === MOUNTAINS_LABEL) continue;
    for (let dy = -3; dy <= 3; dy++)
      for (let dx = -3; dx <= 3; dx++) mask[Math.max(0, Math.min(mask.length - 1, i + dy * width + dx))] = 1;
  }
  return mask;
}

/**
 * Sharpness of the background: the 99.9th percentile of the grey gradient above the horizon,
 * away from the things standing there (hard vector edges, or a lens's depth of field).
 */
function backgroundEdges({ data, width }: { data: Buffer; width: number }, horizon: number, things: Uint8Array): number {
  const gradients: number[] = [];
  for (let y = 2; y < horizon - 2; y++)
    for (let x = 1; x < width - 1; x++)
      if (!things[y * width + x])
        gradients.push(
          Math.abs(data[y * width + x + 1] - data[y * width + x - 1]) +
            Math.abs(data[(y + 1) * width + x] - data[(y - 1) * width + x]),
        );
  gradients.sort((a, b) => a - b);
  return gradients[Math.floor(gradients.length * 0.999)];
}

describe('tti looks: 写实 reads as a photograph, 插画 as a clean flat illustration', () => {
  it(
    'gives 写实 textured surfaces and a soft, out-of-focus background; 插画 flat fills and crisp outlines',
    async () => {
      for (const prompt of ['一只猫坐在船上', 'two dogs playing in a park in autumn', '奶奶在厨房里包饺子']) {
        const { horizon } = composeSvg(prompt, 'realistic', 1).depth;
        const realistic = await greyPixels((await draw(prompt, '1000')).bytes);
        const illustration = await greyPixels((await draw(prompt, '1001')).bytes);
        expect(groundTexture(realistic), prompt).toBeGreaterThan(groundTexture(illustration) * 1.15);
        const things = await thingsMask(prompt);
        expect(backgroundEdges(realistic, horizon, things), prompt).toBeLessThan(
          backgroundEdges(illustration, horizon, things) * 0.5,
        );
      }
    },
    SLOW,
  );

  it('casts the shadows of things on the ground and mirrors a boat in the water in 写实', () => {
    const park = composeSvg('two dogs playing in a park in autumn', 'realistic', 1).depth;
    expect(park.grounded.length).toBeGreaterThanOrEqual(1);
    expect(park.focus).toBeDefined();
    const sea = composeSvg('一只猫坐在船上', 'realistic', 1).depth;
    expect(sea.floating).toHaveLength(1);
    // The cat sits on the boat: it casts no shadow on the water.
    expect(sea.grounded).toHaveLength(0);
  });
});

/** The RGB pixels of a picture, 0–255. */
async function rgbPixels(bytes: Uint8Array): Promise<{ data: Buffer; width: number; height: number }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Which pixels are the subject's: its label in the label picture (svgCanvas.ts), read at its box's middle. */
async function subjectMask(prompt: string): Promise<Uint8Array> {
  const { labelSvg, things: drawn } = composeSvg(prompt, 'realistic', 1);
  const { data, info } = await sharp(Buffer.from(labelSvg)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const subject = drawn.find((t) => t.role === 'subject');
  if (!subject) throw new Error(`no subject in ${prompt}`);
  const at = (x: number, y: number) => (Math.round(y) * info.width + Math.round(x)) * 4;
  const red = data[at(subject.box.x + subject.box.width / 2, subject.box.y + subject.box.height * 0.6)];
  const mask = new Uint8Array(info.width * info.height);
  for (let i = 0; i < mask.length; i++) mask[i] = data[i * 4 + 3] >= 128 && Math.abs(data[i * 4] - red) <= 3 ? 1 : 0;
  return mask;
}

const luma = (data: Buffer, i: number) => (data[i * 3] * 0.299 + data[i * 3 + 1] * 0.587 + data[i * 3 + 2] * 0.114) / 255;

/**
 * Outlines: the share of the subject's silhouette (its pixels with a pixel of something else
 * beside them) where a dark line runs across it (3 px within 2 px of it) — darker by a tenth
 * than both the subject 6–9 px inside and what lies 6–9 px outside.
 */
function outlineShare(picture: { data: Buffer; width: number }, mask: Uint8Array): number {
  const { data, width } = picture;
  let rim = 0;
  let dark = 0;
  for (let i = width * 10; i < mask.length - width * 10; i++) {
    if (!mask[i]) continue;
    for (const step of [1, -1, width, -width]) {
      if (mask[i + step]) continue;
      rim++;
      // Means across a few pixels, so a texture's grain is not taken for a line.
      const mean = (from: number, to: number) => {
        let sum = 0;
        for (let k = from; k <= to; k++) sum += luma(data, i + k * step);
        return sum / (to - from + 1);
      };
      const line = Math.min(mean(-2, 0), mean(-1, 1), mean(0, 2));
      if (mask[i - 9 * step] && line < Math.min(mean(-9, -6), mean(6, 9)) - 0.1) dark++;
      break;
    }
  }
  return dark / Math.max(1, rim);
}

/** Texture energy inside the subject: the mean distance of its pixels (4 px in from its edge) from their 5×5 mean. */
function subjectTexture(picture: { data: Buffer; width: number }, mask: Uint8Array): number {
  const { data, width } = picture;
  let sum = 0;
  let count = 0;
  for (let i = width * 6; i < mask.length - width * 6; i += 2) {
    if (!mask[i] || !mask[i - 4] || !mask[i + 4] || !mask[i - 4 * width] || !mask[i + 4 * width]) continue;
    let around = 0;
    for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) around += luma(data, i + dy * width + dx);
    sum += Math.abs(luma(data, i) - around / 25);
    count++;
  }
  return sum / Math.max(1, count);
}

/** Mean colourfulness (max − min channel, 0–1). */
function saturation({ data }: { data: Buffer }): number {
  let sum = 0;
  for (let i = 0; i < data.length; i += 3)
    sum += Math.max(data[i], data[i + 1], data[i + 2]) - Math.min(data[i], data[i + 1], data[i + 2]);
  return sum / (data.length / 3) / 255;
}

describe('tti 写实: shaded forms with materials, no outlines; 插画 stays flat', () => {
  it(
    'draws no outline round the subject in 写实, gives it texture and muted colour; 插画 keeps its outlines, flat fills and bright colour',
    async () => {
      for (const prompt of ['一只猫坐在船上', 'two dogs playing in a park in autumn']) {
        const mask = await subjectMask(prompt);
        const realistic = await rgbPixels((await draw(prompt, '1000')).bytes);
        const illustration = await rgbPixels((await draw(prompt, '1001')).bytes);
        const outlined = outlineShare(illustration, mask);
        expect(outlined, prompt).toBeGreaterThan(0.3);
        expect(outlineShare(realistic, mask), prompt).toBeLessThan(Math.min(0.2, outlined / 3));
        // Fur: fine strokes across the animal, where the illustration fills it flat.
        // Soft fur since session 11 (strong strokes read as felt or a sponge): still well above
        // the illustration's flat fill under paper.
        expect(subjectTexture(realistic, mask), prompt).toBeGreaterThan(subjectTexture(illustration, mask) * 1.6);
        expect(subjectTexture(realistic, mask), prompt).toBeGreaterThan(0.025);
        expect(saturation(realistic), prompt).toBeLessThan(saturation(illustration) * 0.85);
      }
    },
    SLOW,
  );

  it(
    'shades the subject as a form: one side lit, the other in shadow, within a flat fill in 插画',
    async () => {
      const prompt = 'two dogs playing in a park in autumn';
      const mask = await subjectMask(prompt);
      const spread = async (style: string) => {
        const { data } = await rgbPixels((await draw(prompt, style)).bytes);
        const values: number[] = [];
        for (let i = 0; i < mask.length; i += 3) if (mask[i]) values.push(luma(data, i));
        values.sort((a, b) => a - b);
        return values[Math.floor(values.length * 0.9)] - values[Math.floor(values.length * 0.1)];
      };
      expect(await spread('1000')).toBeGreaterThan((await spread('1001')) * 1.5);
    },
    SLOW,
  );

  it('floats the boat in the water above the beach, its hull clear of the shoreline', () => {
    for (const seed of [1, 2, 3]) {
      const { things: drawn, depth } = composeSvg('海边的日落，一只猫坐在小船上，远处有山和飞鸟', 'realistic', seed);
      const boat = drawn.find((t) => t.id === 'boat' || t.id === 'sailboat');
      expect(boat, `seed ${seed}`).toBeDefined();
      expect(depth.shore, `seed ${seed}`).toBeDefined();
      const hull = (boat?.box.y ?? 0) + (boat?.box.height ?? 0);
      expect(hull, `seed ${seed}`).toBeGreaterThan(depth.horizon);
      expect(hull, `seed ${seed}`).toBeLessThan(depth.shore ?? 0);
    }
  });

  it('paints the cat on the boat and the boat itself opaque in 写实: no see-through mark over what is behind', () => {
    for (const prompt of ['一只猫坐在船上', '海边的日落，一只猫坐在小船上，远处有山和飞鸟']) {
      const { svg } = composeSvg(prompt, 'realistic', 1);
      for (const id of ['cat', 'boat']) {
        const group = groupOf(svg, id);
        expect(group, `${prompt} ${id}`).toBeDefined();
        // Only blurred marks (a shadow, a sheen) may be faint: they are light, not paint.
        const faint = [...(group ?? '').matchAll(/<\w+[^>]*\bopacity="(0\.\d+)"[^>]*>/g)].filter(
          (m) => !m[0].includes('filter='),
        );
        expect(
          faint.map((m) => m[0]),
          `${prompt} ${id}`,
        ).toEqual([]);
      }
    }
  });

  it('paints a portrait in 写实 as a face, not an avatar: small eyes under lids, a modelled nose, no ink', () => {
    const prompt = 'a portrait of a smiling old man wearing glasses';
    const realistic = composeSvg(prompt, 'realistic', 1).svg;
    const illustration = composeSvg(prompt, 'illustration', 1).svg;
    expect(realistic).toContain('filter="url(#fine)"');
    expect(realistic).not.toContain('stroke="#2a2433"');
    expect(illustration).toContain('stroke="#2a2433"');
    // The eyes' whites: the avatar's large round ones only in 插画.
    expect(illustration).toMatch(/<ellipse [^>]*fill="#ffffff"/);
    expect(realistic).not.toMatch(/<ellipse [^>]*fill="#ffffff"\/>/);
  });
});

/**
 * A small scene for the realistic finish alone (photo.ts): a bright sky over a blue sea, the
 * horizon at 128, and things painted in flat colours with their labels.
 */
function seaScene(things: { label: number; x0: number; y0: number; x1: number; y1: number; rgb: [number, number, number] }[]): {
  picture: Rgb;
  labels: Uint8Array;
} {
  const picture = createRgb(256, 256);
  const labels = new Uint8Array(256 * 256);
  for (let y = 0; y < 256; y++)
    for (let x = 0; x < 256; x++) {
      const i = y * 256 + x;
      const thing = things.find((t) => x >= t.x0 && x < t.x1 && y >= t.y0 && y < t.y1);
      const rgb = thing?.rgb ?? (y < 128 ? [0.85, 0.9, 0.95] : [0.1, 0.3, 0.6]);
      if (thing) labels[i] = thing.label;
      picture.data.set(rgb, i * 3);
    }
  return { picture, labels };
}

const seaDepth = (labels: Uint8Array, floating: SceneDepth['floating'] = []): SceneDepth => ({
  horizon: 128,
  indoors: false,
  lightX: 0.3,
  grounded: [],
  floating,
  ground: 'sea',
  materials: { 1: 'plain', 2: 'paint' },
  labels,
});

/** Mean of (red − blue) over a block of the picture: a red thing is above 0, the blue sea below. */
function redness({ data }: Rgb, x0: number, x1: number, y0: number, y1: number): number {
  let sum = 0;
  for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) sum += data[(y * 256 + x) * 3] - data[(y * 256 + x) * 3 + 2];
  return sum / ((x1 - x0) * (y1 - y0));
}

describe('tti 写实 finish: things stay solid, a boat sits in the water', () => {
  it('lays the horizon haze and the water’s sky mirror behind a thing, never over it (no see-through band)', () => {
    const { picture, labels } = seaScene([{ label: 1, x0: 96, y0: 40, x1: 160, y1: 220, rgb: [0.2, 0.2, 0.2] }]);
    photographic(picture, createRandom(1), 1, seaDepth(labels));
    const grey = (y0: number, y1: number) => {
      let sum = 0;
      for (let y = y0; y < y1; y++)
        for (let x = 116; x < 140; x++) for (let c = 0; c < 3; c++) sum += picture.data[(y * 256 + x) * 3 + c];
      return sum / (3 * 24 * (y1 - y0));
    };
    // Just above and just below the horizon the dark thing stays as dark: the bright air is not over it.
    expect(Math.abs(grey(132, 140) - grey(116, 124))).toBeLessThan(0.03);
    // The sea beside it does take the sky's mirror near the horizon.
    expect(redness(picture, 10, 60, 130, 136)).toBeGreaterThan(redness(picture, 10, 60, 240, 250));
  });

  it('sinks a floating boat’s keel under a waterline: its lowest band becomes water, its hull stays above', () => {
    const { picture, labels } = seaScene([{ label: 2, x0: 70, y0: 120, x1: 190, y1: 200, rgb: [0.8, 0.15, 0.1] }]);
    photographic(picture, createRandom(1), 1, seaDepth(labels, [{ x: 70, y: 120, width: 120, height: 80 }]));
    const hull = redness(picture, 90, 170, 140, 170);
    expect(hull, 'hull').toBeGreaterThan(0.2);
    // Under the waterline the sea (with the hull's faint reflection in it), not the hull.
    expect(redness(picture, 90, 170, 196, 200), 'keel').toBeLessThan(hull * 0.4);
    let water = 0;
    for (let y = 196; y < 200; y++) for (let x = 90; x < 170; x++) if (labels[y * 256 + x] === 0) water++;
    expect(water / (4 * 80), 'keel is water').toBeGreaterThan(0.9);
  });
});

describe('tti recipe (local)', () => {
  const saved = { tti: process.env.MIAO_ENGINE_TTI_URL, sd: process.env.MIAO_ENGINE_SD_URL };
  beforeAll(() => {
    delete process.env.MIAO_ENGINE_TTI_URL;
    delete process.env.MIAO_ENGINE_SD_URL;
  });
  afterAll(() => {
    if (saved.tti !== undefined) process.env.MIAO_ENGINE_TTI_URL = saved.tti;
    if (saved.sd !== undefined) process.env.MIAO_ENGINE_SD_URL = saved.sd;
  });

  it(
    'draws a PNG whose settings say it was made locally, reporting progress to 100',
    async () => {
      const progress: number[] = [];
      const output = await draw('night sky with moon', '1000', 1, (percent) => progress.push(percent));
      expect(output).toMatchObject({ mime: 'image/png', ext: 'png' });
      expect(output.note).toMatch(/^local/);
      expect(output.note).toContain('moon');
      const meta = await sharp(output.bytes).metadata();
      expect(meta.format).toBe('png');
      expect(meta.width).toBe(1024);
      expect([768, 1024]).toContain(meta.height);
      expect(progress.at(-1)).toBe(100);
    },
    SLOW,
  );

  it(
    'lets the words decide: a night sky with a moon is darker on top than a sunny beach',
    async () => {
      for (const style of ['1000', '1001']) {
        const night = await topBrightness((await draw('night sky with moon', style)).bytes);
        const beach = await topBrightness((await draw('sunny beach', style)).bytes);
        expect(night).toBeLessThan(beach - 60);
      }
    },
    SLOW,
  );

  it(
    'draws other known words as another picture: a cat is not a dog',
    async () => {
      const cat = await draw('一只小猫', '1001');
      const dog = await draw('一只小狗', '1001');
      expect(cat.note).toContain('cat');
      expect(dog.note).toContain('dog');
      expect(meanAbsoluteDifference(await colourThumbnail(cat.bytes), await colourThumbnail(dog.bytes))).toBeGreaterThan(3);
    },
    SLOW,
  );

  it(
    'draws the two styles differently, and another seed another layout',
    async () => {
      const realistic = await draw('night sky with moon', '1000');
      const illustration = await draw('night sky with moon', '1001');
      expect(
        meanAbsoluteDifference(await colourThumbnail(realistic.bytes), await colourThumbnail(illustration.bytes)),
      ).toBeGreaterThan(4);
      const reseeded = await draw('night sky with moon', '1000', 2);
      expect(Buffer.from(reseeded.bytes).equals(Buffer.from(realistic.bytes))).toBe(false);
      // The same seed draws the same picture.
      expect(composeSvg('night sky with moon', 'realistic', 1).svg).toBe(composeSvg('night sky with moon', 'realistic', 1).svg);
      expect(composeSvg('night sky with moon', 'realistic', 2).svg).not.toBe(
        composeSvg('night sky with moon', 'realistic', 1).svg,
      );
    },
    SLOW,
  );

  it('refuses an empty prompt or an unknown style', async () => {
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: '  ' }, () => undefined)).rejects.toThrow(/no prompt/);
    await expect(tti({ tool: 'tti', style: '2000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(/unknown style/);
  });
});

describe('tti recipe (AUTOMATIC1111 server, by its older name MIAO_ENGINE_TTI_URL)', () => {
  let server: Server;
  let received: Txt2ImgRequest[] = [];
  let answer: (request: IncomingMessage, response: ServerResponse, body: string) => void;
  let served: Buffer;
  const saved = { url: process.env.MIAO_ENGINE_TTI_URL, timeout: process.env.MIAO_ENGINE_TTI_TIMEOUT_MS };

  beforeAll(async () => {
    served = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => answer(request, response, body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    process.env.MIAO_ENGINE_TTI_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    delete process.env.MIAO_ENGINE_SD_URL;
  });

  afterAll(async () => {
    for (const [key, value] of [
      ['MIAO_ENGINE_TTI_URL', saved.url],
      ['MIAO_ENGINE_TTI_TIMEOUT_MS', saved.timeout],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    received = [];
    delete process.env.MIAO_ENGINE_TTI_TIMEOUT_MS;
  });

  it('posts the prompt, seed and size to /sdapi/v1/txt2img and returns the first image', async () => {
    answer = (request, response, body) => {
      if (request.method === 'POST' && request.url === '/sdapi/v1/txt2img') {
        received.push(JSON.parse(body) as Txt2ImgRequest);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ images: [served.toString('base64')], parameters: {}, info: '{}' }));
      } else {
        response.writeHead(404).end();
      }
    };
    const output = await tti({ tool: 'tti', style: '1001', seed: 4242, text: '一只小猫' }, () => undefined);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ seed: 4242, width: 1024, height: 1024 });
    expect(received[0].prompt).toContain('一只小猫');
    expect(received[0].prompt).toMatch(/illustration/);
    expect(received[0].negative_prompt).toBeTruthy();
    expect(received[0].steps).toBeGreaterThan(0);
    expect(Buffer.from(output.bytes).equals(served)).toBe(true);
    expect(output).toMatchObject({ mime: 'image/png', ext: 'png' });
    expect(output.note).toMatch(/remote/);
  });

  it('fails the result when the server answers an error or sends no image', async () => {
    answer = (_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"error":"CUDA out of memory"}');
    };
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(/answered 500/);
    answer = (_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{"images":[]}');
    };
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(/no image/);
  });

  it('fails the result when the server does not answer in time', async () => {
    process.env.MIAO_ENGINE_TTI_TIMEOUT_MS = '300';
    answer = () => undefined; // never answers
    await expect(tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined)).rejects.toThrow(
      /did not answer within/,
    );
  });
});

describe('tti recipe (AUTOMATIC1111 server at MIAO_ENGINE_SD_URL)', () => {
  const saved = { tti: process.env.MIAO_ENGINE_TTI_URL, sd: process.env.MIAO_ENGINE_SD_URL };
  afterAll(() => {
    for (const [key, value] of [
      ['MIAO_ENGINE_TTI_URL', saved.tti],
      ['MIAO_ENGINE_SD_URL', saved.sd],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('asks that server, before the older name, with the concepts of a Chinese prompt in English', async () => {
    const sd = await startFakeApi();
    const older = await startFakeApi();
    try {
      const picture = await flatPng(1024, 1024);
      sd.answerWith(pictureAnswer(picture));
      older.answerWith(pictureAnswer(picture));
      // A server behind AUTOMATIC1111's --api-auth: the user and password in the URL.
      process.env.MIAO_ENGINE_SD_URL = sd.url.replace('http://', 'http://miao:p%40ss@');
      process.env.MIAO_ENGINE_TTI_URL = older.url;
      const output = await tti({ tool: 'tti', style: '1000', seed: 99, text: '一只猫坐在船上' }, () => undefined);
      expect(older.received).toHaveLength(0);
      expect(sd.received).toHaveLength(1);
      expect(sd.received[0]).toMatchObject({ method: 'POST', path: '/sdapi/v1/txt2img' });
      expect(sd.received[0].headers.authorization).toBe(`Basic ${Buffer.from('miao:p@ss').toString('base64')}`);
      expect(field(sd.received[0], 'seed')).toBe(99);
      expect(field(sd.received[0], 'prompt')).toMatch(/^一只猫坐在船上, cat, boat, photorealistic/);
      expect([field(sd.received[0], 'width'), field(sd.received[0], 'height')]).toEqual([1024, 1024]);
      expect(output.note).toBe('remote: AUTOMATIC1111 txt2img');
      // HD: the same picture asked for, enlarged.
      const hd = await tti({ tool: 'tti', style: '1000', seed: 99, text: 'a red lighthouse', scale: 2 }, () => undefined);
      expect(field(sd.received[1], 'prompt')).toMatch(/^a red lighthouse, photorealistic/);
      expect((await sharp(hd.bytes).metadata()).width).toBe(2048);
      // An error names the server, never its password.
      sd.answerWith(errorAnswer(500));
      const failure = tti({ tool: 'tti', style: '1000', seed: 1, text: 'cat' }, () => undefined);
      await expect(failure).rejects.toThrow(/image server at http:\/\/127\.0\.0\.1:\d+\/ answered 500/);
      await expect(failure).rejects.not.toThrow(/p%40ss|p@ss/);
    } finally {
      await sd.close();
      await older.close();
    }
  });
});
