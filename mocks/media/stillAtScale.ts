// HD with stock media (MOCK_ENGINE=canned): a still example drawn `scale`× as wide and tall as
// the normal one, as PNG. The still examples are SVG (catalog.ts), so sharp draws them again
// at the larger size (a higher density): a file really twice as wide and tall, made once per
// label and scale.
import sharp from 'sharp';
import { exampleKey, exampleMedia, extOf, type Media } from './catalog';

/** SVG's own resolution (librsvg's default density): one SVG unit, one pixel, as the normal picture is shown. */
const SVG_DENSITY = 72;

const drawn = new Map<string, Promise<Media>>();

async function draw(label: string, scale: number): Promise<Media> {
  const svg = exampleMedia(exampleKey(label), new Set([label]));
  if (!svg || extOf(label) !== 'svg') throw new Error(`no still example picture for ${label}`);
  const bytes = await sharp(svg.bytes, { density: SVG_DENSITY * scale })
    .png()
    .toBuffer();
  return { mime: 'image/png', bytes };
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
