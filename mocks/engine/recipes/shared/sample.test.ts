import { describe, expect, it } from 'vitest';
import { sampleBilinear, sampleOne } from './sample';

// A 2×2 RGB picture: black, red / green, white.
const picture = { width: 2, height: 2, data: new Uint8Array([0, 0, 0, 255, 0, 0, 0, 255, 0, 255, 255, 255]) };

function at(x: number, y: number): number[] {
  const out = [0, 0, 0];
  sampleBilinear(picture, 3, x, y, out);
  return out;
}

describe('sampleBilinear', () => {
  it('answers a pixel itself at its own position', () => {
    expect(at(1, 0)).toEqual([255, 0, 0]);
    expect(at(0, 1)).toEqual([0, 255, 0]);
  });

  it('blends the four pixels around a position between them, by distance', () => {
    expect(at(0.5, 0.5)).toEqual([127.5, 127.5, 63.75]);
    expect(at(0.25, 0)).toEqual([63.75, 0, 0]);
    expect(at(1, 0.75)).toEqual([255, 191.25, 191.25]);
  });

  it('holds the edge beyond the picture', () => {
    expect(at(-3, -1)).toEqual([0, 0, 0]);
    expect(at(5, 0)).toEqual([255, 0, 0]);
    expect(at(0.5, 9)).toEqual([127.5, 255, 127.5]);
  });

  it('writes from the offset it is given, and reads one channel as a number', () => {
    const out = new Float32Array(5);
    sampleBilinear(picture, 3, 1, 1, out, 2);
    expect([...out]).toEqual([0, 0, 255, 255, 255]);
    const plane = { width: 2, height: 1, data: new Float32Array([0.2, 0.6]) };
    expect(sampleOne(plane, 0.5, 0)).toBeCloseTo(0.4, 6);
    expect(sampleOne(plane, 2, -1)).toBeCloseTo(0.6, 6);
  });
});
