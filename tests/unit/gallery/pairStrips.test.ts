// A blind pair of clips made end to end (`npm run panel -- pairs`, tests/gallery/panel/pairs.ts)
// from two tiny clips that differ at one moment only: both strips show the same moments, and
// that moment is among them, where 8 frames spread evenly over the clip would miss it.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { encodeMp4 } from '../../../mocks/engine/adapters/ffmpeg';
import { decodePhoto, encodeGif, type Pixels } from '../../../mocks/engine/adapters/image';
import { makePairs } from '../../gallery/panel/pairs';
import { PAIR_GAP } from '../../gallery/panel/picture';

const SIDE = 16;
const RED = [220, 20, 20] as const;

/** A flat grey frame whose level says which moment it is, with a red square in its middle when `marked`. */
function frame(level: number, marked: boolean): Uint8Array {
  const data = new Uint8Array(SIDE * SIDE * 3).fill(level);
  if (marked)
    for (let y = SIDE / 4; y < (3 * SIDE) / 4; y++)
      for (let x = SIDE / 4; x < (3 * SIDE) / 4; x++) data.set(RED, (y * SIDE + x) * 3);
  return data;
}

/** The colour of a strip's cell: at its middle (the red square) or its corner (the grey). */
function cellColour(pair: Pixels, top: boolean, cell: number, at: 'middle' | 'corner'): number[] {
  const inset = at === 'middle' ? SIDE / 2 : 1;
  const y = (top ? 0 : SIDE + PAIR_GAP) + inset;
  const x = cell * SIDE + inset;
  const start = (y * pair.width + x) * pair.channels;
  return [...pair.data.subarray(start, start + 3)];
}

const isRed = ([r, g, b]: number[]) => r > 150 && g < 80 && b < 80;

async function pairOf(file: string, a: Uint8Array, b: Uint8Array): Promise<{ aStrip: boolean; pair: Pixels }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'miao-pair-strips-'));
  try {
    const [dirA, dirB, out] = ['A', 'B', 'pairs'].map((name) => path.join(dir, name));
    await Promise.all([dirA, dirB].map((folder) => mkdir(folder)));
    await Promise.all([writeFile(path.join(dirA, file), a), writeFile(path.join(dirB, file), b)]);
    const key = await makePairs(dirA, dirB, out, 1);
    const pair = await decodePhoto(new Uint8Array(await readFile(path.join(out, 'pair-01.png'))), 4096);
    return { aStrip: key.pairs[0].aSide === 'top', pair };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

beforeEach(() => {
  // makePairs says where it put the pairs and that these folders hold no photo.
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});

describe('a blind pair of clips', () => {
  it('shows the one GIF frame that differs, at the same moment in both strips', async () => {
    // 20 frames; the 8 spread evenly are 0, 3, 5, 8, 11, 14, 16, 19: frame 6 is not among them.
    const levels = Array.from({ length: 20 }, (_, index) => 20 + 10 * index);
    const gif = (marked: number | undefined) =>
      encodeGif({
        width: SIDE,
        height: SIDE,
        channels: 3,
        frames: levels.map((level, index) => frame(level, index === marked)),
        delayMs: 100,
        look: 'exact',
      });
    const { aStrip, pair } = await pairOf('gif-trump1-woman-s1.gif', await gif(undefined), await gif(6));
    const cells = [0, 1, 2, 3, 4, 5, 6, 7];
    // Spans 0–1, 2–4, 5–6, 7–9, 10–11, 12–14, 15–16, 17–19: their middles, and frame 6 where they differ.
    const shown = [0, 3, 6, 8, 10, 13, 15, 18];
    expect(cells.map((cell) => cellColour(pair, aStrip, cell, 'corner')[0])).toEqual(shown.map((index) => levels[index]));
    expect(cells.map((cell) => cellColour(pair, !aStrip, cell, 'corner')[0])).toEqual(shown.map((index) => levels[index]));
    expect(cells.map((cell) => isRed(cellColour(pair, !aStrip, cell, 'middle')))).toEqual(cells.map((cell) => cell === 2));
    expect(isRed(cellColour(pair, aStrip, 2, 'middle'))).toBe(false);
  });

  it('compares two MP4s of different frame rates at the same second', async () => {
    // 2 s of moments a tenth of a second long, each its own grey; B at twice A's frame rate, with
    // the red square at 1.2–1.3 s (its frames 24 and 25; A's frame 12, unmarked).
    const levelAt = (seconds: number) => 20 + 10 * Math.floor(seconds * 10 + 1e-9);
    const mp4 = (fps: number, marked: (index: number) => boolean) =>
      encodeMp4(
        {
          kind: 'raw',
          width: SIDE,
          height: SIDE,
          channels: 3,
          frames: Array.from({ length: 2 * fps }, (_, index) => frame(levelAt(index / fps), marked(index))),
        },
        { fps, crf: 18 },
      );
    const a = await mp4(10, () => false);
    const b = await mp4(20, (index) => index === 24 || index === 25);
    const { aStrip, pair } = await pairOf('animation-talk-woman-s1.mp4', a, b);
    const cells = [0, 1, 2, 3, 4, 5, 6, 7];
    const aLevels = cells.map((cell) => cellColour(pair, aStrip, cell, 'corner')[0]);
    const bLevels = cells.map((cell) => cellColour(pair, !aStrip, cell, 'corner')[0]);
    // The same moment in both strips (H.264 keeps a flat grey within a few levels).
    for (const cell of cells) expect(Math.abs(aLevels[cell] - bLevels[cell])).toBeLessThanOrEqual(4);
    // B's frames 24 and 25 lie in the 5th and 6th eighths (20–24, 25–29): both shown, A's 1.2 s beside them.
    const red = cells.filter((cell) => isRed(cellColour(pair, !aStrip, cell, 'middle')));
    expect(red).toEqual([4, 5]);
    for (const cell of red) expect(Math.abs(aLevels[cell] - levelAt(1.2))).toBeLessThanOrEqual(4);
    expect(cells.some((cell) => isRed(cellColour(pair, aStrip, cell, 'middle')))).toBe(false);
  });
});
