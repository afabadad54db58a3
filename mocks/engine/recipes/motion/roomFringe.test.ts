// The wall a swaying head bares beside its hair must be plain wall (issue 37, session 32: "faint
// vertical streaks in the wall left of the head", "diagonal smeared streaks over the hair edge" on
// the older man). The matte leaves the hair's soft fringe out; kept in the still room, and
// mirrored or blurred into the hole, it stood there as a grey stroke along the hair's old
// outline once the head moved away. Measured on the backdrop's plate, row by row beside the
// upper head: how far its grey strays, across the outline (from 0.1 head radii inside the matte
// to 0.08 outside), from the wall's grey further out on the same row (0.2 to 0.3 radii out).
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_PHOTOS } from '../../../../tests/gallery/samples';
import { detectFaces } from '../../adapters/faces';
import { prepared } from '../../testing/prepared';
import { GIF_CROP } from '../gif';
import { type Backdrop, backdropOf } from './backdrop';
import { type FaceGeometry, faceGeometry } from './geometry';
import type { Raster } from './raster';
import { cropAroundFace } from './source';

const SLOW = 300_000;

/** Grey of the RGB bytes at pixel `index`. */
function grey(rgb: Uint8Array, index: number): number {
  return 0.299 * rgb[index * 3] + 0.587 * rgb[index * 3 + 1] + 0.114 * rgb[index * 3 + 2];
}

interface SampleBackdrop {
  picture: Raster;
  head: FaceGeometry['head'];
  backdrop: Backdrop;
}

/** The GIF crop of a sample, its head and its backdrop. */
async function sampleBackdrop(sampleId: string): Promise<SampleBackdrop> {
  const sample = SAMPLE_PHOTOS.find((candidate) => candidate.id === sampleId);
  if (!sample) throw new Error(`no ${sampleId} sample`);
  const bytes = await sample.bytes();
  const ready = await prepared(bytes, await detectFaces(bytes));
  const crop = await cropAroundFace(ready.photo, (ready.faces ?? [])[0], GIF_CROP);
  const face = faceGeometry(crop.mesh);
  const backdrop = await backdropOf(crop.picture, face);
  if (!backdrop) throw new Error('no matte');
  return { picture: crop.picture, head: face.head, backdrop };
}

/** Mean grey gap (levels) between the plate across the head's outline and the wall further out, over the rows beside the upper head. */
function strayAtOutline({ picture, head, backdrop }: SampleBackdrop): number {
  const { width, data } = picture;
  const radius = Math.max(head.radiusX, head.radiusY);
  const inside = Math.round(0.1 * radius);
  const outside = Math.round(0.08 * radius);
  const [farFrom, farTo] = [Math.round(0.2 * radius), Math.round(0.3 * radius)];
  let stray = 0;
  let count = 0;
  for (let y = Math.max(0, Math.round(head.centerY - radius)); y <= head.centerY; y++) {
    for (const step of [-1, 1]) {
      // Out from the head's centre to the first pixel the matte gives none of the person.
      let x = Math.round(head.centerX);
      while (x > 0 && x < width - 1 && backdrop.matte[y * width + x] > 0.01) x += step;
      const at = (offset: number): number => y * width + x + step * offset;
      const column = (offset: number): number => x + step * offset;
      if (Math.min(column(-inside), column(farTo)) < 0 || Math.max(column(-inside), column(farTo)) >= width) continue;
      let wall = 0;
      for (let offset = farFrom; offset <= farTo; offset++) wall += grey(data, at(offset));
      wall /= farTo - farFrom + 1;
      for (let offset = -inside; offset <= outside; offset++) {
        stray += Math.abs(grey(backdrop.plate, at(offset)) - wall);
        count++;
      }
    }
  }
  if (count === 0) throw new Error('no rows beside the head');
  return stray / count;
}

/** The matte's widest gap along a row (head radii) that counts as a notch in it, the room inside the person's outline. */
const NOTCH = 0.5;

/**
 * How much darker (levels) than the photo the plate is, on average, in the notches of the matte
 * above the head's centre: pixels with none of the person on a row that has the person on both
 * sides of them, no more than NOTCH head radii apart. Such a notch is hair (the man's dark
 * crown) or room seen between the face and a wisp; filled with the room further out, it showed
 * dark through the hair in every frame.
 */
function darkerInNotches({ picture, head, backdrop }: SampleBackdrop): number {
  const { width, data } = picture;
  const widest = NOTCH * Math.max(head.radiusX, head.radiusY);
  const isPerson = (y: number, x: number): boolean => backdrop.matte[y * width + x] > 0.01;
  let darker = 0;
  let count = 0;
  for (let y = 0; y < Math.min(picture.height, Math.round(head.centerY)); y++) {
    let left = -1;
    for (let x = 0; x < width; x++) {
      if (isPerson(y, x)) {
        // A run of room from left + 1 to x - 1 with the person on both sides.
        if (left >= 0 && x - left <= widest) {
          for (let inside = left + 1; inside < x; inside++) {
            const index = y * width + inside;
            darker += Math.max(0, grey(data, index) - grey(backdrop.plate, index));
            count++;
          }
        }
        left = x;
      }
    }
  }
  return count === 0 ? 0 : darker / count;
}

/** A plate pixel this much darker (levels) than the photo's room is a streak drawn into the wall. */
const STREAK = 20;

/**
 * Room pixels (none of the person) beside the upper head, within 0.3 head radii of the person
 * along their row, that the plate draws STREAK darker than the photo: the room mirrored down a
 * thin strip of hole from the leaves above (the woman's dark streak beside her cheek).
 */
function darkenedBeside({ picture, head, backdrop }: SampleBackdrop): number {
  const { width, data } = picture;
  const reach = 0.3 * Math.max(head.radiusX, head.radiusY);
  let darkened = 0;
  const top = Math.max(0, Math.round(head.centerY - Math.max(head.radiusX, head.radiusY)));
  for (let y = top; y < Math.min(picture.height, Math.round(head.centerY)); y++) {
    let last = -Infinity;
    const fromPerson = new Float64Array(width);
    for (let x = 0; x < width; x++) {
      if (backdrop.matte[y * width + x] > 0.01) last = x;
      fromPerson[x] = x - last;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      const index = y * width + x;
      if (backdrop.matte[index] > 0.01) last = x;
      if (fromPerson[x] === 0 || Math.min(fromPerson[x], last - x) > reach) continue;
      if (grey(data, index) - grey(backdrop.plate, index) > STREAK) darkened++;
    }
  }
  return darkened;
}

const stray = new Map<string, number>();
const notches = new Map<string, number>();
const streaks = new Map<string, number>();

beforeAll(async () => {
  // The older man before a plain pale wall, the man before a dark room, the woman before a pale
  // wall under leaves (each matted alike in any order: adapters/faces.ts mattingRatio).
  for (const sampleId of ['older-man', 'man', 'woman']) {
    const sample = await sampleBackdrop(sampleId);
    stray.set(sampleId, strayAtOutline(sample));
    notches.set(sampleId, darkerInNotches(sample));
    streaks.set(sampleId, darkenedBeside(sample));
  }
}, SLOW);

describe('the wall a swaying head bares beside its hair (issue 37)', () => {
  it.each(['older-man', 'man'])('%s: is plain wall, not the hair’s fringe', (sampleId) => {
    // Measured: 5.0 (older man) and 6.3 (man) with the fringe kept in the room and mirrored in;
    // 2.8 and 4.9–5.1 with the hole grown past it (session 33; 4.9 since the notch rule).
    expect(stray.get(sampleId) ?? Infinity).toBeLessThan(sampleId === 'man' ? 5.5 : 3.8);
  });

  it('man: keeps the photo in the notches of the matte', () => {
    // Measured: 4.2 with the hole grown into the notch of his crown (the dark notch bitten out of
    // the top of his hair in every frame), 3.2 with the notches left out of the growth (session 33).
    expect(notches.get('man') ?? Infinity).toBeLessThan(3.7);
  });

  it('woman: draws no long dark streak down the wall beside her cheek', () => {
    // Measured: 575 pixels with lines mirroring up to 4 band widths along the outline (the leaves
    // drawn down the thin strip of hole beside her cheek wisps), 483 with 2 (session 33).
    expect(streaks.get('woman') ?? Infinity).toBeLessThan(530);
  });
});
