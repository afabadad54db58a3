// A motion tool's clips for the gallery: each mode (template or camera move) made by the real
// recipe from each row's sample and seed (motionPlan.ts), the sample made ready as the stand-in
// makes a run's photo ready (prepared.ts), and frames spread over the clip decoded from the GIF
// or MP4 the recipe wrote (clipFrames.ts). The clips themselves are kept too, to be played.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { encodeStill } from '../../mocks/engine/adapters/image';
import { toolOf, type ToolId } from '../../src/rules/catalog';
import { checkFaces, needsFace } from '../../src/rules/faces';
import type { Face } from '../../mocks/engine/types';
import { changeBetween, clipFrames } from './clipFrames';
import { MOTION_CELL, MOTION_FRAMES, motionRows, type BlindClip, type MotionRowPlan } from './motionPlan';
import { readySample, type ReadySample } from './prepared';
import { SAMPLE_PHOTOS } from './samples';
import { makeOne } from './stills';

export interface ShownClip {
  /** The shown frames as PNG, fitted inside a cell. */
  frames: Uint8Array[];
  /** Which frame of the clip each is, and the clip's frame count and length. */
  picked: number[];
  total: number;
  durationS: number;
  width: number;
  height: number;
  bytes: number;
  /** Mean absolute change between shown frames, 0–255. */
  change: number;
}

export interface MotionClip extends BlindClip {
  /** The row's sample: its photo and what the face model makes of it. */
  sample: ReadySample;
  outcome: { ok: true; clip: ShownClip } | { ok: false; problem: string };
  /** Time the recipe took, wall clock. */
  ms: number;
}

/** Samples a motion tool that takes any photo is also shown: a person standing in a room. */
const ANY_PHOTO_EXTRAS = ['room'];

/** The faces the recipe is given, or why the tool refuses the photo before any charge. */
function facesFor(tool: ToolId, ready: ReadySample): { faces: Face[] } | { refused: string } {
  if (!needsFace(tool)) return { faces: ready.foundInPrepared };
  const problem = checkFaces(tool, ready.uploadedFaces);
  return problem ? { refused: problem.kind } : { faces: ready.preparedFaces };
}

/** Each row of the tool's sheets, its sample made ready (the samples the face check refuses left out). */
export async function motionRowsOf(tool: ToolId): Promise<{ plan: MotionRowPlan; ready: ReadySample }[]> {
  const readies = new Map<string, ReadySample>();
  for (const sample of SAMPLE_PHOTOS) readies.set(sample.id, await readySample(sample));
  const accepted = (sampleId: string) => {
    const ready = readies.get(sampleId);
    return ready !== undefined && 'faces' in facesFor(tool, ready);
  };
  const extra = needsFace(tool) ? [] : ANY_PHOTO_EXTRAS;
  return motionRows(accepted, extra).flatMap((plan) => {
    const ready = readies.get(plan.sampleId);
    return ready ? [{ plan, ready }] : [];
  });
}

async function shown(bytes: Uint8Array, mime: string): Promise<ShownClip> {
  const decoded = await clipFrames(bytes, mime, MOTION_FRAMES, MOTION_CELL);
  return {
    frames: await Promise.all(decoded.frames.map((frame) => encodeStill(frame, 'png'))),
    picked: decoded.picked,
    total: decoded.total,
    durationS: decoded.durationS,
    width: decoded.width,
    height: decoded.height,
    bytes: bytes.byteLength,
    change: changeBetween(decoded.frames),
  };
}

/** One clip: the recipe's output written to `clipsDir` (to be played) and its frames decoded. */
async function makeClip(
  tool: ToolId,
  style: string,
  plan: MotionRowPlan,
  ready: ReadySample,
  clipsDir: string,
): Promise<MotionClip> {
  const base = { style, seed: plan.seed, sampleId: plan.sampleId, sample: ready };
  const given = facesFor(tool, ready);
  if ('refused' in given) return { ...base, outcome: { ok: false, problem: `refused: ${given.refused}` }, ms: 0 };
  const made = await makeOne({ tool, style, seed: plan.seed, photo: ready.photo, faces: given.faces });
  if (!made.outcome.ok) return { ...base, outcome: { ok: false, problem: made.outcome.problem }, ms: made.ms };
  const extension = made.outcome.mime === 'image/gif' ? 'gif' : 'mp4';
  await writeFile(path.join(clipsDir, `${tool}-${style}-${plan.sampleId}-seed${plan.seed}.${extension}`), made.outcome.bytes);
  return { ...base, outcome: { ok: true, clip: await shown(made.outcome.bytes, made.outcome.mime) }, ms: made.ms };
}

/** Every row's clip of one mode, one after the other (the recipes share this process's thread). */
export async function modeClips(
  tool: ToolId,
  style: string,
  rows: readonly { plan: MotionRowPlan; ready: ReadySample }[],
  clipsDir: string,
): Promise<MotionClip[]> {
  const clips: MotionClip[] = [];
  for (const { plan, ready } of rows) clips.push(await makeClip(tool, style, plan, ready, clipsDir));
  return clips;
}

/** The modes of a motion tool, as its descriptor lists them. */
export const modesOf = (tool: ToolId): readonly string[] => toolOf(tool).styles;
