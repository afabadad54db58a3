// The talking-photo GIF's part of the gallery, until motion has a gallery of its own (the next
// issue): each template's GIF made by the real recipe from sample faces, laid out as a strip
// of frames spread over the loop, so a reader sees what moves without playing it.
import { decodeFrames, encodeStill } from '../../mocks/engine/adapters/image';
import { toolOf } from '../../src/rules/catalog';
import { checkFaces } from '../../src/rules/faces';
import { readySample, sampleLabel } from './prepared';
import type { SamplePhoto } from './samples';
import type { Sheet, SheetCell } from './sheet';
import { makeOne } from './stills';
import { CELL_SIZE } from './stillSheets';

/** Frames shown of each GIF. */
export const STRIP_FRAMES = 6;

async function strip(style: string, sample: SamplePhoto, seed: number): Promise<SheetCell[]> {
  const ready = await readySample(sample);
  const head: SheetCell = { label: `${style} · ${sampleLabel(ready)}`, content: { kind: 'picture', bytes: ready.bytes } };
  const problem = checkFaces('gif', ready.uploadedFaces);
  if (problem)
    return [head, { label: 'no result', content: { kind: 'text', text: `refused: ${problem.kind}`, tone: 'problem' } }];
  const made = await makeOne({ tool: 'gif', style, seed, photo: ready.photo, faces: ready.preparedFaces });
  if (!made.outcome.ok)
    return [head, { label: 'no result', content: { kind: 'text', text: `failed: ${made.outcome.problem}`, tone: 'problem' } }];
  const frames = await decodeFrames(made.outcome.bytes, STRIP_FRAMES, CELL_SIZE);
  const cells = await Promise.all(
    frames.map(async (frame, index): Promise<SheetCell> => ({
      label: `frame ${index + 1}/${frames.length}`,
      content: { kind: 'picture', bytes: await encodeStill(frame, 'png') },
    })),
  );
  return [head, ...cells];
}

/** One sheet: a row per template × sample, the sample photo then the GIF's frames. */
export async function gifStripSheet(samples: readonly SamplePhoto[], seed = 1): Promise<{ sheet: Sheet; made: number }> {
  const rows: SheetCell[][] = [];
  for (const style of toolOf('gif').styles) for (const sample of samples) rows.push(await strip(style, sample, seed));
  return {
    sheet: {
      title: [
        `gif: each template's GIF (seed ${seed}), ${STRIP_FRAMES} frames spread over its loop`,
        'Rows: template · sample photo. Motion tools get a gallery of their own in the next issue.',
      ],
      rows,
      cell: CELL_SIZE,
    },
    made: rows.length,
  };
}
