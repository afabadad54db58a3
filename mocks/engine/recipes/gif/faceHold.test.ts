// The face held tighter (issue 37, the uncle's bob): a jaw's shadow that moves a few pixels a
// frame is drawn anew in every block of the face, not kept a frame behind beside fresh blocks
// (the "doubled jaw line under the chin"), and a clip only the whole hold fits keeps its look.
import { FACE_HOLD, GIF_MAX_BYTES, LOOKS, RAISED_BYTES, RICH_BELOW, RICH_LOOK, encodeWithin, plainDither } from '../gif';
import { type ClipLook, PaletteLookup, type Region, mapClip } from './clipColours';
import { affordableDither } from './ditherBudget';
import type { ClipChoice, EncodedClip } from './encodeClip';
import { MOST_DITHER } from './paletteDither';

const SIDE = 32;
/** Skin above, the jaw's shadow below, blended over 8 px (about 25 levels a pixel, RGB added). */
const SKIN = [200, 160, 140];
const SHADOW = [130, 100, 85];

/** A frame whose jaw edge is at row `edge` (the blend centred there). */
function jawAt(edge: number): Uint8Array {
  const data = new Uint8Array(SIDE * SIDE * 3);
  for (let y = 0; y < SIDE; y++) {
    const t = Math.min(1, Math.max(0, (y - edge) / 8 + 0.5));
    for (let x = 0; x < SIDE; x++)
      for (let c = 0; c < 3; c++) data[(y * SIDE + x) * 3 + c] = Math.round(SKIN[c] + (SHADOW[c] - SKIN[c]) * t);
  }
  return data;
}

/** Every shade the frames hold, so the palette's own error is nil and only the hold is measured. */
function lookupOf(frames: readonly Uint8Array[]): PaletteLookup {
  const seen = new Set<string>();
  for (const frame of frames)
    for (let at = 0; at < frame.length; at += 3) seen.add(`${frame[at]},${frame[at + 1]},${frame[at + 2]}`);
  return new PaletteLookup(new Uint8Array([...seen].flatMap((key) => key.split(',').map(Number))));
}

/** 4×4 blocks, over all frames, whose mean error against the frame (RGB added) is over 12 levels (half a
 * pixel of this edge's shift; the palette holds every shade, so only a kept block is off): stale. */
function staleBlocks(frames: readonly Uint8Array[], mapped: readonly Uint8Array[]): number {
  let stale = 0;
  frames.forEach((frame, index) => {
    for (let top = 0; top < SIDE; top += 4)
      for (let left = 0; left < SIDE; left += 4) {
        let total = 0;
        for (let y = top; y < top + 4; y++)
          for (let x = left; x < left + 4; x++)
            for (let c = 0; c < 3; c++) total += Math.abs(frame[(y * SIDE + x) * 3 + c] - mapped[index][(y * SIDE + x) * 3 + c]);
        if (total / 16 > 12) stale++;
      }
  });
  return stale;
}

describe('the face held tighter', () => {
  // The chin moving down and back up a pixel a frame, as the uncle's bob does at its slowest.
  const frames = [10, 11, 12, 13, 14, 15, 16, 17, 18, 17, 16, 15, 14, 13, 12, 11, 10].map(jawAt);
  const face: Region = { left: 0, top: 0, width: SIDE, height: SIDE };
  // The third look's hold, the one the bobbing clips get (34 / 84, undithered).
  const third: ClipLook = LOOKS[2];

  it('draws a moving jaw edge anew in the face (no block a frame behind), where the whole hold keeps some', () => {
    const lookup = lookupOf(frames);
    const whole = staleBlocks(frames, mapClip(frames, SIDE, SIDE, lookup, third, undefined, face));
    const tight = staleBlocks(frames, mapClip(frames, SIDE, SIDE, lookup, { ...third, faceHold: FACE_HOLD }, undefined, face));
    // 168 of 1088 blocks at the whole hold.
    expect(whole).toBeGreaterThan(100);
    expect(tight).toBe(0);
  });

  it('holds only inside the face: the same clip outside `held` keeps the whole hold (the room stays light)', () => {
    const lookup = lookupOf(frames);
    const elsewhere: Region = { left: 0, top: 0, width: 4, height: 4 };
    const whole = staleBlocks(frames, mapClip(frames, SIDE, SIDE, lookup, third, undefined, face));
    const outside = staleBlocks(
      frames,
      mapClip(frames, SIDE, SIDE, lookup, { ...third, faceHold: FACE_HOLD }, undefined, elsewhere),
    );
    expect(outside).toBe(whole);
  });
});

/** A fake encode's file of `byteLength` bytes, mapped at `dither` (by default as far as `choice` lets it be raised). */
function encoded(byteLength: number, choice: ClipChoice, dither = choice.ditherUpTo ?? choice.dither): Promise<EncodedClip> {
  return Promise.resolve({ bytes: new Uint8Array(byteLength), dither });
}

describe('the GIF’s tries with the face held tighter', () => {
  /** An encoder whose file weighs `tight` bytes with the tight face hold, else its look's `sizes`. */
  function sized(tight: number, sizes: readonly number[]) {
    const asked: ClipChoice[] = [];
    const encode = (choice: ClipChoice) => {
      asked.push(choice);
      const look = LOOKS.findIndex((each) => each.colours === choice.colours && each.dither === choice.dither);
      return encoded(choice.faceHold === undefined ? sizes[look] : tight, choice);
    };
    return { asked, encode };
  }
  const sizes = [1_700_000, 1_600_000, 1_400_000, 1_200_000, 1_100_000, 1_000_000];

  it('takes the tight face hold at the clip’s look when it fits (one encode)', async () => {
    const { asked, encode } = sized(1_450_000, sizes);
    const bytes = await encodeWithin(2, 480 * 480, encode);
    expect(bytes.byteLength).toBe(1_450_000);
    expect(asked).toEqual([{ ...LOOKS[2], faceHold: FACE_HOLD }]);
  });

  it('keeps the look of a clip only the whole hold fits, at one encode more, never a coarser look', async () => {
    const { asked, encode } = sized(GIF_MAX_BYTES + 1, sizes);
    const bytes = await encodeWithin(2, 480 * 480, encode);
    expect(bytes.byteLength).toBe(1_400_000);
    expect(asked).toEqual([{ ...LOOKS[2], faceHold: FACE_HOLD }, LOOKS[2]]);
  });
});

describe('the GIF’s tries at a dither raised to the palette’s gaps (the first look)', () => {
  /** An encoder whose file weighs `raised` bytes when its dither may be raised, `plain` when not, `rich` at RICH_LOOK's colours. */
  function weighing(raised: number, plain: number, rich = 700_000) {
    const asked: ClipChoice[] = [];
    const encode = (choice: ClipChoice) => {
      asked.push(choice);
      return encoded(choice.colours === RICH_LOOK.colours ? rich : choice.ditherUpTo ? raised : plain, choice);
    };
    return { asked, encode };
  }

  it('keeps the raised dither and the tight hold when they fit (one encode)', async () => {
    const { asked, encode } = weighing(1_200_000, 1_000_000);
    const bytes = await encodeWithin(0, 480 * 480, encode);
    expect(bytes.byteLength).toBe(1_200_000);
    expect(asked).toStrictEqual([{ ...LOOKS[0], faceHold: FACE_HOLD }]);
  });

  it('raises it only as far as its bytes say fits, then the look’s own dither, still held tightly, when too heavy', async () => {
    const { asked, encode } = weighing(GIF_MAX_BYTES + 1, 1_300_000);
    const bytes = await encodeWithin(0, 480 * 480, encode);
    expect(bytes.byteLength).toBe(1_300_000);
    const fits = affordableDither(GIF_MAX_BYTES + 1, MOST_DITHER, LOOKS[0].dither, GIF_MAX_BYTES);
    expect(fits).toBeLessThan(MOST_DITHER);
    expect(asked).toStrictEqual([
      { ...LOOKS[0], faceHold: FACE_HOLD },
      { ...LOOKS[0], faceHold: FACE_HOLD, ditherUpTo: fits },
      { ...plainDither(LOOKS[0]), faceHold: FACE_HOLD },
    ]);
    expect(asked[2].ditherUpTo).toBeUndefined();
  });

  it('keeps the partly raised dither when it fits (two encodes)', async () => {
    const asked: ClipChoice[] = [];
    const encode = (choice: ClipChoice) => {
      asked.push(choice);
      return encoded(choice.ditherUpTo === MOST_DITHER ? GIF_MAX_BYTES + 1 : choice.ditherUpTo ? 1_400_000 : 1_000_000, choice);
    };
    expect((await encodeWithin(0, 480 * 480, encode)).byteLength).toBe(1_400_000);
    expect(asked).toHaveLength(2);
  });

  /** An encoder whose palette's gaps ask for a dither of `gaps`: 3 % a level over the look's own on `plain` bytes. */
  function gapped(gaps: number, plain: number) {
    const asked: ClipChoice[] = [];
    const encode = (choice: ClipChoice) => {
      asked.push(choice);
      const dither = Math.max(choice.dither, Math.min(choice.ditherUpTo ?? choice.dither, gaps));
      return encoded(Math.round(plain * (1 + 0.03 * (dither - choice.dither))), choice, dither);
    };
    return { asked, encode };
  }

  it('reads a raise that was too heavy back from the dither the gaps asked for, not the most', async () => {
    // Raised to 11 (not 16) the clip weighs 1.57 MB: the lighter try is under 11, not the same file again.
    const { asked, encode } = gapped(11, 1_300_000);
    const fits = affordableDither(Math.round(1_300_000 * (1 + 0.03 * 7)), 11, LOOKS[0].dither, GIF_MAX_BYTES);
    expect(fits).toBeGreaterThan(LOOKS[0].dither);
    expect(fits).toBeLessThan(11);
    const bytes = await encodeWithin(0, 480 * 480, encode);
    expect(asked).toStrictEqual([
      { ...LOOKS[0], faceHold: FACE_HOLD },
      { ...LOOKS[0], faceHold: FACE_HOLD, ditherUpTo: fits },
    ]);
    expect(bytes.byteLength).toBe(Math.round(1_300_000 * (1 + 0.03 * (fits - LOOKS[0].dither))));
  });

  it('writes no lighter or own-dither try when the gaps asked for no raise (the same file)', async () => {
    const { asked, encode } = gapped(LOOKS[0].dither, 1_600_000);
    expect((await encodeWithin(0, 480 * 480, encode)).byteLength).toBe(1_600_000);
    expect(asked.slice(0, 2)).toStrictEqual([{ ...LOOKS[0], faceHold: FACE_HOLD }, plainDither(LOOKS[0])]);
  });

  it('measures a small clip written raised against RICH_BELOW grown by the dither’s bytes', async () => {
    // Raised, a clip just over RICH_BELOW is one that at its own dither was under it: still written rich.
    const over = Math.round(RICH_BELOW * 1.1);
    expect(over).toBeLessThan(RICH_BELOW * RAISED_BYTES);
    const small = weighing(over, over);
    expect((await encodeWithin(0, 360 * 360, small.encode)).byteLength).toBe(700_000);
    expect(small.asked.at(-1)).toStrictEqual(RICH_LOOK);
    // The same bytes at a look that does not raise its dither: too heavy for the rich look, as before.
    const plain = weighing(over, over);
    expect((await encodeWithin(1, 360 * 360, plain.encode)).byteLength).toBe(over);
    expect(plain.asked.map((choice) => choice.colours)).not.toContain(RICH_LOOK.colours);
  });
});

describe('the GIF’s second try at a dither raised as far as it fits (the other looks, issue 37)', () => {
  /** An encoder weighing `plain` bytes at a look's own dither, `plain` grown 3 % a level when raised to `ditherUpTo`. */
  function growing(plain: number, rate = 0.03) {
    const asked: ClipChoice[] = [];
    const encode = (choice: ClipChoice) => {
      asked.push(choice);
      const raise = choice.ditherUpTo ? choice.ditherUpTo - choice.dither : 0;
      return encoded(Math.round(plain * (1 + rate * raise)), choice);
    };
    return { asked, encode };
  }

  it('writes a 480 px clip at the second look again, raised as far as its bytes say fits, and keeps it', async () => {
    // The dark man's talk at the second look, 1086 kB.
    const { asked, encode } = growing(1_086_000);
    const bytes = await encodeWithin(1, 480 * 480, encode);
    expect(asked).toHaveLength(2);
    expect(asked[1]).toStrictEqual({
      ...LOOKS[1],
      faceHold: FACE_HOLD,
      ditherUpTo: affordableDither(1_086_000, 2, 2, GIF_MAX_BYTES),
    });
    expect(asked[1].ditherUpTo).toBeGreaterThanOrEqual(LOOKS[1].dither + 10);
    expect(bytes.byteLength).toBeLessThanOrEqual(GIF_MAX_BYTES);
    expect(bytes.byteLength).toBeGreaterThan(1_086_000);
  });

  it('keeps the look’s own dither when the raised try comes out too heavy (never past the limit)', async () => {
    const { asked, encode } = growing(1_086_000, 0.06);
    expect((await encodeWithin(1, 480 * 480, encode)).byteLength).toBe(1_086_000);
    expect(asked).toHaveLength(2);
  });

  it('does not raise a coarser look the clip was written at, and spends no encode on a clip at the limit', async () => {
    const coarse = growing(1_000_000);
    // Too heavy at the second look with either hold: written at the third, kept at its own dither
    // (a coarse palette's few entries: the blonde's white specks at 40 and 52 colours, LOOKS).
    const heavy = (choice: ClipChoice) =>
      choice.colours === LOOKS[1].colours ? encoded(1_600_000, choice) : coarse.encode(choice);
    expect((await encodeWithin(1, 480 * 480, heavy)).byteLength).toBe(1_000_000);
    expect(coarse.asked).toStrictEqual([plainDither(LOOKS[2])]);
    const full = growing(1_480_000);
    await encodeWithin(1, 480 * 480, full.encode);
    expect(full.asked).toHaveLength(1);
  });
});
