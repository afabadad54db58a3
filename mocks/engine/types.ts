// The local engine's contract: a recipe per tool turns one result's input into its media.
// Recipes run inside a worker of the pool (mocks/engine/worker.ts); each library they use is
// reached through one adapter in mocks/engine/adapters/. Nothing under mocks/engine is ever
// imported by src/.
import type { ToolId } from '../../src/rules/catalog';
import type { Locale } from '../../src/locales/locale';

/** A point in the photo's pixels (after EXIF rotation): x right, y down, z depth (mesh only). */
export type Point = readonly [x: number, y: number, z?: number];

/** One face found in the photo (the face adapter's answer). */
export interface Face {
  /** Box in pixels: left, top, width, height. */
  box: readonly [number, number, number, number];
  /** The 468-point face mesh (MediaPipe's numbering), in pixels. */
  mesh: readonly Point[];
  /** Detection confidence, 0–1. */
  score: number;
}

/**
 * The user's photo as the engine prepares it once per run (index.ts readUpload), for all the
 * run's results: decoded upright (EXIF rotation applied), in sRGB, transparency on white, its
 * long side at most 2048 px (prepare.ts PREPARED_LONG_SIDE; never enlarged). 8-bit RGB, channels interleaved, in
 * memory the pool's threads share (a SharedArrayBuffer: handing it to a job copies nothing).
 */
export interface PreparedPhoto {
  readonly width: number;
  readonly height: number;
  readonly channels: 3;
  readonly data: Uint8Array;
}

/** Everything one result is made from. */
export interface RecipeInput {
  tool: ToolId;
  /** The result's style (one of the tool descriptor's styles). */
  style: string;
  /** Differs per result of a run, so two results of one run differ; the same seed makes the same result. */
  seed: number;
  /** The user's photo, decoded once for the run (index.ts readUpload), for photo tools. */
  photo?: PreparedPhoto;
  /** Faces in the prepared photo's pixels (largest first), when the tool uses them; found once per run. */
  faces?: readonly Face[];
  /** The user's text, for text tools. */
  text?: string;
  /** The chosen music track (video3d), when given. */
  bgm?: string;
  /**
   * The user's language (the create request's: its language cookie, else Accept-Language), for
   * what a result says: the talking photo's line and voice. Absent: Chinese (DEFAULT_LOCALE).
   */
  locale?: Locale;
  /**
   * How many times wider and taller than normal the still picture is made (2 for an HD result,
   * src/rules/hd.ts), from the same input and seed, so it is the same picture, bigger. Absent: 1.
   * Only the still-image recipes read it.
   */
  scale?: number;
}

/** One finished result. */
export interface RecipeOutput {
  bytes: Uint8Array;
  /** e.g. 'image/png', 'image/gif', 'video/mp4', 'audio/mpeg'. */
  mime: string;
  /** File extension without the dot: 'png', 'gif', 'mp4', 'mp3'. */
  ext: string;
  /** Said in the result's settings when it matters, e.g. text-to-image made locally. */
  note?: string;
}

/** Reports progress, 0–100, as the recipe goes (called often is fine: it is throttled). */
export type Progress = (percent: number) => void;

export type Recipe = (input: RecipeInput, progress: Progress) => Promise<RecipeOutput>;
