// HD (src/rules/hd.ts) in the local engine: every still-picture tool made at scale 2 with the
// seed of a normal result gives exactly twice its width and height, and, shrunk back to the
// normal size, the same picture (a small mean difference, smaller than another seed's).
// The woman's normal and HD pictures are written to /tmp/hd-look/ to look at.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { TOOL_IDS, toolOf, type ToolId } from '../../../src/rules/catalog';
import { HD_SCALE } from '../../../src/rules/hd';
import { noFacePhoto, sampleFaces, samplePortrait } from '../testing/faces';
import type { RecipeInput, RecipeOutput } from '../types';
import { recipes } from './index';
import { prepared } from '../testing/prepared';

// Each HD picture takes seconds (four times the pixels), longer while other work shares the cores.
const SLOW = 300_000;
const LOOK = '/tmp/hd-look';
const SEED = 7;

interface Case {
  tool: ToolId;
  style: string;
  /** The largest mean absolute difference (0–1) of the HD picture shrunk back to the normal one. */
  limit: number;
  /** A photo that is not the woman's portrait. */
  photo?: () => Promise<Uint8Array>;
}

// Limits: the measured difference with room to spare. Pictures re-made larger differ only by
// resampling (tti 插画 0.003, cel 0.010); hatched ones by their lines' anti-aliasing
// (pen-and-ink 0.028, pencil 0.027, the avatar's graphite portrait 0.018); tti 写实 by its
// textures, laid per output pixel (fur strokes, grass blades, grain: 0.020); watercolour is enlarged (0.011).
const CASES: readonly Case[] = [
  { tool: 'avatar', style: 'portrait', limit: 0.04 },
  { tool: 'avatar', style: 'pix/penink', limit: 0.04 },
  { tool: 'cartoon', style: 'cartoon', limit: 0.03 },
  { tool: 'cartoon', style: 'portrait', limit: 0.04 },
  { tool: 'cartoon', style: 'cartoon', limit: 0.03, photo: () => noFacePhoto(1500, 1000) },
  { tool: 'watercolor', style: 'monet', limit: 0.02 },
  { tool: 'tti', style: '1000', limit: 0.03 },
  { tool: 'tti', style: '1001', limit: 0.01 },
];

async function inputOf(item: Case, seed: number): Promise<RecipeInput> {
  if (item.tool === 'tti') return { tool: 'tti', style: item.style, seed, text: '山间的湖泊，日落，湖边有树' };
  const photo = item.photo ? await item.photo() : await samplePortrait('woman');
  const ready = await prepared(photo, item.photo ? undefined : await sampleFaces('woman'));
  return { tool: item.tool, style: item.style, seed, ...ready };
}

const make = (input: RecipeInput): Promise<RecipeOutput> => recipes[input.tool](input, () => undefined);

async function sizeOf(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const { width, height } = await sharp(bytes).metadata();
  return { width, height };
}

/** Mean absolute difference (0–1) of two pictures, `other` shrunk (lanczos3) to `normal`'s size. */
async function difference(normal: Uint8Array, other: Uint8Array): Promise<number> {
  const { width, height } = await sizeOf(normal);
  const a = await sharp(normal).removeAlpha().raw().toBuffer();
  const b = await sharp(other).resize(width, height, { kernel: 'lanczos3', fit: 'fill' }).removeAlpha().raw().toBuffer();
  let total = 0;
  for (let i = 0; i < a.length; i++) total += Math.abs(a[i] - b[i]);
  return total / a.length / 255;
}

describe('HD in the local engine', () => {
  it('covers every still-picture tool', () => {
    const still = TOOL_IDS.filter((tool) => toolOf(tool).output === 'image');
    expect(new Set(CASES.map((item) => item.tool))).toEqual(new Set(still));
  });

  it.each(CASES.map((item) => [`${item.tool}/${item.style}${item.photo ? ' (a large photo)' : ''}`, item] as const))(
    '%s: twice as wide and tall, the same picture',
    async (name, item) => {
      const input = await inputOf(item, SEED);
      const normal = await make(input);
      const hd = await make({ ...input, scale: HD_SCALE });
      const normalSize = await sizeOf(normal.bytes);
      expect(await sizeOf(hd.bytes)).toEqual({ width: normalSize.width * HD_SCALE, height: normalSize.height * HD_SCALE });
      expect(hd.mime).toBe(normal.mime);
      const hdDifference = await difference(normal.bytes, hd.bytes);
      expect(hdDifference).toBeLessThan(item.limit);
      // The measure tells pictures apart: another seed's picture is farther from it.
      const another = await make(await inputOf(item, SEED + 1));
      expect(await difference(normal.bytes, another.bytes)).toBeGreaterThan(hdDifference);
      if (!item.photo && item.tool !== 'tti') {
        await mkdir(LOOK, { recursive: true });
        const file = name.replace(/\W+/g, '-');
        await writeFile(`${LOOK}/${file}-normal.${normal.ext}`, normal.bytes);
        await writeFile(`${LOOK}/${file}-hd.${hd.ext}`, hd.bytes);
      }
    },
    SLOW,
  );

  it('refuses a scale it cannot make', async () => {
    const input = await inputOf(CASES[2], SEED);
    await expect(make({ ...input, scale: 1.5 })).rejects.toThrow('scale 1.5');
  });
});
