import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { probeMedia, runFfmpeg } from '../adapters/ffmpeg';
import { detectFaces } from '../adapters/faces';
import { noFacePhoto, sampleFaces, samplePortrait } from '../testing/faces';
import type { Face, RecipeOutput } from '../types';
import { greyThumbnail, meanAbsoluteDifference, pearson } from '../testing/measure';
import { sceneOf, video3d, type Scene } from './video3d';
import { cameraMoves, type CameraPose, type LayerPose } from './video3d/camera';
import { layerMap, renderFrame } from './video3d/render';
import { sampleOne } from './shared/sample';
import { prepared } from '../testing/prepared';

let photo: Uint8Array;
let faces: Face[];
// Rendering and encoding take seconds, longer while other work shares the two cores.
const SLOW = 300_000;

beforeAll(async () => {
  photo = await samplePortrait('woman');
  faces = await sampleFaces('woman');
}, 300_000);

async function firstFrame(video: Uint8Array): Promise<Uint8Array> {
  // The index is at the front (+faststart), so the MP4 can be read from a pipe.
  const { stdout } = await runFfmpeg(['-i', 'pipe:0', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'], video);
  return stdout;
}

async function soundOf(video: Uint8Array): Promise<Float64Array> {
  const { stdout } = await runFfmpeg(['-i', 'pipe:0', '-vn', '-ac', '1', '-ar', '8000', '-f', 's16le', 'pipe:1'], video);
  return Float64Array.from(new Int16Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.byteLength / 2)));
}

function loudness(samples: Float64Array): number {
  let total = 0;
  for (const sample of samples) total += sample * sample;
  return Math.sqrt(total / Math.max(1, samples.length));
}

/** How far a layer's content at `point` (fractions of the frame, about the centre) moves. */
function displacement(pose: LayerPose, point: readonly [number, number]): number {
  return Math.hypot(pose.dx + point[0] * (pose.scale - 1), pose.dy + point[1] * (pose.scale - 1));
}

describe('video3d recipe', () => {
  let circle: RecipeOutput;
  const progress: number[] = [];

  beforeAll(async () => {
    circle = await video3d(
      { tool: 'video3d', style: 'circle', seed: 1, ...(await prepared(photo, faces)), bgm: 'great' },
      (percent) => progress.push(percent),
    );
  }, SLOW);

  it('makes a 4 s H.264 video with the music as AAC, at most 720 px, reporting progress to 100', async () => {
    expect(circle).toMatchObject({ mime: 'video/mp4', ext: 'mp4' });
    const info = await probeMedia(circle.bytes);
    expect(info.durationS).toBeGreaterThan(3.9);
    expect(info.durationS).toBeLessThan(4.2);
    expect(info.video?.codec).toBe('h264');
    expect(info.video?.pixelFormat).toBe('yuv420p');
    expect(info.audio?.codec).toBe('aac');
    const { width = 0, height = 0 } = info.video ?? {};
    expect((width % 2) + (height % 2)).toBe(0);
    expect(Math.max(width, height)).toBeLessThanOrEqual(720);
    // Music, not silence.
    expect(loudness(await soundOf(circle.bytes))).toBeGreaterThan(1000);
    expect(progress.at(-1)).toBe(100);
    expect(progress.filter((value) => value > 30 && value < 90).length).toBeGreaterThan(10);
  });

  it('starts from the user’s photo (16×16 grey thumbnails correlate)', async () => {
    const frame = await greyThumbnail(await firstFrame(circle.bytes));
    // The frame shows the photo's middle (zoomed in a little so moving layers never show an edge).
    const meta = await sharp(photo).metadata();
    const middle = await sharp(photo)
      .extract({
        left: Math.round((meta.width ?? 0) * 0.055),
        top: Math.round((meta.height ?? 0) * 0.055),
        width: Math.round((meta.width ?? 0) * 0.89),
        height: Math.round((meta.height ?? 0) * 0.89),
      })
      .png()
      .toBuffer();
    expect(pearson(frame, await greyThumbnail(middle))).toBeGreaterThan(0.85);
    // Another photo's thumbnail does not look like it.
    expect(pearson(frame, await greyThumbnail(await samplePortrait('man')))).toBeLessThan(0.6);
  });

  it(
    'moves a photo without a face too, with the other track, and differs by style, music and seed',
    async () => {
      const plain = await noFacePhoto(640, 480);
      const swing = await video3d({ tool: 'video3d', style: 'swing', seed: 2, ...(await prepared(plain)) }, () => undefined);
      const info = await probeMedia(swing.bytes);
      expect(info.video?.codec).toBe('h264');
      expect(info.audio?.codec).toBe('aac');
      // Without a chosen track the first one (cheer) plays: not the same music as 'great'.
      const cheer = await soundOf(swing.bytes);
      const great = await soundOf(circle.bytes);
      const length = Math.min(cheer.length, great.length);
      expect(meanAbsoluteDifference(cheer.subarray(0, length), great.subarray(0, length))).toBeGreaterThan(500);
      const again = await video3d(
        { tool: 'video3d', style: 'circle', seed: 2, ...(await prepared(photo, faces)), bgm: 'great' },
        () => undefined,
      );
      expect(Buffer.from(again.bytes).equals(Buffer.from(circle.bytes))).toBe(false);
    },
    SLOW,
  );

  it('refuses an unknown style or track', async () => {
    await expect(
      video3d({ tool: 'video3d', style: 'spin', seed: 1, ...(await prepared(photo, faces)) }, () => undefined),
    ).rejects.toThrow(/unknown style/);
    await expect(
      video3d({ tool: 'video3d', style: 'circle', seed: 1, ...(await prepared(photo, faces)), bgm: 'jazz' }, () => undefined),
    ).rejects.toThrow(/unknown music/);
  });
});

describe('video3d camera moves', () => {
  it.each(['circle', 'swing', 'zoom-in'])('%s moves the subject more than the background, and the seed varies it', (style) => {
    const move = cameraMoves[style](1);
    const other = cameraMoves[style](2);
    let subjectTravel = 0;
    let backgroundTravel = 0;
    let seedDifference = 0;
    // A point halfway out from the middle: zooms move it, shifts move it.
    const point = [0.25, 0.25] as const;
    const start = move(0);
    for (let t = 0.1; t < 1; t += 0.1) {
      const pose = move(t);
      subjectTravel += displacement(
        {
          ...pose.subject,
          dx: pose.subject.dx - start.subject.dx,
          dy: pose.subject.dy - start.subject.dy,
          scale: pose.subject.scale / start.subject.scale,
        },
        point,
      );
      backgroundTravel += displacement(
        {
          ...pose.background,
          dx: pose.background.dx - start.background.dx,
          dy: pose.background.dy - start.background.dy,
          scale: pose.background.scale / start.background.scale,
        },
        point,
      );
      seedDifference += Math.abs(pose.subject.dx - other(t).subject.dx) + Math.abs(pose.subject.scale - other(t).subject.scale);
    }
    expect(subjectTravel).toBeGreaterThan(backgroundTravel * 1.8);
    expect(backgroundTravel).toBeGreaterThan(0);
    expect(seedDifference).toBeGreaterThan(0);
  });
});

/** A frame's grey (0–1), as the video shows it. */
function greyFrame(scene: Scene, pose: CameraPose): Float32Array {
  const { framing } = scene;
  const rgb = new Uint8Array(framing.width * framing.height * 3);
  renderFrame(scene.layers, framing, pose, rgb);
  const grey = new Float32Array(framing.width * framing.height);
  for (let i = 0; i < grey.length; i++) grey[i] = (0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2]) / 255;
  return grey;
}

/** Half the side of the patches compared, in the frame's pixels. */
const PATCH = 12;

function spreadOf(values: readonly number[]): number {
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / values.length);
}

/** How a point of the photo shows in a frame, through each layer. */
interface Shown {
  /** The frame's patch where the subject layer puts the point, correlated with the photo's there. */
  withSubject: number;
  /** The subject layer's opacity at the point: whether it carries it at all. */
  carried: number;
  /** The same where the background layer puts it… */
  onBackground: number;
  /** …and how much the background shows there (1 − the subject's opacity over it). */
  bared: number;
  /** The two places' distance in the frame's pixels. */
  apart: number;
  /** Both places' patches lie inside the frame. */
  inFrame: boolean;
  /** The photo's patch's spread: a flat one tells nothing. */
  spread: number;
}

/**
 * Where a point of the photo shows in a frame: the frame's patch where the subject layer puts it
 * and where the background layer puts it, each correlated with the photo's own patch there
 * (read at that layer's scale). A point of the person shows with the subject, and never on the
 * background where the background is bared (a cut across the body leaves it there; a soft cut
 * shows it in both places: the same content twice); a point of the background is not carried
 * by the subject (a ghost of the wall moving with the person).
 */
function whereItShows(scene: Scene, frame: Float32Array, pose: CameraPose, point: readonly [number, number]): Shown {
  const { layers, framing } = scene;
  const grey = new Float32Array(layers.photo.width * layers.photo.height);
  for (let i = 0; i < grey.length; i++)
    grey[i] = 0.299 * layers.photo.data[i * 3] + 0.587 * layers.photo.data[i * 3 + 1] + 0.114 * layers.photo.data[i * 3 + 2];
  const source = { width: layers.photo.width, height: layers.photo.height, data: grey };
  const px = point[0] * layers.photo.width;
  const py = point[1] * layers.photo.height;
  const photoPatch: number[] = [];
  const seen = (which: LayerPose): { correlation: number; at: [number, number] } => {
    const map = layerMap(layers, framing, which);
    const ox = Math.round((px - map.originX) / map.step);
    const oy = Math.round((py - map.originY) / map.step);
    const framePatch: number[] = [];
    const expected: number[] = [];
    for (let j = -PATCH; j < PATCH; j++) {
      for (let i = -PATCH; i < PATCH; i++) {
        const x = Math.min(framing.width - 1, Math.max(0, ox + i));
        const y = Math.min(framing.height - 1, Math.max(0, oy + j));
        framePatch.push(frame[y * framing.width + x]);
        expected.push(sampleOne(source, map.originX + (ox + i) * map.step, map.originY + (oy + j) * map.step));
      }
    }
    if (photoPatch.length === 0) photoPatch.push(...expected);
    return { correlation: pearson(Float64Array.from(framePatch), Float64Array.from(expected)), at: [ox, oy] };
  };
  const withSubject = seen(pose.subject);
  const onBackground = seen(pose.background);
  const front = layerMap(layers, framing, pose.subject);
  const over = sampleOne(
    layers.matte,
    front.originX + onBackground.at[0] * front.step,
    front.originY + onBackground.at[1] * front.step,
  );
  return {
    withSubject: withSubject.correlation,
    carried: sampleOne(layers.matte, px, py),
    onBackground: onBackground.correlation,
    bared: 1 - over,
    apart: Math.hypot(withSubject.at[0] - onBackground.at[0], withSubject.at[1] - onBackground.at[1]),
    inFrame: [withSubject.at, onBackground.at].every(
      ([x, y]) => x >= PATCH && y >= PATCH && x + PATCH <= framing.width && y + PATCH <= framing.height,
    ),
    spread: spreadOf(photoPatch),
  };
}

/** What is wrong with how a point shows, or nothing. */
function misplaced(shown: Shown, part: 'person' | 'background'): string | undefined {
  if (part === 'person') {
    if (shown.withSubject < 0.8) return `does not move with the face (${shown.withSubject.toFixed(2)})`;
    if (shown.bared > 0.5 && shown.onBackground > 0.6) return `is left on the background too (${shown.onBackground.toFixed(2)})`;
    return undefined;
  }
  // (Right beside the person the background may be the fill's blur where it is bared: that is
  // the hole's edge, not a copy.)
  if (shown.carried > 0.5 && shown.withSubject > 0.6) return `moves with the person (${shown.withSubject.toFixed(2)})`;
  return undefined;
}

const require = createRequire(import.meta.url);

/** A woman standing against a drawn wall, from the top row of human's samples.jpg (nobody tuned the engine to her). */
async function standingWoman(): Promise<Uint8Array> {
  const samples = path.join(path.dirname(path.dirname(require.resolve('@vladmandic/human'))), 'assets', 'samples.jpg');
  return new Uint8Array(
    await sharp(samples).extract({ left: 650, top: 0, width: 135, height: 150 }).resize({ width: 480 }).png().toBuffer(),
  );
}

/**
 * Points on each person's body below the face and on the background near them (fractions of the
 * photo, checked by eye on the crops): a neckline, a ponytail, arms, a hand, a watch, a
 * waistband; letters on a wall, a bush, a glass, a chair, a door frame, a drawing.
 */
const POINTS: Record<string, { photo: () => Promise<Uint8Array>; person: [number, number][]; background: [number, number][] }> = {
  woman: {
    photo: () => samplePortrait('woman'),
    person: [
      [0.42, 0.53],
      [0.55, 0.6],
      [0.12, 0.8],
      [0.8, 0.88],
    ],
    background: [
      [0.77, 0.37],
      [0.88, 0.37],
      [0.08, 0.55],
      [0.72, 0.1],
    ],
  },
  man: {
    photo: () => samplePortrait('man'),
    person: [
      [0.62, 0.47],
      [0.8, 0.66],
      [0.68, 0.6],
      [0.4, 0.6],
    ],
    background: [
      [0.2, 0.68],
      [0.25, 0.85],
      [0.92, 0.45],
      [0.5, 0.85],
    ],
  },
  'standing woman': {
    photo: standingWoman,
    person: [
      [0.62, 0.49],
      [0.66, 0.62],
      [0.86, 0.77],
      [0.65, 0.7],
      [0.5, 0.55],
    ],
    background: [
      [0.3, 0.25],
      [0.38, 0.35],
      [0.76, 0.12],
      [0.35, 0.5],
    ],
  },
};

describe('video3d keeps the person whole', () => {
  it.each(Object.keys(POINTS))(
    'moves the %s’s body with the face, leaves no copy of it and carries no background, in every move',
    async (person) => {
      const { photo: load, ...parts } = POINTS[person];
      const bytes = await load();
      const found = await detectFaces(bytes);
      expect(found).toHaveLength(1);
      const scene = await sceneOf({ tool: 'video3d', style: 'circle', seed: 1, ...(await prepared(bytes, found)) });
      const failures: string[] = [];
      let compared = 0;
      for (const style of ['circle', 'swing', 'zoom-in']) {
        const move = cameraMoves[style](1);
        for (const t of [0.125, 0.375, 0.625, 0.875]) {
          const pose = move(t);
          const frame = greyFrame(scene, pose);
          for (const part of ['person', 'background'] as const) {
            for (const point of parts[part]) {
              const shown = whereItShows(scene, frame, pose, point);
              // Only where the layers have moved apart, in the frame, and the photo has something to recognise.
              if (shown.apart < 4 || !shown.inFrame || shown.spread < 0.03) continue;
              compared++;
              const wrong = misplaced(shown, part);
              if (wrong) failures.push(`${style}@${t}: the ${part} at ${point.join(',')} ${wrong}`);
            }
          }
        }
      }
      expect(compared).toBeGreaterThan(40);
      expect(failures).toEqual([]);
    },
    SLOW,
  );

  it('bends the photo over a smooth depth when the model sees no person at the face', async () => {
    // A face box given on a drawn gradient: nothing there for the model to cut out.
    const plain = await noFacePhoto(640, 480);
    const face: Face = { box: [260, 140, 120, 140], mesh: [], score: 0.9 };
    const scene = await sceneOf({ tool: 'video3d', style: 'circle', seed: 1, ...(await prepared(plain, [face])) });
    expect(scene.layers.mode).toBe('warp');
  });
});
