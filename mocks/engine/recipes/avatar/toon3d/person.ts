// The person cut out of the aligned portrait, so a 3D toon stands in front of a backdrop drawn
// for it: a smeared copy of the photo's room behind a rendered character is what read as a
// ghost (a mirrored head in the blur at the top of the frame). The matte is the avatars' shared
// one (../personMatte.ts), kept to where a head and shoulders can be.
import { hypot2 } from '../../shared/hypot';
import { createGrey, smoothstep, type Grey, type Rgb } from '../../shared/raster';
import { type XY, faceFrame } from '../landmarks';
import { fillPolygon } from '../masks';
import { personMatte } from '../personMatte';
import { foreheadRaised } from './features';

/**
 * Where a head and shoulders can be: round the head (hair included), and below the chin a body
 * widening to the frame's bottom. The model also takes in a chair or a table beside someone
 * sitting, which behind a toon reads as dark smears.
 */
function headAndShoulders(mesh: readonly XY[], width: number, height: number): Grey {
  const { faceWidth, faceHeight, cx, cy, chin } = faceFrame(mesh);
  const envelope = createGrey(width, height);
  for (let y = 0; y < height; y++) {
    // The body's half width: a neck's at the chin, shoulders' a face's height below it, then wider.
    const below = (y - chin) / faceHeight;
    const body = below < 0 ? 0 : faceWidth * (0.45 + Math.min(1, below * 1.2) * 1.1 + Math.max(0, below - 0.8) * 0.6);
    for (let x = 0; x < width; x++) {
      const s = (x + 0.5 - cx) / (faceWidth * 1.05);
      const t = (y + 0.5 - (cy - faceHeight * 0.12)) / (faceHeight * 0.82);
      const head = smoothstep(1.15, 0.95, hypot2(s, t));
      const torso = body > 0 ? smoothstep(body * 1.15, body * 0.95, Math.abs(x + 0.5 - cx)) : 0;
      envelope.data[y * width + x] = Math.max(head, torso);
    }
  }
  return envelope;
}

/** A neck and shoulders every character has under its head: a neck under the chin, shoulders widening below it. */
function neckAndShoulders(mesh: readonly XY[], width: number, height: number): Grey {
  const frame = faceFrame(mesh);
  const { faceWidth, faceHeight, cx } = frame;
  const chin = frame.chin - faceHeight * 0.1;
  const core = createGrey(width, height);
  for (let y = Math.max(0, Math.ceil(chin)); y < height; y++) {
    const below = (y - chin) / faceHeight - 0.4;
    const half = faceWidth * (below < 0 ? 0.3 : 0.3 + smoothstep(0, 0.5, below) * 0.85 + Math.max(0, below - 0.5) * 0.3);
    for (let x = 0; x < width; x++) core.data[y * width + x] = smoothstep(half + 3, half - 3, Math.abs(x + 0.5 - cx));
  }
  return core;
}

/**
 * The middle of the chest along the frame's bottom: the core's lowest rows (a face height × 0.15,
 * never above the chin), only as wide as the neck. A body always reaches the frame's bottom under
 * the chin, so nearly all of this is person. Over the whole core the face's chin and long hair
 * hanging beside the neck count too, and a chest lost only at the bottom, where the photo ends
 * just under the chin (align.ts fills a blur in beyond the photo's edge, and the matte finds no
 * one there), went unseen: ./neckLift.ts then raised that empty strip up the chest.
 */
function chestAtBottom(core: Grey, mesh: readonly XY[]): Grey {
  const { faceWidth, faceHeight, cx, chin } = faceFrame(mesh);
  const { width, height } = core;
  const band = createGrey(width, height);
  const top = Math.max(0, Math.ceil(Math.max(chin + faceHeight * 0.1, height - faceHeight * 0.15)));
  for (let y = top; y < height; y++)
    for (let x = 0; x < width; x++)
      if (Math.abs(x + 0.5 - cx) < faceWidth * 0.3) band.data[y * width + x] = core.data[y * width + x];
  return band;
}

/** The share of the chest's middle along the frame's bottom a body that is there covers at least. */
const CHEST_AT_BOTTOM = 0.9;

/** The share of `region` the matte covers. */
function coverIn(matte: Grey, region: Grey): number {
  let inside = 0;
  let all = 0;
  for (let i = 0; i < region.data.length; i++) {
    inside += matte.data[i] * region.data[i];
    all += region.data[i];
  }
  return all > 0 ? inside / all : 1;
}

/**
 * Where the person is, 0–1, in the picture's pixels: the avatars' shared matte (../personMatte.ts)
 * kept to the head and shoulders, the face with its raised forehead always in. When the model
 * lost the body (dark clothes before a dark chair, or the photo ending under the chin), a neck and
 * shoulders are put back: a head floating on the backdrop is no character.
 */
export async function toonPersonMatte(picture: Rgb, mesh: readonly XY[]): Promise<Grey> {
  const { width, height } = picture;
  const result = await personMatte(picture, mesh);
  const face = fillPolygon(foreheadRaised(mesh), width, height);
  const envelope = headAndShoulders(mesh, width, height);
  const body = neckAndShoulders(mesh, width, height);
  // Lost over the whole core (dark clothes before a dark chair), or missing from over a tenth of
  // the chest's middle at the frame's bottom (the photo ended under the chin).
  const bodyLost = coverIn(result, body) < 0.5 || coverIn(result, chestAtBottom(body, mesh)) < CHEST_AT_BOTTOM;
  for (let i = 0; i < result.data.length; i++) {
    const kept = Math.max(result.data[i] * envelope.data[i], face.data[i]);
    result.data[i] = bodyLost ? Math.max(kept, body.data[i]) : kept;
  }
  return result;
}
