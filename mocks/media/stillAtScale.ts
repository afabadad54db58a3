// HD with stock media (MOCK_ENGINE=canned): a still example drawn `scale`× as wide and tall as
// the normal one, as PNG. The still examples are SVG (catalog.ts), so they are drawn again at
// the larger size (the engine's image adapter): a file really twice as wide and tall, made once
// per label and scale.
import { svgToPng } from '../engine/adapters/image';
import { exampleKey, exampleMedia, extOf, type Media } from './catalog';

const drawn = new Map<string, Promise<Media>>();

async function draw(label: string, scale: number): Promise<Media> {
  const svg = await exampleMedia(exampleKey(label), new Set([label]));
  if (!svg || extOf(label) !== 'svg') throw new Error(`no still example picture for ${label}`);
  const png = await svgToPng(svg.bytes, scale);
  return { mime: 'image/png', bytes: Buffer.from(png.buffer, png.byteOffset, png.byteLength) };
}

/** The still example of `label` at `scale`× its size, as PNG. */
export function stillAtScale(label: string, scale: number): Promise<Media> {
  const key = `${label}@${scale}`;
  let media = drawn.get(key);
  if (!media) {
    media = draw(label, scale);
    // A failure is not kept: the next HD result tries again.
    media.catch(() => drawn.delete(key));
    drawn.set(key, media);
  }
  return media;
}
