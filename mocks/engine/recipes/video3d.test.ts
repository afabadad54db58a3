import sharp from 'sharp';
import { probeMedia, runFfmpeg } from '../adapters/ffmpeg';
import { noFacePhoto, sampleFaces, samplePortrait } from '../testing/faces';
import type { Face, RecipeOutput } from '../types';
import { greyThumbnail, meanAbsoluteDifference, pearson } from '../testing/measure';
import { video3d } from './video3d';
import { cameraMoves, type LayerPose } from './video3d/camera';
import { prepared } from '../testing/prepared';

let photo: Uint8Array;
let faces: Face[];
// Rendering and encoding take seconds, longer while other work shares the two cores.
const SLOW = 60_000;

beforeAll(async () => {
  photo = await samplePortrait('woman');
  faces = await sampleFaces('woman');
}, 30_000);

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
