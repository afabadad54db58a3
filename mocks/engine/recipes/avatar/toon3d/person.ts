// The person cut out of the aligned portrait, so a 3D toon stands in front of a backdrop drawn
// for it: a smeared copy of the photo's room behind a rendered character is what read as a
// ghost (a mirrored head in the blur at the top of the frame). The matte is the avatars' shared
// one (../personMatte.ts), kept to where a head and shoulders can be.
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
      const head = smoothstep(1.15, 0.95, Math.hypot(s, t));
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
 * lost the body (dark clothes before a dark chair), a neck and shoulders are put back: a head
 * floating on the backdrop is no character.
 */
export async function toonPersonMatte(picture: Rgb, mesh: readonly XY[]): Promise<Grey> {
  const { width, height } = picture;
  const result = await personMatte(picture, mesh);
  const face = fillPolygon(foreheadRaised(mesh), width, height);
  const envelope = headAndShoulders(mesh, width, height);
  const body = neckAndShoulders(mesh, width, height);
  const bodyLost = coverIn(result, body) < 0.5;
  for (let i = 0; i < result.data.length; i++) {
    const kept = Math.max(result.data[i] * envelope.data[i], face.data[i]);
    result.data[i] = bodyLost ? Math.max(kept, body.data[i]) : kept;
  }
  return result;
}
