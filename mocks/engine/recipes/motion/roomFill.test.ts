// Where a tilting or turning head moves away it bares the room beside it (issue 37: on the bald
// man the bared strip was a flat pale band, a smeared patch beside the head). The backdrop's plate
// there must carry the room's own detail: its fine texture in the strip just inside the head's
// outline is measured against the room's just outside it, on the sample woman (a patterned wall
// and a plant behind her) and on the bald man among leaves.
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../tests/gallery/samples';
import { detectFaces } from '../../adapters/faces';
import { sampleFaces, samplePortrait } from '../../testing/faces';
import { prepared } from '../../testing/prepared';
import type { Face } from '../../types';
import { GIF_CROP } from '../gif';
import { backdropOf } from './backdrop';
import { faceGeometry } from './geometry';
import type { Raster } from './raster';
import { type HeadCircle, SKIP_FRINGE } from './roomFill';
import { cropAroundFace } from './source';

const SLOW = 300_000;

interface Measured {
  /** Mean fine texture (grey levels) of the plate in the bared strip, and of the room beside it. */
  strip: number;
  room: number;
  /** rowColour (below) of the backdrop's plate. */
  rowColour: number;
  /** rowColour of the plate with its room moved down a tenth of the head's radius (a level edge bent). */
  bentRowColour: number;
}

/** Grey of the RGB bytes at pixel `index`. */
function grey(rgb: Uint8Array, index: number): number {
  return 0.299 * rgb[index * 3] + 0.587 * rgb[index * 3 + 1] + 0.114 * rgb[index * 3 + 2];
}

/** How far a pixel's grey stands from the mean of its 5×5 neighbourhood: leaves, a wall's grain. */
function texture(rgb: Uint8Array, width: number, x: number, y: number): number {
  let sum = 0;
  for (let dy = -2; dy <= 2; dy++) for (let dx = -2; dx <= 2; dx++) sum += grey(rgb, (y + dy) * width + x + dx);
  return Math.abs(grey(rgb, y * width + x) - sum / 25);
}

/** The crop, its matte and the head, as the backdrop was made for them. */
interface Scene {
  picture: Raster;
  matte: Float32Array;
  head: HeadCircle;
}

/**
 * Where the room outside the head's outline is compared from (head radii past the matte's
 * outline). Not nearer: the backdrop's hole is grown SKIP_FRINGE past the outline over the
 * fringe the matte leaves out, and the person's place takes the room past that band (roomFill.ts);
 * from 0.06 the window held the band itself, the photo the mirror must not copy (hair wisps, a
 * bright halo round an enlarged photo's hair), so it measured where the mirror starts copying,
 * not whether a level edge stays level (session 33). A level edge moved still fails it (below).
 */
const ROOM_FROM = 2 * SKIP_FRINGE;

/**
 * Mean difference (grey levels, RGB averaged) between the plate's colour in the bared strip
 * and the room's colour outside the outline on the same row, from the top of the head to the
 * mouth: a room's level edge (a wall meeting leaves) must stay level beside the head.
 */
function rowColourOf(plate: Uint8Array, { picture, matte, head }: Scene): number {
  const { width, data } = picture;
  const person = (x: number, y: number): number => matte[y * width + x];
  const rgbMean = (rgb: Uint8Array, xs: number[], y: number): number[] => {
    const sum = [0, 0, 0];
    for (const x of xs) for (let c = 0; c < 3; c++) sum[c] += rgb[(y * width + x) * 3 + c];
    return sum.map((value) => value / xs.length);
  };
  const colourBand = Math.round(0.2 * head.radius);
  let rowColour = 0;
  let rowCount = 0;
  for (let y = Math.max(0, Math.round(head.centerY - head.radius)); y <= head.centerY + 0.3 * head.radius; y++) {
    for (const step of [-1, 1]) {
      let x = Math.round(head.centerX);
      while (x > 3 && x < width - 4 && person(x, y) > 0.01) x += step;
      const inside: number[] = [];
      const outside: number[] = [];
      for (let offset = 1; offset <= colourBand; offset++) {
        const into = x - step * offset;
        const out = x + step * (offset + Math.round(ROOM_FROM * head.radius));
        if (into > 0 && into < width - 1) inside.push(into);
        if (out > 0 && out < width - 1 && person(out, y) < 0.01) outside.push(out);
      }
      if (inside.length < colourBand / 2 || outside.length < colourBand / 2) continue;
      const a = rgbMean(plate, inside, y);
      const b = rgbMean(data, outside, y);
      rowColour += (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) + Math.abs(a[2] - b[2])) / 3;
      rowCount++;
    }
  }
  if (rowCount === 0) throw new Error('no rows beside the head');
  return rowColour / rowCount;
}

/** The plate with every row taken from `rows` rows lower (clamped): each level edge in it moved down. */
function movedDown(plate: Uint8Array, width: number, rows: number): Uint8Array {
  const height = plate.length / 3 / width;
  const moved = new Uint8Array(plate.length);
  for (let y = 0; y < height; y++) {
    const from = Math.min(height - 1, y + rows);
    moved.set(plate.subarray(from * width * 3, (from + 1) * width * 3), y * width * 3);
  }
  return moved;
}

async function measure(photo: Uint8Array, faces: readonly Face[]): Promise<Measured> {
  const ready = await prepared(photo, faces);
  const crop = await cropAroundFace(ready.photo, (ready.faces ?? [])[0], GIF_CROP);
  const face = faceGeometry(crop.mesh);
  const backdrop = await backdropOf(crop.picture, face);
  if (!backdrop) throw new Error('no matte');
  const { width, height } = crop.picture;
  const head = face.head;
  const radius = Math.max(head.radiusX, head.radiusY);
  const scene: Scene = {
    picture: crop.picture,
    matte: backdrop.matte,
    head: { centerX: head.centerX, centerY: head.centerY, radius },
  };
  const person = (x: number, y: number): number => backdrop.matte[y * width + x];
  let strip = 0;
  let stripCount = 0;
  let room = 0;
  let roomCount = 0;
  // Along the rows beside the head (level with the eyes to the mouth): walking out from the
  // head's centre, the last 0.15 head radii inside the person and the first 0.15 outside.
  const band = Math.round(0.15 * radius);
  for (let y = Math.round(head.centerY - 0.3 * radius); y <= head.centerY + 0.3 * radius; y++) {
    for (const step of [-1, 1]) {
      let x = Math.round(head.centerX);
      while (x > 3 && x < width - 4 && person(x, y) > 0.01) x += step;
      if (x <= 3 || x >= width - 4) continue;
      for (let offset = 1; offset <= band; offset++) {
        const inside = x - step * (offset + 4);
        const outside = x + step * (offset + 4);
        if (inside > 2 && inside < width - 3) {
          strip += texture(backdrop.plate, width, inside, y);
          stripCount++;
        }
        if (outside > 2 && outside < width - 3 && person(outside, y) < 0.01) {
          room += texture(crop.picture.data, width, outside, y);
          roomCount++;
        }
      }
    }
  }
  if (height < 1 || stripCount === 0 || roomCount === 0) throw new Error('no strip beside the head');
  return {
    strip: strip / stripCount,
    room: room / roomCount,
    rowColour: rowColourOf(backdrop.plate, scene),
    bentRowColour: rowColourOf(movedDown(backdrop.plate, width, Math.round(0.1 * radius)), scene),
  };
}

const measured = new Map<string, Measured>();

beforeAll(async () => {
  measured.set('woman', await measure(await samplePortrait('woman'), await sampleFaces('woman')));
  // The bald man among leaves, cut from the face-match demo as the gallery cuts him (tests/gallery/samples.ts).
  const bald = SAMPLE_PHOTOS.find((sample) => sample.id === 'bald-man');
  if (!bald) throw new Error('no bald-man sample');
  const bytes = await bald.bytes();
  measured.set('bald man', await measure(bytes, await detectFaces(bytes)));
}, SLOW);

describe('the room a moving head bares (issue 37)', () => {
  it.each(['woman', 'bald man'])('%s: keeps the room’s own texture, not a smooth band', (who) => {
    const { strip, room } = measured.get(who) ?? { strip: 0, room: 1 };
    // Measured: the strip has 1.75 (woman) and 1.14 (bald man) times the room's fine texture
    // (the room's own edge mirrored in); with the smooth fill alone 0.27 and 0.14. With the hole
    // grown past the fringe (session 33) 0.91 and 0.90: beside the woman the room's texture
    // just outside her outline is mostly the bright and dark bands an enlarged photo rings with
    // along her hair, which the mirror no longer copies; the wall beyond is plain.
    expect(strip / room).toBeGreaterThan(0.6);
  });
  it.each(['woman', 'bald man'])('%s: the room beside the head keeps each row’s own colour (a level edge stays level)', (who) => {
    const { rowColour } = measured.get(who) ?? { rowColour: 255 };
    // Measured (room from 0.06 head radii out): 5.5 (woman) and 4.9 (bald man) mirrored along
    // rows and columns; 11.8 and 8.4 mirrored along rays from the head's centre (the leaves
    // behind the woman's hair bent down over the wall beside her, a dark green crescent in every
    // clip). From 0.12 with the grown hole (session 33): 3.8 and 4.0.
    expect(rowColour).toBeLessThan(7);
  });
  it.each(['woman', 'bald man'])('%s: the measure sees a level edge moved (the plate moved down a tenth of the head)', (who) => {
    const { bentRowColour } = measured.get(who) ?? { bentRowColour: 0 };
    // The room's edges moved down beside the head, as the rays' mirror bent the wall meeting the
    // leaves behind the woman: measured 12.9 (woman) and 11.0 (bald man), so the window from
    // ROOM_FROM still tells a level edge from a bent one.
    expect(bentRowColour).toBeGreaterThan(7);
  });
});
