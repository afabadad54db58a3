// Finishing a run's results: by the local engine (mocks/engine: each result made from the run's
// own input in the worker pool, its media stored as 'result/<resId>.<ext>', its progress kept on
// the record), or canned (MOCK_ENGINE=canned: its style's example media after taskDelayMs).
// A result the failure switches pick fails after taskDelayMs either way; a result whose recipe
// throws fails alone. Every failure is refunded. A result revoked, deleted or reset away while
// it was made is left alone.
import { randomInt } from 'node:crypto';
import { makeResult, detectFaces, type Face, type RecipeInput, type RecipeOutput } from '../engine';
import type { ToolId } from '../../src/rules/catalog';
import { mockConfig } from './config';
import { refund } from './ledger';
import { putMedia } from './mediaStore';
import { later, mockState, type ResourceRec } from './state';

/** What every result of a run is made from. */
export interface RunMaterial {
  tool: ToolId;
  photo?: Uint8Array;
  /** Faces found at task creation (tools that need one), largest first. */
  faces?: readonly Face[];
  text?: string;
  bgm?: string;
}

/** The record, still pending in the state in force (read through mockState(), so a change is saved). */
function pendingRecord(resId: string): ResourceRec | undefined {
  const rec = mockState().resources.get(resId);
  return rec && rec.status === 'pending' ? rec : undefined;
}

function fail(resId: string): void {
  const rec = pendingRecord(resId);
  if (!rec) return;
  rec.status = 'failed';
  refund(rec, 'failed');
}

function succeedCanned(resId: string): void {
  const rec = pendingRecord(resId);
  if (rec) rec.status = 'done';
}

function succeedMade(resId: string, output: RecipeOutput): void {
  const rec = pendingRecord(resId);
  if (!rec) return;
  const key = `result/${resId}.${output.ext}`;
  putMedia(key, { mime: output.mime, bytes: output.bytes });
  rec.resultKey = key;
  rec.progress = 100;
  if (output.note) rec.settings = { ...rec.settings, engine: output.note };
  rec.status = 'done';
}

function setProgress(resId: string, percent: number): void {
  const rec = pendingRecord(resId);
  if (rec && percent > (rec.progress ?? 0)) rec.progress = Math.min(99, Math.round(percent));
}

/** A 3D photo does not need a person, but moves one apart from the background when there is one. */
async function facesFor(material: RunMaterial): Promise<readonly Face[] | undefined> {
  if (material.faces || !material.photo || material.tool !== 'video3d') return material.faces;
  return detectFaces(material.photo).catch(() => []);
}

async function makeAll(recs: readonly ResourceRec[], material: RunMaterial, fails: (index: number) => boolean): Promise<void> {
  const faces = await facesFor(material);
  recs.forEach((rec, index) => {
    if (fails(index)) {
      later(mockConfig().taskDelayMs, () => fail(rec.resId));
      return;
    }
    const input: RecipeInput = {
      tool: material.tool,
      style: rec.style,
      // Each result its own seed: two results of one run differ.
      seed: randomInt(2 ** 31),
      photo: material.photo,
      faces,
      text: material.text,
      bgm: material.bgm,
    };
    makeResult(input, (percent) => setProgress(rec.resId, percent)).then(
      (output) => succeedMade(rec.resId, output),
      (error: unknown) => {
        console.warn(`[engine] ${material.tool}/${rec.style} failed:`, error instanceof Error ? error.message : error);
        fail(rec.resId);
      },
    );
  });
}

/** Starts finishing a run's results (in its order); the answer to the task does not wait for it. */
export function finishRun(recs: readonly ResourceRec[], material: RunMaterial, fails: (index: number) => boolean): void {
  if (mockConfig().engine === 'canned') {
    const step = mockConfig().taskDelayMs;
    recs.forEach((rec, index) =>
      later(step + Math.round((index * step) / 2), () => (fails(index) ? fail(rec.resId) : succeedCanned(rec.resId))),
    );
    return;
  }
  void makeAll(recs, material, fails);
}
