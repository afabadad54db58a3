// The stock GIFs (MOCK_ENGINE=canned, and the source of the committed WebM examples) are written
// by sharp through the engine's image adapter: still a valid GIF that loops forever, its frames
// and speed as drawn, in the style's own flat colours.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exampleGif } from './exampleGifs';
import { hash, paletteFor, rgb } from './styleColours';

describe('the stock GIFs', () => {
  it('are looping animated GIFs of 6 frames of 64 × 64, at the style’s own speed', async () => {
    const bytes = await exampleGif('talk', false);
    expect(bytes.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    const meta = await sharp(bytes, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'gif', width: 64, pages: 6, pageHeight: 64, loop: 0 });
    expect(meta.delay).toEqual(Array.from({ length: 6 }, () => (10 + (hash('talk') % 5)) * 10));
  });

  it('move: the frames differ', async () => {
    const bytes = await exampleGif('talk', false);
    const first = await sharp(bytes, { page: 0 }).raw().toBuffer();
    const second = await sharp(bytes, { page: 1 }).raw().toBuffer();
    expect(first.equals(second)).toBe(false);
  });

  it('keep the style’s colours exactly (no dithering): the background is its own colour', async () => {
    const bytes = await exampleGif('vangogh', false);
    const { data, info } = await sharp(bytes, { page: 0 }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(64);
    expect([...data.subarray(0, 3)]).toEqual(rgb(paletteFor('vangogh').bg));
  });

  it('are a still of one frame for a template picture', async () => {
    const meta = await sharp(await exampleGif('talk', true), { animated: true }).metadata();
    expect(meta.pages ?? 1).toBe(1);
  });
});
