// The 3D video's music as a listener would hear it: in stereo, in a room whose tail carries
// over the loop's seam, with plucked strings in tune.
import { musicTrack, MUSIC_SECONDS } from './music';
import { addRoom } from './reverb';
import { hz, Mix, SAMPLE_RATE } from './synth';

/** The channels of a 16-bit PCM WAV file the engine wrote (a 44-byte header). */
function channelsOf(wav: Uint8Array): { rate: number; planes: Float32Array[] } {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  const count = view.getUint16(22, true);
  const rate = view.getUint32(24, true);
  const frames = (wav.byteLength - 44) / 2 / count;
  const planes = Array.from({ length: count }, () => new Float32Array(frames));
  for (let i = 0; i < frames; i++)
    for (let c = 0; c < count; c++) planes[c][i] = view.getInt16(44 + (i * count + c) * 2, true) / 32768;
  return { rate, planes };
}

function correlation(a: Float32Array, b: Float32Array): number {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < a.length; i++) {
    ab += a[i] * b[i];
    aa += a[i] * a[i];
    bb += b[i] * b[i];
  }
  return ab / Math.sqrt(aa * bb);
}

function energy(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = Math.round(from * SAMPLE_RATE); i < Math.round(to * SAMPLE_RATE); i++) sum += samples[i] * samples[i];
  return sum;
}

describe('the 3D video music', () => {
  it.each(['cheer', 'great'])('%s is a 4 s stereo track whose two sides differ but play one piece', (name) => {
    const { rate, planes } = channelsOf(musicTrack(name));
    expect(rate).toBe(SAMPLE_RATE);
    expect(planes).toHaveLength(2);
    expect(planes[0].length).toBe(MUSIC_SECONDS * SAMPLE_RATE);
    const sides = correlation(planes[0], planes[1]);
    expect(sides).toBeLessThan(0.97);
    expect(sides).toBeGreaterThan(0.3);
  });

  it('rings in a room: a click is followed by a tail that dies away', () => {
    const left = new Float32Array(SAMPLE_RATE * 2);
    const right = new Float32Array(SAMPLE_RATE * 2);
    left[0] = right[0] = 1;
    addRoom(left, right, { size: 0.8, damping: 0.3, wet: 1 }, false);
    const early = energy(left, 0.05, 0.25);
    const late = energy(left, 0.6, 0.8);
    expect(early).toBeGreaterThan(0);
    expect(late).toBeGreaterThan(0);
    expect(late).toBeLessThan(early / 4);
    // A wide room: the two sides' tails are not one echo.
    expect(Math.abs(correlation(left.subarray(4410), right.subarray(4410)))).toBeLessThan(0.5);
  });

  it('carries a loop’s tail over its seam: a click at the end rings at the start', () => {
    const left = new Float32Array(SAMPLE_RATE);
    const right = new Float32Array(SAMPLE_RATE);
    left[SAMPLE_RATE - 2000] = right[SAMPLE_RATE - 2000] = 1;
    addRoom(left, right, { size: 0.8, damping: 0.3, wet: 1 });
    expect(energy(left, 0, 0.2)).toBeGreaterThan(0);
  });

  it.each([36, 48, 60, 72, 84])('plucks note %i in tune (its period within a sample)', (note) => {
    const mix = new Mix(1, 3);
    mix.pluck({ at: 0, note, gain: 0.5, length: 0.9 });
    const heard = mix.left.subarray(2000, 2000 + 8192);
    const period = SAMPLE_RATE / hz(note);
    let best = -Infinity;
    let found = 0;
    for (let lag = Math.floor(period * 0.8); lag < period * 1.25; lag++) {
      let sum = 0;
      for (let i = 0; i < heard.length - lag; i++) sum += heard[i] * heard[i + lag];
      if (sum > best) [best, found] = [sum, lag];
    }
    expect(Math.abs(found - period)).toBeLessThanOrEqual(1);
  });
});
