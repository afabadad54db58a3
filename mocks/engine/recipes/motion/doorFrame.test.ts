// The wall beside a turning head stays wall (issue 37, stop 56: "ghost stair-step edges in the
// dark background left of the head", "ghost outlines beside the man's ear and head as it turns").
// The receding man sits before a plain grey wall with a dark door frame 20–30 px past his hair
// and ear, his dark hair the frame's colour. Two things drew ghosts there: the matte let go of his
// hair by its colour (roomColours.ts), so his temple stayed behind in the still room as his head
// moved, and the bounced mirror (roomFill.ts) laid the door frame into the hole beside his ear as
// dark stripes that follow the head's outline. Measured on his backdrop.
import { beforeAll, describe, expect, it } from 'vitest';
import { galleryFaceCrop, greyAt } from '../../testing/motionFaces';
import { type Backdrop, backdropOf, personMatte } from './backdrop';
import { type FaceGeometry, faceGeometry } from './geometry';
import type { Raster } from './raster';
import { releaseRoomColours } from './roomColours';

const SLOW = 300_000;

/** The model's matte from which a pixel is surely the person. */
const SURE = 0.95;

interface Scene {
  picture: Raster;
  face: FaceGeometry;
  model: Float32Array;
  released: Float32Array;
  backdrop: Backdrop;
}

let scene: Scene;

beforeAll(async () => {
  const crop = await galleryFaceCrop('receding-man');
  const face = faceGeometry(crop.mesh);
  const matte = await personMatte(crop.picture);
  const backdrop = await backdropOf(crop.picture, face);
  if (!matte || !backdrop) throw new Error('no matte for the receding man');
  const model = Float32Array.from(matte.data);
  releaseRoomColours(matte, crop.picture, face);
  scene = { picture: crop.picture, face, model, released: matte.data, backdrop };
}, SLOW);

/** Share of the matte the model was sure of that is still the person after the room's colours are let go. */
function sureKept({ model, released }: Scene): number {
  let sure = 0;
  let kept = 0;
  for (let i = 0; i < model.length; i++) {
    if (model[i] < SURE) continue;
    sure++;
    kept += released[i];
  }
  return kept / sure;
}

/**
 * Plate pixels beside the left of the head (from its top to just below its middle, 0.1 head
 * radii either side of the matte's outline: the strip a turn or tilt bares) drawn more than 20
 * grey levels darker than the wall right past that strip on their row.
 */
function darkInStrip({ picture, face, backdrop }: Scene): number {
  const { width, data } = picture;
  const head = face.head;
  const radius = Math.max(head.radiusX, head.radiusY);
  const strip = Math.round(0.1 * radius);
  let dark = 0;
  for (let y = Math.max(0, Math.round(head.centerY - head.radiusY)); y <= head.centerY + 0.1 * head.radiusY; y++) {
    let outline = 0;
    while (outline < width - 1 && backdrop.matte[y * width + outline] < 0.5) outline++;
    const wall: number[] = [];
    for (let x = outline - strip - 8; x < outline - strip - 3; x++) if (x >= 0) wall.push(greyAt(data, y * width + x));
    if (wall.length === 0) continue;
    const reference = [...wall].sort((a, b) => a - b)[Math.floor(wall.length / 2)];
    for (let x = Math.max(0, outline - strip); x < outline + strip; x++)
      if (greyAt(backdrop.plate, y * width + x) < reference - 20) dark++;
  }
  return dark;
}

describe("the wall beside the receding man's head (issue 37)", () => {
  it('keeps the hair the matting model is sure of, though it has the room’s colours', () => {
    // Measured: 0.985 before (his temple's hair let go), 0.9998 now.
    expect(sureKept(scene)).toBeGreaterThan(0.995);
  });

  it('lays no door frame into the wall beside his ear and temple', () => {
    // Measured: 2920 dark pixels before, 13 now (3391 with only the hair kept: the hole then starts nearer the frame).
    expect(darkInStrip(scene)).toBeLessThan(400);
  });
});
