// @vitest-environment jsdom
// The draft kept across the login: a photo too big for sessionStorage (jsdom's quota is
// 5,000,000 characters, like browsers') is kept as a smaller JPEG copy; only when no copy
// fits is it left out, and the answer says so.
import fc from 'fast-check';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DRAFT_KEY,
  SHRINK_STEPS,
  jpegName,
  saveDraft,
  type Draft,
  type Shrink,
} from '../../../../src/features/generate/workspace/draft';
import { shrinkScale } from '../../../../src/features/generate/input/shrinkPhoto';

const BIG = `data:image/png;base64,${'A'.repeat(5_200_000)}`;
const SMALL = 'data:image/jpeg;base64,c21hbGw=';
const stored = () => JSON.parse(sessionStorage.getItem(DRAFT_KEY) as string) as Draft;

beforeEach(() => sessionStorage.clear());

describe('saveDraft', () => {
  it('keeps a photo that fits as it is, without shrinking it', async () => {
    const shrink = vi.fn<Shrink>();
    const draft: Draft = { tool: 'avatar', style: 'pix/pixar', photo: 'data:image/png;base64,bWU=', photoName: 'me.png' };
    expect(await saveDraft(draft, shrink)).toBe('all');
    expect(stored()).toEqual(draft);
    expect(shrink).not.toHaveBeenCalled();
  });

  it('replaces a photo too big for storage by the first smaller copy that fits', async () => {
    // The first copy is still too big; the second fits.
    const shrink = vi.fn<Shrink>().mockResolvedValueOnce(BIG).mockResolvedValueOnce(SMALL);
    const result = await saveDraft({ tool: 'cartoon', style: 'portrait', photo: BIG, photoName: 'big.png' }, shrink);
    expect(result).toBe('shrunk');
    expect(stored()).toEqual({ tool: 'cartoon', style: 'portrait', photo: SMALL, photoName: 'big.jpg' });
    expect(shrink.mock.calls).toEqual([
      [BIG, SHRINK_STEPS[0].maxSide, SHRINK_STEPS[0].quality],
      [BIG, SHRINK_STEPS[1].maxSide, SHRINK_STEPS[1].quality],
    ]);
  });

  it('says the photo was left out when no copy can be made, keeping the rest', async () => {
    const shrink = vi.fn<Shrink>().mockRejectedValue(new Error('no canvas'));
    expect(await saveDraft({ tool: 'gif', style: 'smile', photo: BIG, photoName: 'big.png' }, shrink)).toBe('withoutPhoto');
    expect(stored()).toEqual({ tool: 'gif', style: 'smile' });
    expect(shrink).toHaveBeenCalledTimes(1);
  });

  it('says so when every copy is still too big', async () => {
    const shrink = vi.fn<Shrink>().mockResolvedValue(BIG);
    expect(await saveDraft({ tool: 'gif', style: 'smile', photo: BIG }, shrink)).toBe('withoutPhoto');
    expect(shrink).toHaveBeenCalledTimes(SHRINK_STEPS.length);
    expect(stored()).toEqual({ tool: 'gif', style: 'smile' });
  });

  it('names the JPEG copy .jpg', () => {
    expect(jpegName('me.png')).toBe('me.jpg');
    expect(jpegName('photo')).toBe('photo.jpg');
    expect(jpegName(undefined)).toBeUndefined();
  });
});

describe('shrinkScale', () => {
  it('brings the longest side to the limit and never the shortest below 256 px', () => {
    expect(shrinkScale(4096, 3072, 2048)).toBe(0.5);
    expect(shrinkScale(1000, 800, 2048)).toBe(1);
    // 4096×300: halving would make the short side 150 px, under the photo rules' minimum.
    expect(shrinkScale(4096, 300, 2048)).toBeCloseTo(256 / 300);
  });

  it('for every photo the rules accept, the copy still meets the minimum and never grows', () => {
    const side = fc.integer({ min: 256, max: 4096 });
    fc.assert(
      fc.property(side, side, fc.constantFrom(...SHRINK_STEPS.map((s) => s.maxSide)), (w, h, max) => {
        const scale = shrinkScale(w, h, max);
        expect(scale).toBeLessThanOrEqual(1);
        expect(Math.round(Math.min(w, h) * scale)).toBeGreaterThanOrEqual(256);
        if (Math.min(w, h) * (max / Math.max(w, h)) >= 256) expect(Math.round(Math.max(w, h) * scale)).toBeLessThanOrEqual(max);
      }),
    );
  });
});
