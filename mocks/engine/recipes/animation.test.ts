import { probeMedia } from '../adapters/ffmpeg';
import { sampleFaces, samplePortrait } from '../testing/faces';
import type { Face } from '../types';
import { animation } from './animation';
import { prepared } from '../testing/prepared';

let photo: Uint8Array;
let faces: Face[];
let talk: Uint8Array;
// Rendering and encoding take seconds, longer while other work shares the two cores.
const SLOW = 300_000;

beforeAll(async () => {
  photo = await samplePortrait('man');
  faces = await sampleFaces('man');
}, 300_000);

describe('animation recipe', () => {
  it(
    'makes a 3 s H.264 video (yuv420p, even sides, at most 720 px) and reports progress to 100',
    async () => {
      const progress: number[] = [];
      const output = await animation(
        { tool: 'animation', style: 'talk', seed: 1, ...(await prepared(photo, faces)) },
        (percent) => progress.push(percent),
      );
      talk = output.bytes;
      expect(output.mime).toBe('video/mp4');
      const info = await probeMedia(output.bytes);
      expect(info.durationS).toBeGreaterThan(2.9);
      expect(info.durationS).toBeLessThan(3.1);
      expect(info.video?.codec).toBe('h264');
      expect(info.video?.pixelFormat).toBe('yuv420p');
      const { width = 0, height = 0 } = info.video ?? {};
      expect(width % 2).toBe(0);
      expect(height % 2).toBe(0);
      expect(Math.max(width, height)).toBeLessThanOrEqual(720);
      expect(progress.at(-1)).toBe(100);
      expect(progress.filter((value) => value > 5 && value < 95).length).toBeGreaterThan(20);
    },
    SLOW,
  );

  it(
    'makes each style its own motion',
    async () => {
      const cry = await animation(
        { tool: 'animation', style: 'cry', seed: 1, ...(await prepared(photo, faces)) },
        () => undefined,
      );
      expect(Buffer.from(cry.bytes).equals(Buffer.from(talk))).toBe(false);
      expect((await probeMedia(cry.bytes)).durationS).toBeGreaterThan(2.9);
    },
    SLOW,
  );
});
