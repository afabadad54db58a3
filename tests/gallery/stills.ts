// A still tool's results for the gallery: every style × seed for each sample, made by the real
// recipe (mocks/engine/recipes/index.ts) in this process from the sample made ready as the
// stand-in makes a run's photo ready (prepared.ts). A photo a one-face tool's check refuses
// gives no results, only the reason, as the stand-in refuses it before any charge.
import { recipes } from '../../mocks/engine/recipes/index';
import type { RecipeInput } from '../../mocks/engine/types';
import { toolOf, type ToolId } from '../../src/rules/catalog';
import { checkFaces, needsFace } from '../../src/rules/faces';
import { readySample, sampleLabel } from './prepared';
import type { SamplePhoto, SampleText } from './samples';
import type { CellContent } from './sheet';

/** Two results of one run differ by their seed: the gallery makes two of each style. */
export const GALLERY_SEEDS = [1, 2] as const;

export interface Made {
  style: string;
  seed: number;
  /** The result's bytes, or why there is none. */
  outcome: { ok: true; bytes: Uint8Array; mime: string } | { ok: false; problem: string };
  ms: number;
}

export interface StillRow {
  /** The sample's id (key file, file names). */
  sampleId: string;
  /** The row's first cell: the sample itself. */
  sample: { label: string; content: CellContent };
  /** Why the tool refused the sample before making anything, if it did. */
  refused?: string;
  results: Made[];
}

export async function makeOne(input: RecipeInput): Promise<Made> {
  const started = performance.now();
  const outcome = await recipes[input.tool](input, () => undefined).then(
    (output) => ({ ok: true as const, bytes: output.bytes, mime: output.mime }),
    (error: unknown) => ({ ok: false as const, problem: error instanceof Error ? error.message : String(error) }),
  );
  return { style: input.style, seed: input.seed, outcome, ms: performance.now() - started };
}

/** Each style × seed, one after the other (the recipes share this process's thread). */
async function everyStyle(tool: ToolId, base: Omit<RecipeInput, 'tool' | 'style' | 'seed'>): Promise<Made[]> {
  const made: Made[] = [];
  for (const style of toolOf(tool).styles)
    for (const seed of GALLERY_SEEDS) made.push(await makeOne({ ...base, tool, style, seed }));
  return made;
}

export async function photoRow(tool: ToolId, sample: SamplePhoto): Promise<StillRow> {
  const ready = await readySample(sample);
  const row = {
    sampleId: sample.id,
    sample: { label: sampleLabel(ready), content: { kind: 'picture' as const, bytes: ready.bytes } },
  };
  if (needsFace(tool)) {
    const problem = checkFaces(tool, ready.uploadedFaces);
    if (problem) return { ...row, refused: `refused before any charge: ${problem.kind}`, results: [] };
    return { ...row, results: await everyStyle(tool, { photo: ready.photo, faces: ready.preparedFaces }) };
  }
  return { ...row, results: await everyStyle(tool, { photo: ready.photo, faces: ready.foundInPrepared }) };
}

export async function textRow(tool: ToolId, sample: SampleText): Promise<StillRow> {
  return {
    sampleId: sample.id,
    sample: { label: sample.id, content: { kind: 'text', text: sample.text, tone: 'sample' } },
    results: await everyStyle(tool, { text: sample.text }),
  };
}
