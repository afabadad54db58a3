// `npm run panel -- render <tool> <styles,|all> <seeds,> <samples,> [outDir]`: a photo tool's
// results for a panel, made by the real recipes in this process as the gallery makes them
// (stills.ts makeOne, the samples made ready by prepared.ts): `<tool>-<style>-<sample>-s<seed>.<ext>`
// and each sample's `<sample>-photo.png`. Run it in two checkouts (main's and a branch's) into two
// folders, then `pairs`. A photo the app's face check would refuse is still made, and said.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isToolId, toolOf, type ToolId } from '../../../src/rules/catalog';
import { checkFaces, needsFace } from '../../../src/rules/faces';
import { readySample } from '../prepared';
import { HELD_OUT_PHOTOS, SAMPLE_PHOTOS } from '../samples';
import { makeOne } from '../stills';
import { photoFileName, resultFileName } from './names';

export interface RenderAsk {
  tool: ToolId;
  styles: string[];
  seeds: number[];
  samples: string[];
}

const ALL_SAMPLES = [...SAMPLE_PHOTOS, ...HELD_OUT_PHOTOS];

const list = (text: string) => text.split(',').filter(Boolean);

/** The command's words checked against the catalog and the samples, with what is wrong if they are not. */
export function renderAsk(tool: string, styles: string, seeds: string, samples: string): RenderAsk {
  if (!isToolId(tool) || toolOf(tool).input.kind !== 'photo')
    throw new Error(`render: ${tool} is not a photo tool (the panel's samples are photos)`);
  const known = toolOf(tool).styles;
  const asked = styles === 'all' ? [...known] : list(styles);
  const unknown = asked.filter((style) => !known.includes(style));
  if (unknown.length || !asked.length)
    throw new Error(`render: ${tool} has no style ${unknown.join(', ')} (styles: ${known.join(', ')})`);
  const seedList = list(seeds).map(Number);
  if (!seedList.length || seedList.some((seed) => !Number.isSafeInteger(seed)))
    throw new Error(`render: seeds are whole numbers, comma-separated (got ${seeds})`);
  const sampleList = list(samples);
  const noSample = sampleList.filter((id) => !ALL_SAMPLES.some((sample) => sample.id === id));
  if (noSample.length || !sampleList.length)
    throw new Error(`render: no sample ${noSample.join(', ')} (samples: ${ALL_SAMPLES.map((sample) => sample.id).join(', ')})`);
  return { tool, styles: asked, seeds: seedList, samples: sampleList };
}

const extOf = (mime: string) =>
  mime.includes('gif')
    ? 'gif'
    : mime.includes('mp4')
      ? 'mp4'
      : mime.includes('png')
        ? 'png'
        : mime.includes('jpeg')
          ? 'jpg'
          : 'bin';

export async function render({ tool, styles, seeds, samples }: RenderAsk, out: string): Promise<void> {
  await mkdir(out, { recursive: true });
  for (const id of samples) {
    const sample = ALL_SAMPLES.find((entry) => entry.id === id);
    if (!sample) continue;
    const ready = await readySample(sample);
    await writeFile(path.join(out, photoFileName(id)), ready.bytes);
    const refused = checkFaces(tool, ready.uploadedFaces);
    if (refused) console.log(`${id}: the app would refuse this photo (${refused.kind}); made anyway`);
    const faces = needsFace(tool) ? ready.preparedFaces : ready.foundInPrepared;
    for (const style of styles)
      for (const seed of seeds) {
        const made = await makeOne({ tool, style, seed, photo: ready.photo, faces });
        const time = `${Math.round(made.ms)} ms`;
        if (!made.outcome.ok) {
          console.log(`${tool} ${style} ${id} seed ${seed} FAILED in ${time}: ${made.outcome.problem}`);
          continue;
        }
        const name = resultFileName({ tool, style, sample: id, seed, ext: extOf(made.outcome.mime) });
        await writeFile(path.join(out, name), made.outcome.bytes);
        console.log(`${name} ${time}`);
      }
  }
}
